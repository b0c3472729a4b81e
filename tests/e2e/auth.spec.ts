// /auth: Member Login and Create Account, in a real browser against the real API and database.
import { test, expect, expectNoA11yViolations } from './fixtures.ts';
import { createAccount, uniqueEmail } from './support/accounts.ts';
import { holdRequests } from './support/hold.ts';
import type { Page } from '@playwright/test';
import { documentTitle, fill } from './support/copy.ts';
import { authCopy, signInButton, signInWithForm, welcome } from './support/sign-in-form.ts';
import { EMAIL_TAKEN, INVALID_CREDENTIALS } from '../../netlify/lib/account/sign-in.ts';
import { authMessages } from '../../src/schemas/auth.ts';
import { PASSWORD_MIN_LENGTH } from '../../src/schemas/password-strength.ts';

const { login, register, toasts } = authCopy;
const passwordHint = fill(register.passwordHint, { min: PASSWORD_MIN_LENGTH });

const toast = (page: Page) => page.getByTestId('toast');

test('sign-in by default; the toggle switches to registration and back; no axe violations on the registration form', async ({
  page,
}) => {
  await page.goto('/auth');
  await expect(page).toHaveTitle(documentTitle(authCopy.seo));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  for (const benefit of authCopy.intro.benefits) await expect(page.getByText(benefit)).toBeVisible();
  await expect(page.getByRole('heading', { name: login.heading })).toBeVisible();

  await page.getByRole('button', { name: login.toggle }).click();
  await expect(page.getByRole('heading', { name: register.heading })).toBeFocused();
  for (const label of [register.firstNameLabel, register.lastNameLabel, register.emailLabel, register.passwordLabel]) {
    await expect(page.getByLabel(label, { exact: true })).toBeVisible();
  }
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: register.toggle }).click();
  await expect(page.getByRole('heading', { name: login.heading })).toBeVisible();
});

test('sign-in validation: messages beside the fields, announced, nothing sent', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => new URL(request.url()).pathname === '/api/login' && calls.push(request.method()));
  await page.goto('/auth');
  await page.getByLabel(login.emailLabel).fill('not-an-email');
  await signInButton(page).click();
  const email = page.getByLabel(login.emailLabel);
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(authMessages.email);
  await expect(page.getByLabel(login.passwordLabel, { exact: true })).toHaveAccessibleDescription(
    authMessages.passwordRequired,
  );
  await expect(page.getByRole('alert').filter({ hasText: authMessages.email })).toBeVisible();
  expect(calls).toEqual([]);
  await email.fill('someone@example.test');
  await expect(email).not.toHaveAttribute('aria-invalid');
});

test.describe(() => {
  test.use({ allowedConsoleErrors: [/status of 401/] });

  test('a wrong password: Login failed with the server message; then signing in lands on the dashboard', async ({
    page,
    db,
  }) => {
    const account = await createAccount(db, { firstName: 'Ada', lastName: 'Lovelace' });
    await page.goto('/auth');
    await signInWithForm(page, { email: account.email, password: 'not-the-password' });
    await expect(toast(page)).toContainText(toasts.loginFailedTitle);
    await expect(toast(page)).toContainText(INVALID_CREDENTIALS);
    // A person never reads an HTTP status.
    await expect(toast(page)).not.toContainText('401');

    await page.getByLabel(login.passwordLabel, { exact: true }).fill(account.password);
    const release = await holdRequests(page, '/api/login');
    await signInButton(page).click();
    await expect(page.getByRole('button', { name: login.pending })).toBeDisabled();
    release();
    await expect(page.getByRole('heading', { name: welcome('Ada') })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(toast(page)).toContainText(toasts.loginSuccessTitle);
    await expect(toast(page)).toContainText(fill(toasts.loginSuccessText, { name: 'Ada Lovelace' }));
  });
});

test('the password can be shown and hidden', async ({ page }) => {
  await page.goto('/auth');
  const password = page.getByLabel(login.passwordLabel, { exact: true });
  await password.fill('secret-value');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: login.showPassword }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: login.hidePassword }).click();
  await expect(password).toHaveAttribute('type', 'password');
});

test('create an account: field errors, then a member is created and signed in', async ({ page, db }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: login.toggle }).click();
  await page.getByRole('button', { name: register.submit }).click();
  await expect(page.getByLabel(register.firstNameLabel)).toBeFocused();
  await expect(page.getByLabel(register.firstNameLabel)).toHaveAccessibleDescription(authMessages.firstName);
  await expect(page.getByLabel(register.lastNameLabel)).toHaveAccessibleDescription(authMessages.lastName);
  await expect(page.getByLabel(register.emailLabel)).toHaveAccessibleDescription(authMessages.email);
  await expect(page.getByLabel(register.passwordLabel, { exact: true })).toHaveAccessibleDescription(
    `${passwordHint} ${authMessages.passwordRequired}`,
  );

  const email = uniqueEmail('new-member');
  await page.getByLabel(register.firstNameLabel).fill('Grace');
  await page.getByLabel(register.lastNameLabel).fill('Hopper');
  await page.getByLabel(register.emailLabel).fill(email);
  await page.getByLabel(register.passwordLabel, { exact: true }).fill('short');
  await page.getByRole('button', { name: register.submit }).click();
  await expect(page.getByLabel(register.passwordLabel, { exact: true })).toHaveAccessibleDescription(
    `${passwordHint} ${authMessages.passwordTooShort}`,
  );

  await page.getByLabel(register.passwordLabel, { exact: true }).fill('a-long-enough-password');
  const release = await holdRequests(page, '/api/register');
  await page.getByRole('button', { name: register.submit }).click();
  await expect(page.getByRole('button', { name: register.pending })).toBeDisabled();
  release();
  await expect(page.getByRole('heading', { name: welcome('Grace') })).toBeVisible();
  await expect(toast(page)).toContainText(toasts.registerSuccessTitle);
  await expect(toast(page)).toContainText(fill(toasts.registerSuccessText, { firstName: 'Grace' }));
  const row = await db
    .selectFrom('users')
    .select(['role', 'firstName'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  expect(row).toEqual({ role: 'member', firstName: 'Grace' });
});

test.describe(() => {
  test.use({ allowedConsoleErrors: [/status of 409/] });

  test('an e-mail already registered: the failure toast, and the message beside the e-mail', async ({ page, db }) => {
    const existing = await createAccount(db);
    await page.goto('/auth');
    await page.getByRole('button', { name: login.toggle }).click();
    await page.getByLabel(register.firstNameLabel).fill('Dup');
    await page.getByLabel(register.lastNameLabel).fill('Licate');
    await page.getByLabel(register.emailLabel).fill(existing.email.toUpperCase());
    await page.getByLabel(register.passwordLabel, { exact: true }).fill('a-long-enough-password');
    await page.getByRole('button', { name: register.submit }).click();
    await expect(toast(page)).toContainText(toasts.registerFailedTitle);
    await expect(toast(page)).toContainText(EMAIL_TAKEN);
    await expect(page.getByLabel(register.emailLabel)).toHaveAccessibleDescription(EMAIL_TAKEN);
  });
});

test('keyboard only: sign in without a mouse', async ({ page, db }) => {
  const account = await createAccount(db, { firstName: 'Kay' });
  await page.goto('/auth');
  await expect(signInButton(page)).toBeEnabled();
  await page.getByLabel(login.emailLabel).focus();
  await page.keyboard.type(account.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(login.passwordLabel, { exact: true })).toBeFocused();
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: welcome('Kay') })).toBeVisible();
});
