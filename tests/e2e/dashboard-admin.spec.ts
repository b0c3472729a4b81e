// User Management on the dashboard: administrators only; add, reset password, delete; keyboard and axe.
import { test, expect, expectNoA11yViolations } from './fixtures.ts';
import { UNAUTHORIZED_CONSOLE_ERROR, createAccount, signIn, uniqueEmail } from './support/accounts.ts';
import { holdRequests } from './support/hold.ts';
import { seedEveryUserState } from './support/admin-data.ts';
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { fill } from '../../src/lib/template.ts';

const usersCopy = (
  parse(readFileSync('src/content/pages/dashboard.yaml', 'utf8')) as {
    users: { removePasskeys: string; removePasskeysFor: string };
  }
).users;

const toast = (page: Page) => page.getByTestId('toast');
const panel = (page: Page) => page.getByRole('region', { name: 'User Management' });

test.use({ allowedConsoleErrors: [UNAUTHORIZED_CONSOLE_ERROR] });

test('the panels pass axe with a row in every optional state, at 1440 and 390 px', async ({ page, db }) => {
  const seeded = await seedEveryUserState(db);
  await signIn(page, await createAccount(db, { role: 'admin' }));
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/dashboard');
  const users = panel(page);
  for (const account of seeded) {
    await expect(users.getByText(account.email).filter({ visible: true })).toBeVisible();
  }
  const audit = page.getByRole('region', { name: 'Audit log', exact: true });
  await expect(audit.locator('[aria-busy]')).toHaveAttribute('aria-busy', 'false');
  // A user with passkeys has its removal button, named with its visible label (WCAG 2.5.3).
  const holder = `${seeded[0]!.firstName} ${seeded[0]!.lastName}`;
  const removeName = fill(usersCopy.removePasskeysFor, { name: holder });
  await expect(users.getByRole('button', { name: removeName, exact: true })).toContainText(usersCopy.removePasskeys);
  await expectNoA11yViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoA11yViolations(page);
});

