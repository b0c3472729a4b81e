// The pages behind sign-in paint from their static HTML: on a phone and on a first visit, the largest
// contentful paint is text the page's HTML already held (its frame and copy, never the member's details),
// painted before any script was requested; the member's details fill in afterwards without moving anything.
import { test, expect } from './fixtures.ts';
import { pageCopy } from './support/copy.ts';
import { welcome } from './support/sign-in-form.ts';
import { createAccount, signIn } from './support/accounts.ts';

test.use({ cookieConsent: null, viewport: { width: 390, height: 844 } });

interface Paint {
  /** The text of the final largest-contentful-paint entry's element, and when it painted. */
  text: string;
  time: number;
  /** When the first script resource was requested (Infinity: none). */
  firstScript: number;
  layoutShift: number;
}

const PAGES = [
  { path: '/dashboard', ready: { name: welcome('Robin'), level: 1 } },
  { path: '/account', ready: { name: pageCopy('account').heading, level: 1 } },
  { path: '/questionnaire', ready: { name: pageCopy('questionnaire').heading, level: 1 } },
] as const;

for (const { path, ready } of PAGES) {
  test(`${path}: the largest paint is static text from the HTML, before any script`, async ({ page, db }) => {
    await signIn(page, await createAccount(db, { firstName: 'Robin', lastName: 'Quayle' }));
    const html = await (await page.request.get(path)).text();
    expect(html, 'the static HTML carries nothing of the member').not.toContain('Quayle');

    await page.goto(path);
    // Hydrated and filled in: the member's name is in the header.
    await expect(page.getByText('Robin Quayle')).toBeVisible();
    await expect(page.getByRole('heading', ready)).toBeVisible();
    const paint = await page.evaluate(
      () =>
        new Promise<Paint>((resolve) => {
          let layoutShift = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
              layoutShift += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1) as PerformanceEntry & { element: Element | null };
            const scripts = performance
              .getEntriesByType('resource')
              .filter((entry) => /\.m?js(\?|$)/.test(new URL(entry.name).pathname))
              .map((entry) => entry.startTime);
            resolve({
              text: last.element?.textContent?.trim() ?? '',
              time: last.startTime,
              firstScript: Math.min(...scripts),
              layoutShift,
            });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    expect(paint.text.length, 'the largest paint is text').toBeGreaterThan(20);
    const staticText = await page.evaluate(
      (source) => new DOMParser().parseFromString(source, 'text/html').body.textContent ?? '',
      html,
    );
    const squash = (text: string) => text.replace(/\s+/g, ' ');
    expect(squash(staticText), 'the largest paint is in the static HTML').toContain(squash(paint.text));
    expect(paint.text).not.toContain('Robin');
    expect(paint.time, 'painted before any script was requested').toBeLessThan(paint.firstScript);
    expect(paint.layoutShift, 'nothing moved as the member filled in').toBe(0);
  });
}
