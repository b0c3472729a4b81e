// The walk: every page of the route table (src/routes.ts) in each sign-in state it serves, from the table
// and the build (scripts/screenshots/routes.ts: walkStops), so a page added to the table is walked with no
// other edit. Signed out, every built address of each public row is measured; signed in as a member and as
// an administrator, each member page is measured, and each other row is opened once (a public page is the
// same static file signed in, already measured signed out). On each page measured, once it is ready (below):
// - axe-core finds no WCAG 2.1 A or AA violation, at 1440 px;
// - one left edge: the logo, the headings and the running text start where the page grid starts (within
//   2 px), at a desktop and a phone width (docs/decisions/015);
// - no orphans: every grid of cards ends in a full row or a short row centred under the rest, at a
//   desktop, a tablet and a phone width;
// - no sideways scroll on a 390 px phone;
// - no table cell or card field narrower than its longest word, at every width (an e-mail address is never
//   broken two letters to a line): the administrators' panels are walked with data in each;
// - no console error and no uncaught exception (the shared fixture, tests/e2e/fixtures.ts, fails the test),
//   as on every page only opened.
// Each page is opened once, on the phone, then widened: the layout at a width is the stylesheet's at that
// width, however the window got there. A page is ready when it has loaded, its fonts have loaded, no
// element says it is busy (aria-busy="true": a member page's islands say so while they read), and, on a
// member page, the island that draws the page has started. Public pages do not wait for their islands,
// which may start only when the visitor first interacts.
// After each signed-in walk the visitor signs out and the pages that turn on sign-in state are opened
// again; a session ended elsewhere and a refused sign-in leave nothing else in the console either.
// States the walk does not reach (a dialog open, a form showing its errors, a toast) are checked by axe in
// the spec of their feature.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { parse } from 'yaml';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/rows.ts';
import { DASHBOARD_PATH, MEMBER_ROUTES } from '../../src/routes.ts';
import { WAITING_SELECTOR } from '../../src/lib/enhance.ts';
import { SIGNED_IN_HINT_COOKIE } from '../../src/schemas/storage.ts';
import { test, expect, expectNoA11yViolations } from './fixtures.ts';
import { pageCopy, templateSource, ui } from './support/copy.ts';
import { createAccount, signIn } from './support/accounts.ts';
import { authCopy, signInButton, signInWithForm } from './support/sign-in-form.ts';
import { seedEveryUserState } from './support/admin-data.ts';
import { findCrampedCells, findOrphanRows, measureLeftEdges } from './support/layout.ts';
import { walkStops, type Stop, type Visitor } from '../../scripts/screenshots/routes.ts';
import { membersOnlyArticles } from './support/members-only.ts';

/** Phone first: the page loads as a phone opens it. */
const WIDTHS = [390, 1024, 1440] as const;
const EDGE_WIDTHS: readonly number[] = [390, 1440];
const PHONE_HEIGHT = 844;

const STOPS = walkStops();
const stopsOf = (visitor: Visitor, notFound = false) =>
  STOPS.filter((stop) => stop.visitor === visitor && stop.notFound === notFound);

/** Opens a stop and waits until it is ready (the console is watched throughout by the fixture). */
async function open(page: Page, stop: Pick<Stop, 'address' | 'memberPage'>) {
  await page.goto(stop.address);
  await ready(page, stop);
}