test('an administrator adds a user: validation toasts, Creating..., the list refetched, focus returned', async ({
  page,
  db,
}) => {
  await signIn(page, await createAccount(db, { role: 'admin', firstName: 'Alex' }));
  await page.goto('/dashboard');
  await expect(panel(page).getByRole('row').nth(1)).toBeVisible();
  await expectNoA11yViolations(page);

  const addButton = panel(page).getByRole('button', { name: 'Add User' });
  await addButton.click();
  const dialog = page.getByRole('dialog', { name: 'Add User' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('First name')).toBeFocused();
  await expectNoA11yViolations(page);

  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(toast(page)).toContainText('Validation Error');
  await expect(toast(page)).toContainText('All fields are required');

  const email = uniqueEmail('added');
  await dialog.getByLabel('First name').fill('Nia');
  await dialog.getByLabel('Last name').fill('Added');
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill('short');
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(toast(page)).toContainText('Password must be at least 8 characters');

  await dialog.getByLabel('Password', { exact: true }).fill('initial-password');
  const release = await holdRequests(page, '/api/admin/users');
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(dialog.getByRole('button', { name: 'Creating...' })).toBeDisabled();
  release();
  await expect(toast(page)).toContainText('User Added');
  await expect(toast(page)).toContainText('New user has been created successfully');
  await expect(dialog).toBeHidden();
  await expect(addButton).toBeFocused();
  const row = panel(page).getByRole('row', { name: /Nia Added/ });
  await expect(row).toContainText(email);
  await expect(row).toContainText('Member');
  await expect(row).toContainText('Unverified');
  const created = await db
    .selectFrom('users')
    .select(['role', 'createdAt'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  expect(created.role).toBe('member');
  await expect(row.locator('time')).toHaveAttribute('datetime', created.createdAt.toISOString());

  await addButton.click();
  await expect(dialog.getByLabel('First name')).toHaveValue('');
  await dialog.getByLabel('First name').fill('Ada');
  await dialog.getByLabel('Last name').fill('Admin');
  await dialog.getByLabel('Email address').fill(uniqueEmail('added-admin'));
  await dialog.getByLabel('Password', { exact: true }).fill('initial-password');
  await dialog.getByLabel('Administrator').check();
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(panel(page).getByRole('row', { name: /Ada Admin/ })).toContainText('Administrator');
});

test('reset a password: the dialog, Updating..., and every session of that user ends', async ({
  page,
  db,
  browser,
}) => {
  await signIn(page, await createAccount(db, { role: 'admin' }));
  const member = await createAccount(db, { firstName: 'Riley', lastName: 'Reset' });
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await signIn(memberPage, member);

  await page.goto('/dashboard');
  const open = panel(page).getByRole('button', { name: 'Reset password for Riley Reset' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Reset Password' });
  await expect(dialog).toContainText('Set a new password for Riley Reset.');
  await expect(dialog.getByLabel('New password')).toBeFocused();
  await dialog.getByRole('button', { name: 'Update Password' }).click();
  await expect(toast(page)).toContainText('Password is required');
  await dialog.getByLabel('New password').fill('1234567');
  await dialog.getByRole('button', { name: 'Update Password' }).click();
  await expect(toast(page)).toContainText('Validation Error');
  await expect(toast(page)).toContainText('Password must be at least 8 characters');

  await dialog.getByLabel('New password').fill('a-brand-new-password');
  const release = await holdRequests(page, '/password');
  await dialog.getByRole('button', { name: 'Update Password' }).click();
  await expect(dialog.getByRole('button', { name: 'Updating...' })).toBeDisabled();
  release();
  await expect(toast(page)).toContainText('Password Reset');
  await expect(toast(page)).toContainText('User password has been updated successfully');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  const response = await memberPage.request.get('/api/user');
  expect(response.status()).toBe(401);
  await memberContext.close();
});

test('delete a user: the confirmation, Cancel, then Delete User; their open session is gone', async ({
  page,
  db,
  browser,
}) => {
  await signIn(page, await createAccount(db, { role: 'admin', firstName: 'Dana' }));
  const member = await createAccount(db, { firstName: 'Gone', lastName: 'Soon' });
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await signIn(memberPage, member);
  await memberPage.goto('/dashboard');
  await expect(memberPage.getByRole('heading', { name: 'Welcome back, Gone' })).toBeVisible();

  await page.goto('/dashboard');
  const open = panel(page).getByRole('button', { name: 'Delete Gone Soon' });
  await open.click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this user?' });
  await expect(dialog).toContainText('This action cannot be undone');
  await expect(dialog).toContainText('permanently delete Gone Soon');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  await open.click();
  const release = await holdRequests(page, `/api/admin/users/${member.id}`);
  await dialog.getByRole('button', { name: 'Delete User' }).click();
  await expect(dialog.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
  release();
  await expect(toast(page)).toContainText('User Deleted');
  await expect(toast(page)).toContainText('User has been removed successfully');
  await expect(panel(page).getByRole('row', { name: /Gone Soon/ })).toHaveCount(0);

  await memberPage.reload();
  await expect(memberPage).toHaveURL(/\/auth$/);
  await memberContext.close();
});

test('an administrator has no Delete on their own row', async ({ page, db }) => {
  const admin = await createAccount(db, { role: 'admin', firstName: 'Self', lastName: 'Admin' });
  await signIn(page, admin);
  await page.goto('/');
  const own = panel(page).getByRole('row', { name: /Self Admin/ });
  await expect(own).toContainText('(you)');
  await expect(own.getByRole('button', { name: /Reset password/ })).toBeVisible();
  await expect(own.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
});

test('keyboard only: open Add User, Tab stays in the dialog, Escape closes it and focus returns', async ({
  page,
  db,
}) => {
  await signIn(page, await createAccount(db, { role: 'admin' }));
  await page.goto('/');
  const addButton = panel(page).getByRole('button', { name: 'Add User' });
  await addButton.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add User' });
  await expect(dialog.getByLabel('First name')).toBeFocused();
  for (let i = 0; i < 10; i++) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(addButton).toBeFocused();
});

test.describe(() => {
  test.use({ allowedConsoleErrors: [/status of (409|503)/] });
  test("a refused change shows 'Error' with the server's message; a failed list shows 'Failed to fetch users'", async ({
    page,
    db,
  }) => {
    const admin = await createAccount(db, { role: 'admin' });
    await signIn(page, admin);
    await page.goto('/');
    await panel(page).getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add User' });
    await dialog.getByLabel('First name').fill('Dup');
    await dialog.getByLabel('Last name').fill('Licate');
    await dialog.getByLabel('Email address').fill(admin.email);
    await dialog.getByLabel('Password', { exact: true }).fill('initial-password');
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await expect(toast(page)).toContainText('Error');
    await expect(toast(page)).toContainText('An account with this email already exists');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Email address')).toHaveAccessibleDescription(
      'An account with this email already exists',
    );

    await page.route('**/api/admin/users?*', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"code":"service_unavailable","message":"Service temporarily unavailable"}',
      }),
    );
    await page.reload();
    await expect(toast(page)).toContainText('Failed to fetch users');
    await expect(toast(page)).toContainText('Service temporarily unavailable');
    await expect(panel(page)).toContainText('Failed to fetch users');
  });
});
