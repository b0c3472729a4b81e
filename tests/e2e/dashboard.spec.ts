// The member dashboard: summary, launches (tracked), sign-out. User management: dashboard-admin.spec.ts.
import { test, expect, expectNoA11yViolations } from './fixtures.ts';
import { createAccount, signIn } from './support/accounts.ts';
import { holdRequests } from './support/hold.ts';
import { launchCount } from './support/launches.ts';

const APPLICATIONS = [
  'Brand Persona',
  'Zehn Business Mentor',
  'Market Research Platform',
  'Social Housing Compliance',
  'Board Evaluation Suite',
  'SEND Analytics Dashboard',
  'SmartER Hospital System',
  'Investor Research Hub',
  'ContractIQ',
  'WAC-Equities',
  'Paddock Pal',
];

test('a member sees their summary, the highlighted launch and the 11 applications; no admin area', async ({
  page,
  db,
}) => {
  const account = await createAccount(db, { firstName: 'Morgan', lastName: 'Member' });
  await signIn(page, account);
  await page.goto('/dashboard');
  await expect(page).toHaveTitle('Member Dashboard | WAC Advisory');
  await expect(page.getByRole('heading', { name: 'Welcome back, Morgan', level: 1 })).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header).toContainText('Morgan Member');
  await expect(header).toContainText(account.email);
  await expect(header.getByText('MM', { exact: true })).toBeVisible();

  const stats = page.getByRole('region', { name: 'Your account at a glance' });
  await expect(stats.getByRole('definition')).toHaveText(['11', 'E-mail not verifiedTwo-factor sign-in off', 'Today']);
  await expect(page.getByRole('heading', { name: 'WAC-Equities is now live' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Visit WAC-Equities (opens in a new tab)' })).toHaveAttribute(
    'href',
    'https://wac-equities.com',
  );

  const grid = page.getByRole('region', { name: 'Your Applications' });
  await expect(grid.getByRole('heading', { level: 3 })).toHaveText(APPLICATIONS);
  await expect(grid.getByRole('link', { name: /^Launch / })).toHaveCount(11);
  await expect(grid.getByText('£25/month · 7-day free trial')).toBeVisible();
  await expect(grid.getByText('150 companies · $50.7B tracked')).toBeVisible();
  await expect(grid.getByRole('link', { name: 'Launch Brand Persona', exact: true })).toHaveAttribute(
    'href',
    '/questionnaire',
  );
  await expect(grid.getByRole('link', { name: 'Launch Brand Persona', exact: true })).not.toHaveAttribute('target');

  await expect(page.getByRole('heading', { name: 'User Management' })).toHaveCount(0);
  await expectNoA11yViolations(page);
});

test('Last Login shows the previous sign-in in the member locale', async ({ page, db }) => {
  const account = await createAccount(db);
  await db
    .updateTable('users')
    .set({ lastLoginAt: new Date('2026-03-04T09:15:00Z') })
    .where('id', '=', account.id)
    .execute();
  await signIn(page, account);
  await page.goto('/');
  const lastLogin = page.getByRole('region', { name: 'Your account at a glance' }).getByRole('definition').nth(2);
  await expect(lastLogin).toHaveText(/4 Mar 2026|Mar 4, 2026/);
  await expect(lastLogin.locator('time')).toHaveAttribute('datetime', '2026-03-04T09:15:00.000Z');
});

test('launching opens the application in a new tab and counts each launch', async ({ page, db, context }) => {
  const account = await createAccount(db);
  await signIn(page, account);
  await page.goto('/');
  // The links work from the static HTML; a launch is counted once the dashboard knows the member.
  await expect(page.getByText(account.email)).toBeVisible();
  const launch = page.getByRole('link', { name: 'Launch Zehn Business Mentor (opens in a new tab)' });
  for (const expected of ['1', '2']) {
    const [popup] = await Promise.all([context.waitForEvent('page'), launch.click()]);
    await expect(popup).toHaveURL('https://zehnbusinessmentor.com/');
    await popup.close();
    await expect.poll(() => launchCount(db, account.id, 'zehn-business-mentor')).toBe(expected);
  }
});

test('Sign Out: Logging out..., the toasts, then the landing page; the session is gone', async ({ page, db }) => {
  const account = await createAccount(db);
  await signIn(page, account);
  await page.goto('/');
  await expect(page.getByText(account.email)).toBeVisible();
  const release = await holdRequests(page, '/api/logout');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Logging out...' })).toBeDisabled();
  release();
  await expect(page.getByTestId('toast')).toContainText('Logged out');
  await expect(page.getByTestId('toast')).toContainText('You have been successfully logged out.');
  await expect(page.locator('#home')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('toast')).toContainText('Logged out');
  // Only the device cookie stays: it lets this browser sign in again even while strangers fail at it.
  expect((await page.context().cookies()).map((c) => c.name)).toEqual(['wac_device']);
  const sessions = await db.selectFrom('sessions').select('sid').where('userId', '=', account.id).execute();
  expect(sessions).toEqual([]);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
});

test('keyboard only: the logo (back to the website), the account link, Sign Out and the launches, in order', async ({
  page,
  db,
}) => {
  await signIn(page, await createAccount(db));
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await page.keyboard.press('Tab');
  const logo = page.getByRole('banner').getByRole('link', { name: 'WAC Advisory website' });
  await expect(logo).toBeFocused();
  await expect(logo).toHaveAttribute('href', '/public');
  await expect(logo.locator('svg[data-logo]')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Your account' })).toBeFocused();
  await expect(page.getByRole('link', { name: 'Your account' })).toHaveAttribute('href', '/account');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Visit WAC-Equities (opens in a new tab)' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Launch Brand Persona', exact: true })).toBeFocused();
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
    await expect(page.getByRole('alert')).toContainText('We could not load your dashboard.');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.unroute('**/api/auth/user');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome back, Retry' })).toBeVisible();
  });
});
