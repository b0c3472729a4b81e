// Floating elements never cover content: the stats and Back to top live in a slim bar at the foot of the
// viewport that the page leaves room for, and that steps aside while a panel or dialog is open. While the
// landing page scrolls from top to bottom, every heading and control whose centre is on screen (between
// the navigation and the bar) is what the browser finds at its centre (docs/decisions/015).
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { ui } from './support/copy.ts';

interface Covered {
  scrollY: number;
  element: string;
}

/**
 * Headings and controls on screen whose centre something of the dock covers (`elementFromPoint` finds the
 * dock there), and a dock taller than a slim bar.
 */
function coveredByDock(page: Page): Promise<Covered[]> {
  return page.evaluate(() => {
    const dock = document.querySelector('[data-dock]')!;
    const visible = getComputedStyle(dock).visibility === 'visible';
    const nav = document.querySelector('header')!.getBoundingClientRect().bottom;
    // The bar is the foot of the viewport, like the browser's own: the page's visible area ends above it.
    const bottom = visible ? Math.floor(dock.getBoundingClientRect().top) - 1 : innerHeight;
    const covered: Covered[] = [];
    const selector = 'h1, h2, h3, a[href], button, input, select, textarea, summary, [role="tab"]';
    for (const element of document.querySelectorAll(selector)) {
      if (dock.contains(element) || !element.checkVisibility({ visibilityProperty: true })) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width < 2 || rect.height < 2) continue;
      const x = rect.left + rect.width / 2;
      const y = rect.top + rect.height / 2;
      if (x < 0 || x >= innerWidth || y <= nav || y >= bottom) continue;
      const hit = document.elementFromPoint(x, y);
      if (hit && dock.contains(hit))
        covered.push({ scrollY: Math.round(scrollY), element: element.outerHTML.slice(0, 80) });
    }
    // The bar is only ever below the content it may cover: where it stands, the page has room.
    if (visible && dock.getBoundingClientRect().top < innerHeight - 60)
      covered.push({ scrollY, element: 'dock too tall' });
    return covered;
  });
}

/** The page has answered a scroll: two frames for its scroll handlers, then the dock's transitions ended. */
function scrollAnswered(page: Page): Promise<void> {
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const dock = document.querySelector('[data-dock]')!;
    await Promise.all(dock.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => {})));
  });
}

for (const width of [1440, 390]) {
  test(`at ${width} px the stats and Back to top cover no heading or control from top to bottom`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await expect(page.locator('[data-floating-banner]')).toHaveCount(1);
    const dock = page.locator('[data-dock]');
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const covered: Covered[] = [];
    for (let y = 0; y <= height; y += 350) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await scrollAnswered(page);
      covered.push(...(await coveredByDock(page)));
    }
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(dock).toBeVisible();
    covered.push(...(await coveredByDock(page)));
    // At the very end the footer's last line stands clear above the bar.
    const gap = await page.evaluate(() => {
      const footer = document.querySelector('footer')!.querySelector('ul:last-of-type')!.getBoundingClientRect();
      return document.querySelector('[data-dock]')!.getBoundingClientRect().top - footer.bottom;
    });
    expect(gap, 'room between the footer and the bar').toBeGreaterThanOrEqual(0);
    expect(covered).toEqual([]);
  });
}

test('the bar steps aside while the mobile menu, the cookie dialog or an application panel is open', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await page.evaluate(() => window.scrollTo(0, 3000));
  const dock = page.locator('[data-dock]');
  await expect(dock).toBeVisible();

  await page.getByRole('button', { name: ui.header.openMenu }).click();
  await expect(dock).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(dock).toBeVisible();

  await page.getByRole('contentinfo').getByRole('button', { name: ui.cookieConsent.footerLink }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(dock).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(dock).toBeVisible();

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.locator('#applications').scrollIntoViewIfNeeded();
  await page.locator('[data-app-card]').first().hover();
  await expect(dock).toBeHidden();
});
