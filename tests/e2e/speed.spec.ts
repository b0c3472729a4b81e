// Nothing is requested before the largest paint: on the pages a visitor meets first, every script
// resource (islands, the React DOM runtime, the site's own scripts) starts after the largest contentful
// paint, on a phone-sized screen and for a first visit (the cookie banner showing). On /auth the largest
// paint is text from the static HTML.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { MANIFEST_PATH } from '../../src/lib/manifest-link.ts';

test.use({ cookieConsent: null, viewport: { width: 390, height: 844 } });

interface Timings {
  lcp: number;
  /** The text of the final largest-contentful-paint entry's element. */
  lcpText: string;
  scripts: { name: string; startTime: number }[];
}

/**
 * The final largest-contentful-paint entry and every script resource, once the page's own scripts have
 * started after the paint (they link the web manifest). Public pages' islands wait to be touched.
 */
async function timings(page: Page, path: string): Promise<Timings> {
  await page.goto(path);
  await expect(page.locator(`link[rel="manifest"][href="${MANIFEST_PATH}"]`)).toBeAttached();
  return page.evaluate(
    () =>
      new Promise<Timings>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { element: Element | null })[];
          const last = entries.at(-1)!;
          const scripts = performance
            .getEntriesByType('resource')
            .filter((entry) => /\.m?js(\?|$)/.test(new URL(entry.name).pathname))
            .map((entry) => ({ name: entry.name, startTime: entry.startTime }));
          resolve({
            lcp: last.startTime,
            lcpText: last.element?.textContent?.trim() ?? '',
            scripts,
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

for (const path of ['/', '/privacy-policy', '/auth']) {
  test(`${path}: no script resource starts before the largest paint`, async ({ page }) => {
    const { lcp, scripts } = await timings(page, path);
    expect(lcp).toBeGreaterThan(0);
    expect(scripts.length, 'the islands loaded their scripts after the paint').toBeGreaterThan(0);
    const early = scripts.filter((script) => script.startTime < lcp);
    expect(early, `scripts requested before the largest paint at ${Math.round(lcp)} ms`).toEqual([]);
  });
}

test('/auth: the largest paint is text its static HTML holds, in the page or in the cookie banner', async ({
  page,
}) => {
  const html = await (await page.request.get('/auth')).text();
  const { lcpText } = await timings(page, '/auth');
  await expect(page.getByRole('region', { name: /cookie/i })).toBeVisible();
  // Which of the two is larger depends on the copy's length (an editor's to choose); either is painted
  // from the HTML with the page, never by an island.
  expect(lcpText.length, 'the largest paint is text').toBeGreaterThan(20);
  const staticText = await page.evaluate(
    (source) => new DOMParser().parseFromString(source, 'text/html').body.textContent ?? '',
    html,
  );
  const squash = (text: string) => text.replace(/\s+/g, ' ');
  expect(squash(staticText)).toContain(squash(lcpText));
});

// The pages an e-mail link opens render a form, which their island swaps for a notice once it reads
// the link (here without a token): nothing on screen may move when it does.
for (const path of ['/verify-email', '/reset-password']) {
  test(`${path}: nothing moves when the island replaces the form with its notice`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('link', { name: /new link|account page/i })).toBeVisible();
    const shifts = await page.evaluate(
      () =>
        new Promise<number[]>((resolve) => {
          new PerformanceObserver((list) =>
            resolve(list.getEntries().map((entry) => (entry as never as { value: number }).value)),
          ).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve([]), 500);
        }),
    );
    expect(shifts, 'layout shifts').toEqual([]);
  });
}
