// The page grid on every page (docs/decisions/015), in one walk per page:
// - one left edge: the logo, the headings and the running text start where the page grid starts (within
//   2 px), at a desktop and a phone width;
// - no orphans: every grid of cards ends in a full row or a short row centred under the rest, at a
//   desktop, a tablet and a phone width;
// - no sideways scroll on a 390 px phone.
// Each page is opened once, on the phone, once it has settled (fonts loaded, network quiet), then widened:
// the layout at a width is the stylesheet's at that width, however the window got there. Public pages
// come from the build and the route table (a new page is covered without editing a list); member pages
// are walked signed in as a member and as an administrator.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { createAccount, signIn } from './support/accounts.ts';
import { findOrphanRows, measureLeftEdges } from './support/layout.ts';
import { MEMBER_ROUTES, publicRoutes } from '../../scripts/screenshots/routes.ts';

/** Phone first: the page loads as a phone opens it. */
const WIDTHS = [390, 1024, 1440] as const;
const EDGE_WIDTHS: readonly number[] = [390, 1440];
const PHONE_HEIGHT = 844;

async function expectOneLeftEdge(page: Page, where: string) {
  const { logo, grid, text } = await measureLeftEdges(page);
  expect(Math.abs(logo - grid), `${where}: logo at ${logo}, grid at ${grid}`).toBeLessThanOrEqual(2);
  expect(text.length, `${where}: headings and text measured`).toBeGreaterThan(0);
  const off = text.filter((item) => Math.abs(item.left - grid) > 2);
  expect(off, `${where}: text off the grid edge ${grid}`).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scrollWidth, width } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scrollWidth, `${where} is ${scrollWidth} px wide on a ${width} px screen`).toBeLessThanOrEqual(width);
}

/** Lays the page out again at `width` and waits until a frame has been drawn at it. */
async function widen(page: Page, width: number) {
  await page.setViewportSize({ width, height: width === WIDTHS[0] ? PHONE_HEIGHT : 900 });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

async function walk(page: Page, route: string) {
  await page.setViewportSize({ width: WIDTHS[0], height: PHONE_HEIGHT });
  await page.goto(route);
  await page.locator('svg[data-logo]').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  for (const width of WIDTHS) {
    await widen(page, width);
    const where = `${route} at ${width} px`;
    if (width === WIDTHS[0]) await expectNoSidewaysScroll(page, where);
    if (EDGE_WIDTHS.includes(width)) await expectOneLeftEdge(page, where);
    expect(await findOrphanRows(page), where).toEqual([]);
  }
}

const notFound = (route: string) => /^\/(no-such-page|unknown-application\.com)$/.test(route);

test.describe('public pages', () => {
  for (const route of publicRoutes().filter((r) => !notFound(r))) {
    test(`${route}: one left edge, no orphan cards, no sideways scroll`, async ({ page }) => {
      await walk(page, route);
    });
  }
});

test.describe('not-found pages', () => {
  // The 404 pages' own status is logged by the browser as a console error.
  test.use({ allowedConsoleErrors: [/status of 404/] });
  for (const route of publicRoutes().filter(notFound)) {
    test(`${route}: one left edge, no orphan cards, no sideways scroll`, async ({ page }) => {
      await walk(page, route);
    });
  }
});

for (const role of ['member', 'admin'] as const) {
  test(`signed in as ${role}: every member page keeps one left edge, no orphan cards, no sideways scroll`, async ({
    page,
    db,
  }) => {
    test.slow();
    await signIn(page, await createAccount(db, { role }));
    for (const route of MEMBER_ROUTES) await walk(page, route);
  });
}
