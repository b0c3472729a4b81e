// Nothing is requested before the largest paint: on the pages a visitor meets first, every script
// resource (islands, the React DOM runtime, the site's own scripts) starts after the largest contentful
// paint, on a phone-sized screen and for a first visit (the cookie banner showing). On /auth the largest
// paint is the page's own content, not the cookie banner.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';

test.use({ cookieConsent: null, viewport: { width: 390, height: 844 } });

interface Timings {
  lcp: number;
  lcpInBanner: boolean;
  lcpInMain: boolean;
  scripts: { name: string; startTime: number }[];
}

/** The final largest-contentful-paint entry and every script resource, once the islands in view have hydrated. */
async function timings(page: Page, path: string): Promise<Timings> {
  await page.goto(path);
  // Islands that wait to come into view stay server-rendered while they are below the fold.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('astro-island[ssr]')].every((island) =>
      island.getAttribute('opts')?.includes('visible'),
    ),
  );
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
            lcpInBanner: Boolean(last.element?.closest('[data-cookie-banner]')),
            lcpInMain: Boolean(last.element?.closest('main')),
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

test('/auth: the largest paint is the page’s own content, not the cookie banner', async ({ page }) => {
  const { lcpInBanner, lcpInMain } = await timings(page, '/auth');
  await expect(page.getByRole('region', { name: /cookie/i })).toBeVisible();
  expect(lcpInBanner).toBe(false);
  expect(lcpInMain).toBe(true);
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
