// No console error on any page in any state: every page of the route table signed out, signed in as a
// member and as an administrator, after signing out (from the portal header and from the site menu, then
// Back), after the session ended elsewhere (the browser still holds its cookies), and on the sign-in pages
// through a refused and an accepted sign-in. The browser's own "Failed to load resource" lines count: a
// request answered 401 is an error in the console, so a page asks who is signed in only when the hint says
// someone may be, and "nobody" is an answer (GET /api/auth/user: null), not a refusal.
import type { ConsoleMessage, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { pageCopy, templateSource, ui } from './support/copy.ts';
import { authCopy, signInButton, signInWithForm } from './support/sign-in-form.ts';
import { createAccount, signIn } from './support/accounts.ts';
import { DASHBOARD_PATH, MEMBER_ROUTES, ROUTES } from '../../src/routes.ts';

/** One address for each page of the route table (its example for a `[name]` row). */
const PAGES = ROUTES.filter((route) => !route.partial && route.path !== '/404').map(
  (route) => route.example ?? route.path,
);

/** Every console error on `page`, with the address the page was at and the resource that failed. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()} [${message.location().url}]`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: uncaught ${error.message}`));
  return errors;
}

async function settle(page: Page) {
  await page.locator('svg[data-logo]').first().waitFor();
  // eslint-disable-next-line playwright/no-networkidle -- no ready signal yet says the islands' calls have finished
  await page.waitForLoadState('networkidle');
}

/**
 * Once signed out (or the session ended), the pages that turn on sign-in state: the landing page, sign-in
 * and the member pages. Every other page is the same for anyone signed out, and the first test visits it.
 */
const STATEFUL_PAGES = ['/', '/auth', ...MEMBER_ROUTES];

async function visitEveryPage(page: Page, pages: readonly string[] = PAGES) {
  for (const address of pages) {
    await page.goto(address);
    await settle(page);
  }
}

async function signOutWith(page: Page, button: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(page.getByTestId('toast')).toContainText(ui.memberLinks.logout.successTitle);
  await page.waitForURL((url) => url.pathname === '/');
  await settle(page);
}

test('signed out: every page', async ({ page }) => {
  test.slow();
  const errors = consoleErrors(page);
  await visitEveryPage(page);
  expect(errors).toEqual([]);
});

test('a member: every page, Sign Out in the portal header, Back, then the stateful pages signed out', async ({
  page,
  db,
}) => {
  test.slow();
  const errors = consoleErrors(page);
  await signIn(page, await createAccount(db));
  await visitEveryPage(page);
  await page.goto('/account');
  await settle(page);
  await page.goto(DASHBOARD_PATH);
  await expect(
    page.getByRole('heading', { name: new RegExp(`^${templateSource(pageCopy('dashboard').welcome.heading)}`) }),
  ).toBeVisible();
  await signOutWith(page, pageCopy('dashboard').header.signOut);
  await page.goBack();
  await settle(page);
  await visitEveryPage(page, STATEFUL_PAGES);
  expect(errors).toEqual([]);
});

test('an administrator: every page with the panels read, Logout in the site menu, then the stateful pages signed out', async ({
  page,
  db,
}) => {
  test.slow();
  const errors = consoleErrors(page);
  await signIn(page, await createAccount(db, { role: 'admin' }));
  await visitEveryPage(page);
  await page.goto(DASHBOARD_PATH);
  await expect(
    page.getByRole('region', { name: pageCopy('dashboard').audit.heading }).locator('[aria-busy]'),
  ).toHaveAttribute('aria-busy', 'false');
  await page.goto('/public');
  await settle(page);
  await signOutWith(page, ui.memberLinks.logout.label);
  await visitEveryPage(page, STATEFUL_PAGES);
  expect(errors).toEqual([]);
});

test('a session ended elsewhere (another device, a timeout): the next page finds nobody, quietly', async ({
  page,
  db,
}) => {
  test.slow();
  const errors = consoleErrors(page);
  const account = await createAccount(db);
  await signIn(page, account);
  await page.goto(DASHBOARD_PATH);
  await expect(
    page.getByRole('heading', { name: new RegExp(`^${templateSource(pageCopy('dashboard').welcome.heading)}`) }),
  ).toBeVisible();
  // The dashboard has read everything it reads on arrival before the session ends.
  await settle(page);
  await db.deleteFrom('sessions').where('userId', '=', account.id).execute();
  await page.goto('/');
  await expect(page.locator('#home')).toBeVisible();
  await settle(page);
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('wac_auth');
  await visitEveryPage(page, STATEFUL_PAGES);
  expect(errors).toEqual([]);
});

test.describe('the sign-in pages', () => {
  // A refused sign-in is answered 401 (the contract's answer for a wrong password), which the browser logs;
  // that one line, for POST /api/login, is the only error allowed.
  test.use({ allowedConsoleErrors: [/status of 401/] });

  test('a refused sign-in, then signing in, leave nothing else in the console', async ({ page, db }) => {
    const errors = consoleErrors(page);
    const account = await createAccount(db);
    for (const address of ['/forgot-password', '/reset-password', '/verify-email', '/auth']) {
      await page.goto(address);
      await settle(page);
    }
    await signInWithForm(page, { email: account.email, password: 'not-the-password' });
    await expect(page.getByTestId('toast')).toContainText(authCopy.toasts.loginFailedTitle);
    await settle(page);
    const refusal = /status of 401 .*\[http:\/\/[^/]+\/api\/login\]$/;
    expect(errors.filter((error) => !refusal.test(error))).toEqual([]);
    expect(errors, 'the refusal itself').toHaveLength(1);

    await page.getByLabel(authCopy.login.passwordLabel, { exact: true }).fill(account.password);
    await signInButton(page).click();
    await expect(
      page.getByRole('heading', { name: new RegExp(`^${templateSource(pageCopy('dashboard').welcome.heading)}`) }),
    ).toBeVisible();
    await settle(page);
    expect(errors).toHaveLength(1);
  });
});
