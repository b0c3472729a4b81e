// /auth: Member Login and Create Account, in a real browser against the real API and database.
import { test, expect, expectNoA11yViolations } from './fixtures.ts';
import { createAccount, uniqueEmail } from './support/accounts.ts';
import { holdRequests } from './support/hold.ts';
import type { Page } from '@playwright/test';

const toast = (page: Page) => page.getByTestId('toast');

test('Member Login by default; the toggle switches to Create Account and back; no axe violations', async ({ page }) => {
  await page.goto('/auth');
  await expect(page).toHaveTitle('Member Login | WAC Advisory');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expect(page.getByText(/real-time analytics/i)).toBeVisible();
  await expect(page.getByText(/exclusive member-only content/i)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Member Login' })).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Need an account? Sign up here' }).click();
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeFocused();
  for (const label of ['First name', 'Last name', 'Email address', 'Password']) {
    await expect(page.getByLabel(label, { exact: true })).toBeVisible();
  }
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Already have an account? Login here' }).click();
  await expect(page.getByRole('heading', { name: 'Member Login' })).toBeVisible();
});

test('sign-in validation: messages beside the fields, announced, nothing sent', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => new URL(request.url()).pathname === '/api/login' && calls.push(request.method()));
  await page.goto('/auth');
  await page.getByLabel('Email address').fill('not-an-email');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const email = page.getByLabel('Email address');
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Please enter a valid email address');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription('Password is required');
  await expect(page.getByRole('alert').filter({ hasText: 'Please enter a valid email address' })).toBeVisible();
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
    await page.getByLabel('Email address').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(toast(page)).toContainText('Login failed');
    await expect(toast(page)).toContainText('Invalid email or password');
    // A person never reads an HTTP status.
    await expect(toast(page)).not.toContainText('401');

    await page.getByLabel('Password', { exact: true }).fill(account.password);
    const release = await holdRequests(page, '/api/login');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    release();
    await expect(page.getByRole('heading', { name: 'Welcome back, Ada' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(toast(page)).toContainText('Welcome back!');
    await expect(toast(page)).toContainText('You are logged in as Ada Lovelace.');
  });
});

test('the password can be shown and hidden', async ({ page }) => {
  await page.goto('/auth');
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('secret-value');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');
});

test('create an account: field errors, then a member is created and signed in', async ({ page, db }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Need an account? Sign up here' }).click();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByLabel('First name')).toBeFocused();
  await expect(page.getByLabel('First name')).toHaveAccessibleDescription('First name is required');
  await expect(page.getByLabel('Last name')).toHaveAccessibleDescription('Last name is required');
  await expect(page.getByLabel('Email address')).toHaveAccessibleDescription('Please enter a valid email address');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    'Use at least 8 characters. Password is required',
  );

  const email = uniqueEmail('new-member');
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    'Use at least 8 characters. Password must be at least 8 characters',
  );

  await page.getByLabel('Password', { exact: true }).fill('a-long-enough-password');
  const release = await holdRequests(page, '/api/register');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('button', { name: 'Creating Account...' })).toBeDisabled();
  release();
  await expect(page.getByRole('heading', { name: 'Welcome back, Grace' })).toBeVisible();
  await expect(toast(page)).toContainText('Account created!');
  await expect(toast(page)).toContainText('Welcome to WAC Advisory, Grace.');
  const row = await db
    .selectFrom('users')
    .select(['role', 'firstName'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  expect(row).toEqual({ role: 'member', firstName: 'Grace' });
});

test.describe(() => {
  test.use({ allowedConsoleErrors: [/status of 409/] });
  test('an e-mail already registered: Registration failed, and the message beside the e-mail', async ({ page, db }) => {
    const existing = await createAccount(db);
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Need an account? Sign up here' }).click();
    await page.getByLabel('First name').fill('Dup');
    await page.getByLabel('Last name').fill('Licate');
    await page.getByLabel('Email address').fill(existing.email.toUpperCase());
    await page.getByLabel('Password', { exact: true }).fill('a-long-enough-password');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(toast(page)).toContainText('Registration failed');
    await expect(toast(page)).toContainText('An account with this email already exists');
    await expect(page.getByLabel('Email address')).toHaveAccessibleDescription(
      'An account with this email already exists',
    );
  });
});

test('keyboard only: sign in without a mouse', async ({ page, db }) => {
  const account = await createAccount(db, { firstName: 'Kay' });
  await page.goto('/auth');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
  await page.getByLabel('Email address').focus();
  await page.keyboard.type(account.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Welcome back, Kay' })).toBeVisible();
});
