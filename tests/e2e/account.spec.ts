// E-mail and the member's own account, in a real browser against the real API, database and an SMTP
// server the tests hold: a forgotten password reset from the sign-in form to the e-mail to the new
// password, an address confirmed from its e-mail, and /account (details, password, sessions, two-factor
// recovery codes, export, deletion). axe-core on every new page.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect, expectNoA11yViolations } from './fixtures.ts';
import { UNAUTHORIZED_CONSOLE_ERROR, createAccount, signIn, uniqueEmail } from './support/accounts.ts';
import { holdRequests } from './support/hold.ts';
import { linkIn } from '../helpers/mailbox.ts';
import { codeAt } from '../../netlify/lib/two-factor/totp.ts';

const toast = (page: Page) => page.getByTestId('toast');
/** The path and query of a link in an e-mail, to open on the server under test. */
const pathOf = (url: URL) => `${url.pathname}${url.search}`;

/** The browser logs each deliberate 400 (a wrong password, a spent link) as a console error. */
const BAD_REQUEST_CONSOLE_ERROR = /status of 400/;
/** ... and on /account also the 401 of a browser that was signed out. */
const BAD_REQUEST_OR_UNAUTHORIZED = new RegExp(
  `${BAD_REQUEST_CONSOLE_ERROR.source}|${UNAUTHORIZED_CONSOLE_ERROR.source}`,
);

test.describe('a forgotten password', () => {
  test.use({ allowedConsoleErrors: [BAD_REQUEST_CONSOLE_ERROR] });
  test('from the sign-in form to the e-mail to a new password; the old one and the link stop working', async ({
    page,
    db,
    mailbox,
    browser,
  }) => {
    // Three browsers, two mails and several password hashes: more than the default 30 s on a busy machine.
    test.slow();
    const account = await createAccount(db, { firstName: 'Robin' });
    const elsewhere = await browser.newContext();
    await signIn(elsewhere, account);

    await page.goto('/auth');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page).toHaveTitle('Forgot your password | WAC Advisory');
    await expect(page.getByRole('heading', { name: 'Forgot your password?', level: 1 })).toBeVisible();
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByLabel('Email address')).toHaveAccessibleDescription('Please enter a valid email address');
    await page.getByLabel('Email address').fill(account.email);
    const release = await holdRequests(page, '/api/password/forgot');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();
    const sent = page.getByRole('status').filter({ hasText: 'Check your e-mail' });
    await expect(sent).toContainText('If an account uses that address, we have sent it a link');
    await expectNoA11yViolations(page);

    const mail = await mailbox.waitFor(account.email, /Reset your WAC Advisory password/);
    expect(mail.html).toContain('Choose a new password');
    const link = linkIn(mail, '/reset-password');
    await page.goto(pathOf(link));
    await expect(page).toHaveTitle('Choose a new password | WAC Advisory');
    await expectNoA11yViolations(page);
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByLabel('New password', { exact: true })).toHaveAccessibleDescription(
      'Use at least 8 characters. Password must be at least 8 characters',
    );
    await page.getByLabel('New password', { exact: true }).fill('my-brand-new-password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed' })).toBeVisible();
    await expectNoA11yViolations(page);
    expect((await elsewhere.request.get('/api/user')).status()).toBe(401);
    await elsewhere.close();

    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await page.getByLabel('Email address').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill('my-brand-new-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Welcome back, Robin' })).toBeVisible();

    // The link worked once.
    const again = await page.context().browser()!.newContext();
    const second = await again.newPage();
    await second.goto(pathOf(link));
    await second.getByLabel('New password', { exact: true }).fill('another-new-password');
    await second.getByRole('button', { name: 'Set new password' }).click();
    await expect(second.getByRole('alert').filter({ hasText: 'already been used' })).toBeVisible();
    await expect(second.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
    await again.close();
  });

  test('an unknown address gets the same answer and no e-mail', async ({ page, mailbox }) => {
    const email = uniqueEmail('nobody');
    await page.goto('/forgot-password');
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'If an account uses that address' })).toBeVisible();
    await page.waitForTimeout(300);
    expect(mailbox.to(email)).toEqual([]);
  });

  test('a link without its token, or cut short, says so and where to get a new one', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByRole('alert')).toContainText('This link is incomplete');
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
    await expectNoA11yViolations(page);

    await page.goto('/reset-password?token=cut-short');
    await page.getByLabel('New password', { exact: true }).fill('my-brand-new-password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('alert')).toContainText('This link is incomplete');
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  });
});

