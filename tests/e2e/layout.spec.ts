// The page grid on every page (docs/decisions/015), in one walk per page:
// - one left edge: the logo, the headings and the running text start where the page grid starts (within
//   2 px), at a desktop and a phone width;
// - no orphans: every grid of cards ends in a full row or a short row centred under the rest, at a
//   desktop, a tablet and a phone width;
// - no sideways scroll on a 390 px phone;
// - no table cell or card field narrower than its longest word, at every width (an e-mail address is never
//   broken two letters to a line): the administrators' panels are walked with data in each.
// Each page is opened once, on the phone, once it has settled (fonts loaded, network quiet), then widened:
// the layout at a width is the stylesheet's at that width, however the window got there. Public pages
// come from the build and the route table (a new page is covered without editing a list); member pages
// are walked signed in as a member and as an administrator.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { parse } from 'yaml';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/rows.ts';
import { DASHBOARD_PATH } from '../../src/routes.ts';
import { test, expect } from './fixtures.ts';
import { pageCopy, templateSource } from './support/copy.ts';
import { createAccount, signIn } from './support/accounts.ts';
import { seedEveryUserState } from './support/admin-data.ts';
import { findCrampedCells, findOrphanRows, measureLeftEdges } from './support/layout.ts';
import { MEMBER_ROUTES, publicRoutes } from '../../scripts/screenshots/routes.ts';
import { membersOnlyArticles } from './support/members-only.ts';

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

async function walk(page: Page, route: string, settled?: (page: Page) => Promise<void>) {
  await page.setViewportSize({ width: WIDTHS[0], height: PHONE_HEIGHT });
  await page.goto(route);
  await page.locator('svg[data-logo]').first().waitFor();
  // eslint-disable-next-line playwright/no-networkidle -- no ready signal yet says the islands have filled in
  await page.waitForLoadState('networkidle');
  // The administrators' panels are on the dashboard; a members-only briefing fills in on its own page.
  if (route === DASHBOARD_PATH || route.startsWith('/insights/')) await settled?.(page);
  await page.evaluate(() => document.fonts.ready);
  for (const width of WIDTHS) {
    await widen(page, width);
    const where = `${route} at ${width} px`;
    if (width === WIDTHS[0]) await expectNoSidewaysScroll(page, where);
    if (EDGE_WIDTHS.includes(width)) await expectOneLeftEdge(page, where);
    expect(await findOrphanRows(page), where).toEqual([]);
    expect(await findCrampedCells(page), `${where}: cells narrower than their longest word`).toEqual([]);
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

/** An enquiry newer than any other test's, so it heads the administrators' inbox. */
async function seedEnquiry(db: Kysely<Database>) {
  await db
    .insertInto('contactSubmissions')
    .values({
      firstName: 'Priya',
      lastName: 'Shah-Whitfield',
      email: 'priya.shah@kent-homes.example',
      company: 'Kent Community Homes',
      serviceInterest: 'leadership-advisory',
      message: 'A board effectiveness review for a housing association, before our regulatory inspection.',
      createdAt: new Date(Date.now() + 2 * 365 * 86_400_000),
    })
    .execute();
}

/** Each administrator panel has read its data (the walk measures what an administrator sees, not a spinner). */
async function panelsRead(page: Page) {
  const { users, audit, enquiries } = pageCopy('dashboard');
  for (const name of [users.heading, audit.heading, enquiries.heading]) {
    const panel = page.getByRole('region', { name, exact: true });
    await expect(panel.locator('[aria-busy]')).toHaveAttribute('aria-busy', 'false');
    await expect(panel.getByRole('listitem').first()).toBeVisible();
  }
  // The charts' panels, each chart drawn (its code loads as it nears the viewport).
  const { usage } = parse(readFileSync('src/content/pages/dashboard.yaml', 'utf8')) as { usage: { heading: string } };
  const charts = page.getByRole('region', { name: usage.heading, exact: true }).getByRole('figure');
  await expect(charts.first()).toBeVisible();
  for (const chart of await charts.all()) {
    await chart.scrollIntoViewIfNeeded();
    await expect(chart.locator('svg').first()).toBeVisible();
  }
}

/** Where a user is signed in (the Sessions dialog an administrator opens from the user list), on a phone. */
async function sessionsDialogOnPhone(page: Page) {
  await page.setViewportSize({ width: WIDTHS[0], height: PHONE_HEIGHT });
  await page.goto(DASHBOARD_PATH);
  await panelsRead(page);
  const users = page.getByRole('region', { name: pageCopy('dashboard').users.heading, exact: true });
  await users
    .getByRole('button', { name: new RegExp(`^${templateSource(pageCopy('dashboard').users.sessionsFor)}`) })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('listitem').first()).toBeVisible();
  const where = `the Sessions dialog at ${WIDTHS[0]} px`;
  const fits = await dialog.evaluate((element) => {
    const box = element.querySelector('[id^="headlessui-dialog-panel"]') ?? element;
    return { right: box.getBoundingClientRect().right, scroll: box.scrollWidth, client: box.clientWidth };
  });
  expect(fits.right, `${where}: its right edge`).toBeLessThanOrEqual(WIDTHS[0]);
  expect(fits.scroll, `${where}: no sideways scroll inside`).toBeLessThanOrEqual(fits.client);
  expect(await findCrampedCells(page), `${where}: cells narrower than their longest word`).toEqual([]);
}

for (const role of ['member', 'admin'] as const) {
  test(`signed in as ${role}: every member page keeps one left edge, no orphan cards, no sideways scroll, no cramped cells`, async ({
    page,
    browser,
    db,
  }) => {
    test.slow();
    if (role === 'admin') {
      await seedEnquiry(db);
      await seedEveryUserState(db);
      // A member signed in in another browser (a sign-in replaces the session of the browser it is made
      // in), listed just below the administrator: the first row whose Sessions dialog opens (an
      // administrator's own row has no buttons) and has a session to show.
      const elsewhere = await browser.newContext();
      await signIn(elsewhere, await createAccount(db));
      await elsewhere.close();
    }
    await signIn(page, await createAccount(db, { role }));
    for (const route of MEMBER_ROUTES) await walk(page, route, role === 'admin' ? panelsRead : undefined);
    if (role === 'admin') await sessionsDialogOnPhone(page);
  });
}

test("a members-only briefing, signed in, once the member's copy has filled in", async ({ page, db }) => {
  const [article] = membersOnlyArticles();
  await signIn(page, await createAccount(db));
  await walk(page, `/insights/${article!.slug}`, async (opened) => {
    await expect(opened.locator('.members-only .article-body')).toBeVisible();
  });
});