/** The page has loaded (goto waits for the load event) and is ready to be measured: see the top of the file. */
async function ready(page: Page, stop: Pick<Stop, 'memberPage'>) {
  await expect(page.locator('svg[data-logo]').first()).toBeAttached();
  if (stop.memberPage) await expect(page.locator(`${WAITING_SELECTOR}:has(main)`)).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

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

/**
 * Opens `stop` on a phone, waits until it is ready (and `filledIn`, when given, says its data is shown),
 * then checks the layout at each width and axe at the last.
 */
async function walk(page: Page, stop: Pick<Stop, 'address' | 'memberPage'>, filledIn?: (page: Page) => Promise<void>) {
  await page.setViewportSize({ width: WIDTHS[0], height: PHONE_HEIGHT });
  await open(page, stop);
  await filledIn?.(page);
  for (const width of WIDTHS) {
    await widen(page, width);
    const where = `${stop.address} at ${width} px`;
    if (width === WIDTHS[0]) await expectNoSidewaysScroll(page, where);
    if (EDGE_WIDTHS.includes(width)) await expectOneLeftEdge(page, where);
    expect(await findOrphanRows(page), where).toEqual([]);
    expect(await findCrampedCells(page), `${where}: cells narrower than their longest word`).toEqual([]);
  }
  await expectNoA11yViolations(page);
}

test.describe('signed out', () => {
  // The landing page is long: axe-core and the layout checks take it most of the default 30 s on a busy machine.
  test.describe.configure({ timeout: 60_000 });
  for (const stop of stopsOf('signed out')) {
    test(`${stop.address}: axe, one left edge, no orphan cards, no sideways scroll, no console error`, async ({
      page,
    }) => {
      await walk(page, stop);
    });
  }
});

test.describe('the not-found page', () => {
  // The 404 pages' own status is logged by the browser as a console error.
  test.use({ allowedConsoleErrors: [/status of 404/] });
  for (const stop of stopsOf('signed out', true)) {
    test(`${stop.address}, signed out: axe, one left edge, no orphan cards, no sideways scroll`, async ({ page }) => {
      await walk(page, stop);
    });
  }
  for (const visitor of ['member', 'admin'] as const) {
    test(`signed in as ${visitor}: no console error`, async ({ page, db }) => {
      const stops = stopsOf(visitor, true);
      expect(stops.filter((stop) => stop.measured)).toEqual([]);
      await signIn(page, await createAccount(db, { role: visitor }));
      for (const stop of stops) await open(page, stop);
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
  const briefings = page.getByRole('region', { name: pageCopy('dashboard').briefingsPanel.heading, exact: true });
  await expect(briefings.getByTestId('briefings-subscribers')).toBeVisible();
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
  await expectNoA11yViolations(page);
}

/** The pages that turn on sign-in state, opened again once signed out: the landing page, sign-in, the member pages. */
async function statefulPagesSignedOut(page: Page) {
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain(SIGNED_IN_HINT_COOKIE);
  for (const address of ['/', '/auth', ...MEMBER_ROUTES]) {
    await page.goto(address);
    await ready(page, { memberPage: false });
  }
}

async function signOutWith(page: Page, button: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(page.getByTestId('toast')).toContainText(ui.memberLinks.logout.successTitle);
  await page.waitForURL((url) => url.pathname === '/');
  await ready(page, { memberPage: false });
}

const dashboardHeading = () => new RegExp(`^${templateSource(pageCopy('dashboard').welcome.heading)}`);

test('signed in as a member: every page, then Sign Out in the portal header, Back, and the stateful pages signed out', async ({
  page,
  db,
}) => {
  const stops = stopsOf('member');
  test.setTimeout(stops.length * 10_000 + 30_000);
  await signIn(page, await createAccount(db));
  for (const stop of stops) await test.step(stop.address, () => (stop.measured ? walk(page, stop) : open(page, stop)));
  await page.goto(DASHBOARD_PATH);
  await expect(page.getByRole('heading', { name: dashboardHeading() })).toBeVisible();
  await signOutWith(page, pageCopy('dashboard').header.signOut);
  await page.goBack();
  await ready(page, { memberPage: false });
  await statefulPagesSignedOut(page);
});

// Its rows must head the panels' lists, so it runs alone (playwright.config.ts).
test(
  'signed in as an administrator: every page with the panels read, the Sessions dialog, then Logout in the site menu and the stateful pages signed out',
  { tag: '@alone' },
  async ({ page, browser, db }) => {
    const stops = stopsOf('admin');
    test.setTimeout(stops.length * 10_000 + 60_000);
    await seedEnquiry(db);
    await seedEveryUserState(db);
    // A member signed in in another browser (a sign-in replaces the session of the browser it is made in),
    // listed just below the administrator: the first row whose Sessions dialog opens (an administrator's own
    // row has no buttons) and has a session to show.
    const elsewhere = await browser.newContext();
    await signIn(elsewhere, await createAccount(db));
    await elsewhere.close();
    await signIn(page, await createAccount(db, { role: 'admin' }));
    for (const stop of stops)
      await test.step(stop.address, () =>
        stop.measured ? walk(page, stop, stop.address === DASHBOARD_PATH ? panelsRead : undefined) : open(page, stop),
      );
    await sessionsDialogOnPhone(page);
    // The site menu's Logout is in the header's bar at a desktop width.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/public');
    await ready(page, { memberPage: false });
    await signOutWith(page, ui.memberLinks.logout.label);
    await statefulPagesSignedOut(page);
  },
);

test("a members-only briefing, signed in, once the member's copy has filled in", async ({ page, db }) => {
  const [article] = membersOnlyArticles();
  await signIn(page, await createAccount(db));
  await walk(page, { address: `/insights/${article!.slug}`, memberPage: false }, async (opened) => {
    await expect(opened.locator('.members-only .article-body')).toBeVisible();
  });
});

test('a session ended elsewhere (another device, a timeout): the next page finds nobody, quietly', async ({
  page,
  db,
}) => {
  const account = await createAccount(db);
  await signIn(page, account);
  await page.goto(DASHBOARD_PATH);
  await ready(page, { memberPage: true });
  await expect(page.getByRole('heading', { name: dashboardHeading() })).toBeVisible();
  await db.deleteFrom('sessions').where('userId', '=', account.id).execute();
  await page.goto('/');
  await expect(page.locator('#home')).toBeVisible();
  await statefulPagesSignedOut(page);
});

test.describe('the sign-in pages', () => {
  // A refused sign-in is answered 401 (the contract's answer for a wrong password), which the browser logs;
  // that one line, for POST /api/login, is the only error allowed.
  test.use({ allowedConsoleErrors: [/status of 401/] });

  test('a refused sign-in, then signing in, leave nothing else in the console', async ({ page, db }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${message.text()} [${message.location().url}]`);
    });
    const account = await createAccount(db);
    for (const address of ['/forgot-password', '/reset-password', '/verify-email', '/auth']) {
      await page.goto(address);
      await ready(page, { memberPage: false });
    }
    await signInWithForm(page, { email: account.email, password: 'not-the-password' });
    await expect(page.getByTestId('toast')).toContainText(authCopy.toasts.loginFailedTitle);
    expect(errors).toEqual([expect.stringMatching(/status of 401 .*\[http:\/\/[^/]+\/api\/login\]$/)]);

    await page.getByLabel(authCopy.login.passwordLabel, { exact: true }).fill(account.password);
    await signInButton(page).click();
    await expect(page.getByRole('heading', { name: dashboardHeading() })).toBeVisible();
    await ready(page, { memberPage: true });
    expect(errors, 'only the refusal').toHaveLength(1);
  });
});
