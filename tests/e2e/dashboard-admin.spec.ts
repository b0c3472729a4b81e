// User Management on the dashboard: administrators only; add, reset password, delete; keyboard and axe.
import { test, expect, expectNoA11yViolations } from './fixtures.ts';
import { UNAUTHORIZED_CONSOLE_ERROR, createAccount, signIn, signedInUser, uniqueEmail } from './support/accounts.ts';
import { holdRequests } from './support/hold.ts';
import { seedEveryUserState } from './support/admin-data.ts';
import type { Page } from '@playwright/test';
import { fill, pageCopy } from './support/copy.ts';
import { ADMIN_COPY_PATH } from '../../src/islands/dashboard/admin-copy.ts';
import { welcome } from './support/sign-in-form.ts';
import { fillAddUser, usersCopy as users } from './support/users-panel.ts';
import { authMessages } from '../../src/schemas/auth.ts';
import { EMAIL_TAKEN } from '../../netlify/lib/account/sign-in.ts';

const { addDialog, resetDialog, deleteDialog, toasts } = users;
const dashboard = pageCopy('dashboard');

const toast = (page: Page) => page.getByTestId('toast');
const panel = (page: Page) => page.getByRole('region', { name: users.heading });

test.use({ allowedConsoleErrors: [UNAUTHORIZED_CONSOLE_ERROR] });

