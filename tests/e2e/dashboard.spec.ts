// The member dashboard: summary, launches (tracked), sign-out. User management: dashboard-admin.spec.ts.
import { test, expect } from './fixtures.ts';
import { createAccount, signIn } from './support/accounts.ts';
import { holdRequests } from './support/hold.ts';
import { launchCount } from './support/launches.ts';
import { applicationCopy, documentTitle, escaped, pageCopy, ui, type Application } from './support/copy.ts';
import { welcome } from './support/sign-in-form.ts';
import { DASHBOARD_APPLICATION_IDS } from '../../src/schemas/applications.ts';

const portal = pageCopy('dashboard');
const { applications: grid, stats } = portal;
const APPLICATIONS = DASHBOARD_APPLICATION_IDS.map(applicationCopy);
const equities = applicationCopy('wac-equities');
const highlight = equities.dashboardHighlight!;
/** The accessible name of a launch link: the visible label, the name, and the new-tab note if it opens one. */
const launchName = (app: Application) =>
  [grid.launch, app.name, ...(app.isInternal ? [] : [grid.newTabNote])].join(' ');
const logout = ui.memberLinks.logout;

test('a member sees their summary, the highlighted launch and the 11 applications; no admin area', async ({
  page,
  db,
}) => {
  const account = await createAccount(db, { firstName: 'Morgan', lastName: 'Member' });
  await signIn(page, account);
  await page.goto('/dashboard');
  await expect(page).toHaveTitle(documentTitle(portal.seo));
  await expect(page.getByRole('heading', { name: welcome('Morgan'), level: 1 })).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header).toContainText('Morgan Member');
  await expect(header).toContainText(account.email);
  await expect(header.getByText('MM', { exact: true })).toBeVisible();

  const summary = page.getByRole('region', { name: stats.label });
  await expect(summary.getByRole('definition')).toHaveText([
    String(APPLICATIONS.length),
    `${stats.emailUnverified}${stats.twoFactorOff}`,
    stats.today,
  ]);
  await expect(page.getByRole('heading', { name: highlight.headline })).toBeVisible();
  await expect(page.getByRole('link', { name: `${highlight.buttonLabel} ${grid.newTabNote}` })).toHaveAttribute(
    'href',
    'https://wac-equities.com',
  );

  const cards = page.getByRole('region', { name: grid.heading });
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(APPLICATIONS.map((app) => app.name));
  await expect(cards.getByRole('link', { name: new RegExp(`^${escaped(grid.launch)} `) })).toHaveCount(
    APPLICATIONS.length,
  );
  await expect(cards.getByText(applicationCopy('zehn-business-mentor').price!)).toBeVisible();
  await expect(cards.getByText(applicationCopy('investor-research-hub').stats!)).toBeVisible();
  await expect(cards.getByRole('link', { name: launchName(APPLICATIONS[0]!), exact: true })).toHaveAttribute(
    'href',
    '/questionnaire',
  );
  await expect(cards.getByRole('link', { name: launchName(APPLICATIONS[0]!), exact: true })).not.toHaveAttribute(
    'target',
  );

  await expect(page.getByRole('heading', { name: portal.users.heading })).toHaveCount(0);
});

test('the last login shows the previous sign-in in the member locale', async ({ page, db }) => {
  const account = await createAccount(db);
  await db
    .updateTable('users')
    .set({ lastLoginAt: new Date('2026-03-04T09:15:00Z') })
    .where('id', '=', account.id)
    .execute();
  await signIn(page, account);
  await page.goto('/');
  const lastLogin = page.getByRole('region', { name: stats.label }).getByRole('definition').nth(2);
  await expect(lastLogin).toHaveText(/4 Mar 2026|Mar 4, 2026/);
  await expect(lastLogin.locator('time')).toHaveAttribute('datetime', '2026-03-04T09:15:00.000Z');
});

test('launching opens the application in a new tab and counts each launch', async ({ page, db, context }) => {
  const account = await createAccount(db);
  await signIn(page, account);
  await page.goto('/');
  // The links work from the static HTML; a launch is counted once the dashboard knows the member.
  await expect(page.getByText(account.email)).toBeVisible();
  const launch = page.getByRole('link', { name: launchName(applicationCopy('zehn-business-mentor')) });
  for (const expected of ['1', '2']) {
    const [popup] = await Promise.all([context.waitForEvent('page'), launch.click()]);
    await expect(popup).toHaveURL('https://zehnbusinessmentor.com/');
    await popup.close();
    await expect.poll(() => launchCount(db, account.id, 'zehn-business-mentor')).toBe(expected);
  }
});

test('signing out: the pending label, the toasts, then the landing page; the session is gone', async ({ page, db }) => {
  const account = await createAccount(db);
  await signIn(page, account);
  await page.goto('/');
  await expect(page.getByText(account.email)).toBeVisible();
  const release = await holdRequests(page, '/api/logout');
  await page.getByRole('button', { name: portal.header.signOut }).click();
  await expect(page.getByRole('button', { name: logout.pendingLabel })).toBeDisabled();
  release();
  await expect(page.getByTestId('toast')).toContainText(logout.successTitle);
  await expect(page.getByTestId('toast')).toContainText(logout.successText);
  await expect(page.locator('#home')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('toast')).toContainText(logout.successTitle);
  // Only the device cookie stays: it lets this browser sign in again even while strangers fail at it.
  expect((await page.context().cookies()).map((c) => c.name)).toEqual(['wac_device']);
  const sessions = await db.selectFrom('sessions').select('sid').where('userId', '=', account.id).execute();
  expect(sessions).toEqual([]);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
});

test('keyboard only: the logo (back to the website), the account link, signing out and the launches, in order', async ({
  page,
  db,
}) => {
  await signIn(page, await createAccount(db));
  await page.goto('/');
  await expect(page.getByRole('button', { name: portal.header.signOut })).toBeVisible();
  await page.keyboard.press('Tab');
  const logo = page.getByRole('banner').getByRole('link', { name: portal.header.websiteLink.label });
  await expect(logo).toBeFocused();
  await expect(logo).toHaveAttribute('href', '/public');
  await expect(logo.locator('svg[data-logo]')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: portal.header.accountLink.label })).toBeFocused();
  await expect(page.getByRole('link', { name: portal.header.accountLink.label })).toHaveAttribute('href', '/account');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: portal.header.signOut })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: `${highlight.buttonLabel} ${grid.newTabNote}` })).toBeFocused();
  // Then the latest briefings' links (to Insights), then the launches.
  const launch = page.getByRole('link', { name: launchName(APPLICATIONS[0]!), exact: true });
  for (let step = 0; step < 20; step += 1) {
    await page.keyboard.press('Tab');
    if (await launch.evaluate((element) => element === document.activeElement)) break;
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toMatch(/^\/insights/);
  }
  await expect(launch).toBeFocused();
});

test.describe(() => {
  test.use({ allowedConsoleErrors: [/status of 503/] });

  test('when the account cannot be loaded (not a 401) it says so and offers a retry, without leaving', async ({
    page,
    db,
  }) => {
    await signIn(page, await createAccount(db, { firstName: 'Retry' }));
    await page.route('**/api/auth/user', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"message":"Service temporarily unavailable"}',
      }),
    );
    await page.goto('/dashboard');
    await expect(page.getByRole('alert')).toContainText(portal.loadError.text);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.unroute('**/api/auth/user');
    await page.getByRole('button', { name: ui.reading.retry }).click();
    await expect(page.getByRole('heading', { name: welcome('Retry') })).toBeVisible();
  });
});