test.describe('confirming an e-mail address', () => {
  test('a new member registers, opens the e-mail and confirms; /account then says Confirmed', async ({
    page,
    mailbox,
  }) => {
    const email = uniqueEmail('joiner');
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Need an account? Sign up here' }).click();
    await page.getByLabel('First name').fill('Jo');
    await page.getByLabel('Last name').fill('Joiner');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('a-long-password');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome back, Jo' })).toBeVisible();

    const mail = await mailbox.waitFor(email, /Confirm your e-mail address/);
    expect(mail.text).toContain('Thank you for creating a WAC Advisory member account.');
    const calls: string[] = [];
    page.on('request', (request) => request.url().includes('/api/account/verify-email') && calls.push(request.url()));
    await page.goto(pathOf(linkIn(mail, '/verify-email')));
    await expect(page).toHaveTitle('Confirm your e-mail address | WAC Advisory');
    await expectNoA11yViolations(page);
    // Opening the page spends nothing: the address is confirmed on the click.
    expect(calls).toEqual([]);
    await page.getByRole('button', { name: 'Confirm my e-mail address' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your e-mail address is confirmed' })).toBeVisible();
    await expectNoA11yViolations(page);

    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Your account' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('region', { name: 'Your details' })).toContainText('Confirmed');
  });

  test("a user an administrator adds confirms from their e-mail, and the user list's icon changes", async ({
    page,
    db,
    mailbox,
    browser,
  }) => {
    await signIn(page, await createAccount(db, { role: 'admin' }));
    await page.goto('/dashboard');
    const panel = page.getByRole('region', { name: 'User Management' });
    await panel.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add User' });
    const email = uniqueEmail('added');
    await dialog.getByLabel('First name').fill('Noor');
    await dialog.getByLabel('Last name').fill('Addison');
    await dialog.getByLabel('Email address').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill('initial-password');
    await dialog.getByRole('button', { name: 'Create User' }).click();
    const row = panel.getByRole('row', { name: /Noor Addison/ });
    await expect(row).toContainText('Unverified');

    const mail = await mailbox.waitFor(email, /Confirm your e-mail address/);
    expect(mail.text).toContain('An administrator has created a WAC Advisory member account for you.');
    const phone = await browser.newContext();
    const reader = await phone.newPage();
    await reader.goto(pathOf(linkIn(mail, '/verify-email')));
    await reader.getByRole('button', { name: 'Confirm my e-mail address' }).click();
    await expect(reader.getByRole('status').filter({ hasText: 'Your e-mail address is confirmed' })).toBeVisible();
    await phone.close();

    await page.reload();
    await expect(panel.getByRole('row', { name: /Noor Addison/ })).toContainText('Verified');
    await expect(panel.getByRole('row', { name: /Noor Addison/ })).not.toContainText('Unverified');
  });

  test('an unconfirmed member sends the link again from /account', async ({ page, db, mailbox }) => {
    const account = await createAccount(db, { firstName: 'Sam' });
    await signIn(page, account);
    await page.goto('/account');
    const details = page.getByRole('region', { name: 'Your details' });
    await expect(details).toContainText('Not confirmed yet');
    await details.getByRole('button', { name: 'Send the link again' }).click();
    await expect(toast(page)).toContainText('Link sent');
    const mail = await mailbox.waitFor(account.email, /Confirm your e-mail address/);
    expect(mail.text).toContain('You asked for a new link');
  });
});

test.describe('/account', () => {
  // One pattern: a fixture option given as [a, b] would be read as [value, options].
  test.use({ allowedConsoleErrors: [BAD_REQUEST_OR_UNAUTHORIZED] });

  test('signed out it goes to /auth', async ({ page }) => {
    const response = await page.request.get('/account', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()['location']).toMatch(/\/auth$/);
    await page.goto('/account');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('from the dashboard header: details and password changed; other browsers signed out', async ({
    page,
    db,
    browser,
  }) => {
    const account = await createAccount(db, { role: 'admin', firstName: 'Alex', lastName: 'Admin' });
    await signIn(page, account);
    const phone = await browser.newContext({
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    });
    await signIn(phone, account);

    await page.goto('/dashboard');
    await page.getByRole('banner').getByRole('link', { name: 'Your account' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page).toHaveTitle('Your account | WAC Advisory');
    await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();
    const sessions = page.getByRole('region', { name: 'Where you are signed in' });
    await expect(sessions.getByRole('listitem')).toHaveCount(2);
    await expectNoA11yViolations(page);

    // Details.
    const details = page.getByRole('region', { name: 'Your details' });
    await details.getByLabel('First name').fill('');
    await details.getByRole('button', { name: 'Save details' }).click();
    await expect(details.getByLabel('First name')).toHaveAccessibleDescription('First name is required');
    await details.getByLabel('First name').fill('Alexandra');
    await details.getByRole('button', { name: 'Save details' }).click();
    await expect(toast(page)).toContainText('Details saved');
    await expect(page.getByRole('banner')).toContainText('Alexandra Admin');

    // The sessions: this one marked, the phone's with its own Sign out.
    await expect(sessions.getByRole('listitem').filter({ hasText: 'This browser' })).toHaveCount(1);
    const phoneSession = sessions.getByRole('listitem').filter({ hasText: 'Mobile Safari 17 on iOS 17.5' });
    await expect(phoneSession).toContainText(/Network 127\.0\.0\.0|Network ::/);
    await phoneSession.getByRole('button', { name: 'Sign out Mobile Safari 17 on iOS 17.5' }).click();
    await expect(toast(page)).toContainText('That browser has been signed out.');
    await expect(sessions.getByRole('listitem')).toHaveCount(1);
    expect((await phone.request.get('/api/user')).status()).toBe(401);

    // A new password: the current one is required; another browser signed in meanwhile is signed out.
    await signIn(phone, account);
    const password = page.getByRole('region', { name: 'Password' });
    await password.getByLabel('Current password').fill('not-my-password');
    await password.getByLabel('New password').fill('a-new-password-1');
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByLabel('Current password')).toHaveAccessibleDescription(
      'Your current password is not correct',
    );
    await password.getByLabel('Current password').fill(account.password);
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(toast(page)).toContainText('Password changed');
    await expect(password.getByLabel('Current password')).toHaveValue('');
    expect((await phone.request.get('/api/user')).status()).toBe(401);
    expect((await page.request.get('/api/user')).status()).toBe(200);
    await expect(sessions.getByRole('listitem')).toHaveCount(1);
    await phone.close();
  });

  test('Sign out of all other sessions', async ({ page, db, browser }) => {
    const account = await createAccount(db);
    await signIn(page, account);
    const others = [await browser.newContext(), await browser.newContext()];
    for (const other of others) await signIn(other, account);
    await page.goto('/account');
    const sessions = page.getByRole('region', { name: 'Where you are signed in' });
    await expect(sessions.getByRole('listitem')).toHaveCount(3);
    await sessions.getByRole('button', { name: 'Sign out of all other sessions' }).click();
    await expect(toast(page)).toContainText('2 other sessions have been signed out.');
    await expect(sessions.getByRole('listitem')).toHaveCount(1);
    await expect(sessions.getByRole('button', { name: 'Sign out of all other sessions' })).toBeHidden();
    for (const other of others) {
      expect((await other.request.get('/api/user')).status()).toBe(401);
      await other.close();
    }
  });

  test('with two-factor sign-in on: new recovery codes with the password and a code, then off again', async ({
    page,
    db,
    mailbox,
  }) => {
    const account = await createAccount(db, { twoFactor: true });
    await signIn(page, account);
    await page.goto('/account');
    const section = page.getByRole('region', { name: 'Two-factor sign-in' });
    await expect(section).toContainText('Two-factor sign-in is on. Recovery codes left: 9');
    await expect(section.getByRole('heading', { name: 'New recovery codes' })).toBeVisible();
    await expectNoA11yViolations(page);

    const password = section.locator('#recovery-codes-password');
    const code = section.getByLabel('Code from your app');
    const renew = section.getByRole('button', { name: 'Make new recovery codes' });
    await renew.click();
    await expect(password).toHaveAccessibleDescription('Enter your password');
    await password.fill(account.password);
    await code.fill('000000');
    await renew.click();
    await expect(code).toHaveAccessibleDescription(/not correct/);
    await code.fill(codeAt(account.twoFactor!.secret, new Date()));
    await renew.click();
    const codes = section.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    await expect(toast(page)).toContainText('New recovery codes made');
    const fresh = await codes.allTextContents();
    expect(fresh.filter((c) => account.twoFactor!.recoveryCodes.includes(c))).toEqual([]);
    for (const close of await page.getByRole('button', { name: 'Dismiss notification' }).all()) await close.click();
    await expectNoA11yViolations(page);
    await section.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await expect(codes).toHaveCount(0);
    await expect(section).toContainText('Two-factor sign-in is on. Recovery codes left: 10');
    expect((await mailbox.waitFor(account.email, /New two-factor recovery codes/)).text).toContain(
      'The codes you had before no longer work.',
    );

    // Off: the password and a code (one of the new recovery codes).
    await section.locator('#two-factor-off-password').fill(account.password);
    await section.getByLabel('Code', { exact: true }).fill(fresh[0]!);
    await section.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
    await expect(section).toContainText('Two-factor sign-in is off.');
    await expect(section.getByLabel('Password', { exact: true })).toBeVisible();
    await expect(section.getByRole('button', { name: 'Turn on two-factor sign-in' })).toBeVisible();
    await mailbox.waitFor(account.email, /Two-factor sign-in is now off/);
  });

  test('Download my data saves a JSON file of the account', async ({ page, db }) => {
    const account = await createAccount(db, { firstName: 'Dana' });
    await signIn(page, account);
    await page.goto('/account');
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^wac-advisory-account-\d{4}-\d\d-\d\d\.json$/);
    const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(data.profile).toMatchObject({ email: account.email, firstName: 'Dana' });
    expect(data.sessions).toHaveLength(1);
  });

  test('deleting the account: the dialog, the password, then the landing page signed out', async ({ page, db }) => {
    const account = await createAccount(db, { firstName: 'Gone' });
    await signIn(page, account);
    await page.goto('/account');
    const open = page.getByRole('button', { name: 'Delete my account' });
    await open.click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await expect(dialog).toContainText('This cannot be undone.');
    await expect(dialog.getByLabel('Password', { exact: true })).toBeFocused();
    await expectNoA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await dialog.getByLabel('Password', { exact: true }).fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
      'That password is not correct',
    );
    await dialog.getByLabel('Password', { exact: true }).fill(account.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('#home')).toBeVisible();
    await expect(toast(page)).toContainText('Account deleted');
    expect(await db.selectFrom('users').select('id').where('id', '=', account.id).execute()).toEqual([]);
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('wac_auth');
  });
});