test('the panels pass axe on a phone with a row in every optional state (the walk checks them at 1440 px)', async ({
  page,
  db,
}) => {
  const seeded = await seedEveryUserState(db);
  await signIn(page, await createAccount(db, { role: 'admin' }));
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/dashboard');
  const list = panel(page);
  for (const account of seeded) {
    await expect(list.getByText(account.email).filter({ visible: true })).toBeVisible();
  }
  const audit = page.getByRole('region', { name: dashboard.audit.heading, exact: true });
  await expect(audit.locator('[aria-busy]')).toHaveAttribute('aria-busy', 'false');
  // A user with passkeys has its removal button, named with its visible label (WCAG 2.5.3).
  const holder = `${seeded[0]!.firstName} ${seeded[0]!.lastName}`;
  const removeName = fill(users.removePasskeysFor, { name: holder });
  await expect(list.getByRole('button', { name: removeName, exact: true })).toContainText(users.removePasskeys);
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

  const addButton = panel(page).getByRole('button', { name: users.addUser });
  await addButton.click();
  const dialog = page.getByRole('dialog', { name: addDialog.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(addDialog.firstNameLabel)).toBeFocused();
  await expectNoA11yViolations(page);

  await dialog.getByRole('button', { name: addDialog.submit }).click();
  await expect(toast(page)).toContainText(toasts.validationTitle);
  await expect(toast(page)).toContainText(toasts.requiredText);

  const email = uniqueEmail('added');
  await dialog.getByLabel(addDialog.firstNameLabel).fill('Nia');
  await dialog.getByLabel(addDialog.lastNameLabel).fill('Added');
  await dialog.getByLabel(addDialog.emailLabel).fill(email);
  await dialog.getByLabel(addDialog.passwordLabel, { exact: true }).fill('short');
  await dialog.getByRole('button', { name: addDialog.submit }).click();
  await expect(toast(page)).toContainText(authMessages.passwordTooShort);

  await dialog.getByLabel(addDialog.passwordLabel, { exact: true }).fill('initial-password');
  const release = await holdRequests(page, '/api/admin/users');
  await dialog.getByRole('button', { name: addDialog.submit }).click();
  await expect(dialog.getByRole('button', { name: addDialog.pending })).toBeDisabled();
  release();
  await expect(toast(page)).toContainText(toasts.addedTitle);
  await expect(toast(page)).toContainText(toasts.addedText);
  await expect(dialog).toBeHidden();
  await expect(addButton).toBeFocused();
  const row = panel(page).getByRole('row', { name: /Nia Added/ });
  await expect(row).toContainText(email);
  await expect(row).toContainText(users.roles.member);
  await expect(row).toContainText(users.unverified);
  const created = await db
    .selectFrom('users')
    .select(['role', 'createdAt'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  expect(created.role).toBe('member');
  await expect(row.locator('time')).toHaveAttribute('datetime', created.createdAt.toISOString());

  await addButton.click();
  await expect(dialog.getByLabel(addDialog.firstNameLabel)).toHaveValue('');
  await dialog.getByLabel(addDialog.firstNameLabel).fill('Ada');
  await dialog.getByLabel(addDialog.lastNameLabel).fill('Admin');
  await dialog.getByLabel(addDialog.emailLabel).fill(uniqueEmail('added-admin'));
  await dialog.getByLabel(addDialog.passwordLabel, { exact: true }).fill('initial-password');
  await dialog.getByLabel(addDialog.adminLabel).check();
  await dialog.getByRole('button', { name: addDialog.submit }).click();
  await expect(panel(page).getByRole('row', { name: /Ada Admin/ })).toContainText(users.roles.admin);
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
  const open = panel(page).getByRole('button', { name: fill(users.resetPasswordFor, { name: 'Riley Reset' }) });
  await open.click();
  const dialog = page.getByRole('dialog', { name: resetDialog.title });
  await expect(dialog).toContainText(fill(resetDialog.description, { name: 'Riley Reset' }));
  await expect(dialog.getByLabel(resetDialog.passwordLabel)).toBeFocused();
  await dialog.getByRole('button', { name: resetDialog.submit }).click();
  await expect(toast(page)).toContainText(authMessages.passwordRequired);
  await dialog.getByLabel(resetDialog.passwordLabel).fill('1234567');
  await dialog.getByRole('button', { name: resetDialog.submit }).click();
  await expect(toast(page)).toContainText(toasts.validationTitle);
  await expect(toast(page)).toContainText(authMessages.passwordTooShort);

  await dialog.getByLabel(resetDialog.passwordLabel).fill('a-brand-new-password');
  const release = await holdRequests(page, '/password');
  await dialog.getByRole('button', { name: resetDialog.submit }).click();
  await expect(dialog.getByRole('button', { name: resetDialog.pending })).toBeDisabled();
  release();
  await expect(toast(page)).toContainText(toasts.resetTitle);
  await expect(toast(page)).toContainText(toasts.resetText);
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  expect(await signedInUser(memberPage.request)).toBeNull();
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
  await expect(memberPage.getByRole('heading', { name: welcome('Gone') })).toBeVisible();

  await page.goto('/dashboard');
  const open = panel(page).getByRole('button', { name: fill(users.deleteFor, { name: 'Gone Soon' }) });
  await open.click();
  const dialog = page.getByRole('alertdialog', { name: deleteDialog.title });
  await expect(dialog).toContainText(fill(deleteDialog.text, { name: 'Gone Soon' }));
  await expect(dialog.getByRole('button', { name: users.cancel })).toBeFocused();
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  await open.click();
  const release = await holdRequests(page, `/api/admin/users/${member.id}`);
  await dialog.getByRole('button', { name: deleteDialog.confirm }).click();
  await expect(dialog.getByRole('button', { name: deleteDialog.pending })).toBeDisabled();
  release();
  await expect(toast(page)).toContainText(toasts.deletedTitle);
  await expect(toast(page)).toContainText(toasts.deletedText);
  await expect(panel(page).getByRole('row', { name: /Gone Soon/ })).toHaveCount(0);

  await memberPage.reload();
  await expect(memberPage).toHaveURL(/\/auth$/);
  await memberContext.close();
});

test('an administrator’s own row offers no action: their own account is changed on /account', async ({ page, db }) => {
  const admin = await createAccount(db, { role: 'admin', firstName: 'Self', lastName: 'Admin' });
  await createAccount(db, { firstName: 'Other', lastName: 'Member' });
  await signIn(page, admin);
  await page.goto('/');
  const own = panel(page).getByRole('row', { name: /Self Admin/ });
  await expect(own).toContainText(users.you);
  // Another row, listed in the same answer, has its buttons: the own row's absence is not a page still loading.
  const other = panel(page)
    .getByRole('row', { name: /Other Member/ })
    .first();
  await expect(
    other.getByRole('button', { name: fill(users.resetPasswordFor, { name: 'Other Member' }) }),
  ).toBeVisible();
  await expect(own.getByRole('button')).toHaveCount(0);
});

test('keyboard only: open Add User, Tab stays in the dialog, Escape closes it and focus returns', async ({
  page,
  db,
}) => {
  await signIn(page, await createAccount(db, { role: 'admin' }));
  await page.goto('/');
  const addButton = panel(page).getByRole('button', { name: users.addUser });
  await addButton.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: addDialog.title });
  await expect(dialog.getByLabel(addDialog.firstNameLabel)).toBeFocused();
  for (let i = 0; i < 10; i++) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(addButton).toBeFocused();
});

test.describe(() => {
  test.use({ allowedConsoleErrors: [/status of (409|503)/] });

  test("a refused change shows the error title with the server's message; a failed list says it failed", async ({
    page,
    db,
  }) => {
    const admin = await createAccount(db, { role: 'admin' });
    await signIn(page, admin);
    await page.goto('/');
    await panel(page).getByRole('button', { name: users.addUser }).click();
    const dialog = page.getByRole('dialog', { name: addDialog.title });
    await fillAddUser(dialog, {
      firstName: 'Dup',
      lastName: 'Licate',
      email: admin.email,
      password: 'initial-password',
    });
    await expect(toast(page)).toContainText(toasts.errorTitle);
    await expect(toast(page)).toContainText(EMAIL_TAKEN);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(addDialog.emailLabel)).toHaveAccessibleDescription(EMAIL_TAKEN);

    await page.route('**/api/admin/users?*', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"code":"service_unavailable","message":"Service temporarily unavailable"}',
      }),
    );
    await page.reload();
    await expect(toast(page)).toContainText(toasts.fetchFailedTitle);
    await expect(toast(page)).toContainText('Service temporarily unavailable');
    await expect(panel(page)).toContainText(toasts.fetchFailedTitle);
  });
});

test.describe(() => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('the panels’ copy comes with the panels: a member never fetches it, and an administrator without it sees the load error', async ({
    page,
    db,
  }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === ADMIN_COPY_PATH) fetched.push(request.url());
    });
    await signIn(page, await createAccount(db));
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveAttribute('aria-busy', 'true');
    // eslint-disable-next-line playwright/no-networkidle -- no ready signal yet says the dashboard has made every request it will
    await page.waitForLoadState('networkidle');
    expect(fetched, 'a member fetched the administrators’ copy').toEqual([]);

    await page.context().clearCookies();
    await signIn(page, await createAccount(db, { role: 'admin' }));
    await page.route(`**${ADMIN_COPY_PATH}`, (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/dashboard');
    await expect(page.getByText(dashboard.loadError.text)).toBeVisible();
    await expect(panel(page)).toHaveCount(0);
    expect(fetched).toHaveLength(1);
  });
});
