// Every cell of "Routing by sign-in state", in the production-like server.
import { test, expect } from './fixtures.ts';
import { pageCopy, templateSource, ui } from './support/copy.ts';
import { authCopy, welcome } from './support/sign-in-form.ts';
import { createAccount, signIn } from './support/accounts.ts';

const LANDING = '#home';
/** The dashboard's greeting, whoever it greets; and the words before the name, in its static HTML. */
const DASHBOARD_HEADING = new RegExp(`^${templateSource(pageCopy('dashboard').welcome.heading)}`);
const GREETING = pageCopy('dashboard').welcome.heading.split('{firstName}')[0]!;

test.describe('without a session', () => {
  test('/ is the landing page, served as such (no dashboard HTML, no API call)', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => request.url().includes('/api/') && calls.push(request.url()));
    const response = await page.goto('/');
    expect(await response!.text()).not.toContain(GREETING);
    await expect(page.locator(LANDING)).toBeVisible();
    // The header shows its sign-in link once the page has settled who is signed in: the call that asks
    // (/api/auth/user, made only with the signed-in hint) would have gone out before it.
    await expect(page.getByTestId('nav-auth').getByRole('link', { name: ui.memberLinks.login })).toBeVisible();
    expect(calls).toEqual([]);
  });

  test('/public is the landing page', async ({ page }) => {
    await page.goto('/public');
    await expect(page.locator(LANDING)).toBeVisible();
  });

  test('/auth is the sign-in page', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: authCopy.login.heading })).toBeVisible();
  });

  test('/dashboard redirects to /auth', async ({ page }) => {
    const response = await page.request.get('/dashboard', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { name: authCopy.login.heading })).toBeVisible();
  });
});

test.describe('signed in', () => {
  test.beforeEach(async ({ page, db }) => {
    await signIn(page, await createAccount(db, { firstName: 'Robin' }));
  });

  test('/ is the dashboard, with no flash of the landing page', async ({ page }) => {
    const response = await page.goto('/');
    const html = await response!.text();
    // The dashboard's static HTML: its frame and applications, not yet the member.
    expect(html).toContain(GREETING);
    expect(html).toContain('id="applications-heading"');
    expect(html).not.toContain('Robin');
    expect(html).not.toContain('id="home"');
    await expect(page.getByRole('heading', { name: welcome('Robin') })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('/public is still the landing page', async ({ page }) => {
    await page.goto('/public');
    await expect(page.locator(LANDING)).toBeVisible();
  });

  test('/auth redirects to /', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: DASHBOARD_HEADING })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('/dashboard is the dashboard', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: DASHBOARD_HEADING })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('/account is the account page', async ({ page }) => {
    await page.goto('/account');
    await expect(page.getByRole('heading', { name: pageCopy('account').heading, level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/account$/);
  });
});

test.describe('any other path', () => {
  // Chromium logs the document's own 404 status as a console error.
  test.use({ allowedConsoleErrors: [/status of 404/] });
  for (const signedInToo of [false, true]) {
    test(`is the 404 page ${signedInToo ? 'signed in' : 'signed out'}`, async ({ page, db }) => {
      if (signedInToo) await signIn(page, await createAccount(db));
      const response = await page.goto('/no-such-page');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: pageCopy('not-found').heading })).toBeVisible();
    });
  }
});

test.describe('a stale or forged hint behaves as signed out, with no error in the console', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies([{ name: 'wac_auth', value: '1', domain: 'localhost', path: '/' }]);
  });

  const hintCleared = async (page: import('@playwright/test').Page) =>
    expect.poll(async () => (await page.context().cookies()).some((c) => c.name === 'wac_auth')).toBe(false);

  test('/ shows the dashboard frame, then the landing page', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator(LANDING)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await hintCleared(page);
  });

  for (const path of ['/dashboard', '/auth', '/app/', '/account']) {
    test(`${path} ends on the sign-in page`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: authCopy.login.heading })).toBeVisible();
      await expect(page).toHaveURL(/\/auth$/);
      await hintCleared(page);
    });
  }

  test('a forged session cookie is no better', async ({ page, context }) => {
    await context.addCookies([{ name: 'wac_session', value: 'Fe26.2*forged', domain: 'localhost', path: '/' }]);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth$/);
    expect((await context.cookies()).map((c) => c.name)).not.toContain('wac_session');
  });
});
