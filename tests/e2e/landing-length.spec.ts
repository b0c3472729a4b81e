// A landing page that ends: at most 9,000 px tall at 1440 px wide and 16,000 px at 390 px, measured
// once the page has settled (fonts loaded, scripts and islands running, every lazy part scrolled into
// view, the case-study filter touched), with every section the spec asks for still on it: 18 expandable
// case studies, six services each with its detail view, seven applications and five leaders.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { escaped, pageCopy } from './support/copy.ts';

const budgets = [
  { width: 1440, height: 900, maxHeight: 9_000 },
  { width: 390, height: 844, maxHeight: 16_000 },
];

/** Loads the landing page and waits until nothing will change its height any more. */
async function settle(page: Page) {
  await page.goto('/');
  await expect(page.locator('html[data-enhanced]')).toHaveCount(1);
  // Islands that hydrate when visible: bring the whole page through the viewport once.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise(requestAnimationFrame);
    }
    window.scrollTo(0, 0);
  });
  // The case-study filter hydrates at its first touch: focus one of its buttons (which changes no filter),
  // so the height measured is the hydrated page's.
  await page.locator('[data-case-study-explorer] button').first().focus();
  await expect(page.locator('[data-case-study-explorer][data-enhanced]')).toHaveCount(1);
  await page.evaluate(() => document.fonts.ready);
  await expect.poll(() => page.evaluate(() => [...document.images].every((image) => image.complete))).toBe(true);
}

for (const { width, height, maxHeight } of budgets) {
  test(`at ${width} px the landing page is at most ${maxHeight} px tall and has every section`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await settle(page);
    const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(pageHeight, `the landing page is ${pageHeight} px tall at ${width} px`).toBeLessThanOrEqual(maxHeight);

    await expect(page.locator('#case-studies [data-case-study] details')).toHaveCount(18);
    const services = page
      .locator('#services-overview')
      .getByRole('button', { name: new RegExp(`^${escaped(pageCopy('home').services.cardButton)}: `) });
    await expect(services).toHaveCount(6);
    for (const id of await services.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-controls')))) {
      await expect(page.locator(`#${id} [role="tab"]`)).toHaveCount(3);
    }
    await expect(page.locator('#applications a[target="_blank"]')).toHaveCount(7);
    await expect(page.locator('#about').getByRole('heading', { level: 4 })).toHaveCount(5);
    await expect(
      page
        .locator('#about')
        .getByRole('link', { name: new RegExp(`^${escaped(pageCopy('home').about.leadership.profileLinkLabel)}`) }),
    ).toHaveCount(5);
    // No portraits exist yet: every leader has the designed monogram instead.
    await expect(page.locator('#about [data-monogram]')).toHaveCount(5);
    // Nothing on the page scrolls it sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
