// One grid: on every page, at a desktop and a phone width, the logo, the headings and the running text
// start at the same left edge (within 2 px), set by the one Container (docs/decisions/015).
import { test, expect } from './fixtures.ts';
import { createAccount, signIn } from './support/accounts.ts';
import { measureLeftEdges } from './support/layout.ts';
import { MEMBER_ROUTES, publicRoutes } from '../../scripts/screenshots/routes.ts';

const WIDTHS = [1440, 390];

async function expectOneLeftEdge(page: import('@playwright/test').Page, route: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(route);
    await page.locator('svg[data-logo]').first().waitFor();
    const { logo, grid, text } = await measureLeftEdges(page);
    expect(Math.abs(logo - grid), `${route} at ${width}: logo at ${logo}, grid at ${grid}`).toBeLessThanOrEqual(2);
    expect(text.length, `${route} at ${width}: headings and text measured`).toBeGreaterThan(0);
    const off = text.filter((item) => Math.abs(item.left - grid) > 2);
    expect(off, `${route} at ${width}: text off the grid edge ${grid}`).toEqual([]);
  }
}

const notFound = (route: string) => /^\/(no-such-page|unknown-application\.com)$/.test(route);

test.describe('public pages', () => {
  for (const route of publicRoutes().filter((r) => !notFound(r))) {
    test(`${route}: logo, headings and text share one left edge`, async ({ page }) => {
      await expectOneLeftEdge(page, route);
    });
  }
});

test.describe('not-found pages', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });
  for (const route of publicRoutes().filter(notFound)) {
    test(`${route}: logo, headings and text share one left edge`, async ({ page }) => {
      await expectOneLeftEdge(page, route);
    });
  }
});

test.describe('member pages', () => {
  for (const route of MEMBER_ROUTES) {
    test(`${route}: logo, headings and text share one left edge`, async ({ page, db }) => {
      await signIn(page, await createAccount(db, { role: 'admin' }));
      await expectOneLeftEdge(page, route);
    });
  }
});
