// E-mail and the member's own account, in a real browser against the real API, database and an SMTP
// server the tests hold: a forgotten password reset from the sign-in form to the e-mail to the new
// password, an address confirmed from its e-mail, and /account (details, password, sessions, two-factor
// recovery codes, export, deletion). axe-core on every state the page walk (walk.spec.ts) does not reach.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect, expectNoA11yViolations } from './fixtures.ts';
import {
  UNAUTHORIZED_CONSOLE_ERROR,
  createAccount,
  signIn,
  signInThroughApi,
  signedInUser,
  uniqueEmail,
} from './support/accounts.ts';
import { holdRequests } from './support/hold.ts';
import { linkIn } from '../helpers/mailbox.ts';
import { codeAt } from '../../netlify/lib/two-factor/totp.ts';
import { documentTitle, fill, fillCounted, pageCopy } from './support/copy.ts';
import { authCopy, signInWithForm, welcome } from './support/sign-in-form.ts';
import { fillAddUser, usersCopy as users } from './support/users-panel.ts';
import { accountMessages } from '../../src/schemas/account.ts';
import { authMessages } from '../../src/schemas/auth.ts';
import { PASSWORD_MIN_LENGTH } from '../../src/schemas/password-strength.ts';
import { twoFactorMessages } from '../../src/schemas/two-factor.ts';

const forgot = pageCopy('forgot-password');
const reset = pageCopy('reset-password');
const verify = pageCopy('verify-email');
const accountPage = pageCopy('account');
const { profile, sessions: sessionsCopy, twoFactor, deletion } = accountPage;
const portal = pageCopy('dashboard');
const { register } = authCopy;

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
    await page.getByRole('link', { name: authCopy.login.forgotPassword.label }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page).toHaveTitle(documentTitle(forgot.seo));
    await expect(page.getByRole('heading', { name: forgot.heading, level: 1 })).toBeVisible();

    await page.getByRole('button', { name: forgot.submit }).click();
    await expect(page.getByLabel(forgot.emailLabel)).toHaveAccessibleDescription(authMessages.email);
    await page.getByLabel(forgot.emailLabel).fill(account.email);
    const release = await holdRequests(page, '/api/password/forgot');
    await page.getByRole('button', { name: forgot.submit }).click();
    await expect(page.getByRole('button', { name: forgot.pending })).toBeDisabled();
    release();
    const sent = page.getByRole('status').filter({ hasText: forgot.sentHeading });
    await expect(sent).toContainText(accountMessages.forgotAccepted);
    await expectNoA11yViolations(page);

    const mail = await mailbox.waitFor(account.email, /Reset your WAC Advisory password/);
    const link = linkIn(mail, '/reset-password');
    await page.goto(pathOf(link));
    await expect(page).toHaveTitle(documentTitle(reset.seo));
    await expectNoA11yViolations(page);
    await page.getByLabel(reset.passwordLabel, { exact: true }).fill('short');
    await page.getByRole('button', { name: reset.submit }).click();
    await expect(page.getByLabel(reset.passwordLabel, { exact: true })).toHaveAccessibleDescription(
      `${fill(reset.passwordHint, { min: PASSWORD_MIN_LENGTH })} ${authMessages.passwordTooShort}`,
    );
    await page.getByLabel(reset.passwordLabel, { exact: true }).fill('my-brand-new-password');
    await page.getByRole('button', { name: reset.submit }).click();
    await expect(page.getByRole('status').filter({ hasText: reset.doneHeading })).toBeVisible();
    await expectNoA11yViolations(page);
    expect(await signedInUser(elsewhere.request)).toBeNull();
    await elsewhere.close();

    await page.getByRole('link', { name: reset.signInLink.label }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await signInWithForm(page, { email: account.email, password: 'my-brand-new-password' });
    await expect(page.getByRole('heading', { name: welcome('Robin') })).toBeVisible();

    // The link worked once.
    const again = await page.context().browser()!.newContext();
    const second = await again.newPage();
    await second.goto(pathOf(link));
    await second.getByLabel(reset.passwordLabel, { exact: true }).fill('another-new-password');
    await second.getByRole('button', { name: reset.submit }).click();
    await expect(second.getByRole('alert').filter({ hasText: accountMessages.resetTokenUsed })).toBeVisible();
    await expect(second.getByRole('link', { name: reset.newLinkLink.label })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await again.close();
  });

  test('an unknown address gets the same answer and no e-mail', async ({ page, db, mailbox }) => {
    const ask = async (email: string) => {
      await page.goto('/forgot-password');
      await page.getByLabel(forgot.emailLabel).fill(email);
      await page.getByRole('button', { name: forgot.submit }).click();
      await expect(page.getByRole('status').filter({ hasText: accountMessages.forgotAccepted })).toBeVisible();
    };
    const email = uniqueEmail('nobody');
    await ask(email);
    // A marker: the same request for a real account, made after it; its mail goes out the same way, so once
    // it has arrived, a message to the unknown address would have arrived too.
    const known = await createAccount(db);
    await ask(known.email);
    await mailbox.waitFor(known.email);
    expect(mailbox.to(email)).toEqual([]);
  });

  test('a link without its token, or cut short, says so and where to get a new one', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByRole('alert')).toContainText(reset.missingToken);
    await expect(page.getByRole('link', { name: reset.newLinkLink.label })).toBeVisible();

    await page.goto('/reset-password?token=cut-short');
    await page.getByLabel(reset.passwordLabel, { exact: true }).fill('my-brand-new-password');
    await page.getByRole('button', { name: reset.submit }).click();
    await expect(page.getByRole('alert')).toContainText(accountMessages.tokenMalformed);
    await expect(page.getByRole('link', { name: reset.newLinkLink.label })).toBeVisible();
  });
});

test.describe('confirming an e-mail address', () => {
  test('a new member registers, opens the e-mail and confirms; /account then says Confirmed', async ({
    page,
    mailbox,
  }) => {
    const email = uniqueEmail('joiner');
    await page.goto('/auth');
    await page.getByRole('button', { name: authCopy.login.toggle }).click();
    await page.getByLabel(register.firstNameLabel).fill('Jo');
    await page.getByLabel(register.lastNameLabel).fill('Joiner');
    await page.getByLabel(register.emailLabel).fill(email);
    await page.getByLabel(register.passwordLabel, { exact: true }).fill('a-long-password');
    await page.getByRole('button', { name: register.submit }).click();
    await expect(page.getByRole('heading', { name: welcome('Jo') })).toBeVisible();

    const mail = await mailbox.waitFor(email, /Confirm your e-mail address/);
    expect(mail.text).toContain('Thank you for creating a WAC Advisory member account.');
    const calls: string[] = [];
    page.on('request', (request) => request.url().includes('/api/account/verify-email') && calls.push(request.url()));
    await page.goto(pathOf(linkIn(mail, '/verify-email')));
    await expect(page).toHaveTitle(documentTitle(verify.seo));
    await expectNoA11yViolations(page);
    // Opening the page spends nothing: the address is confirmed on the click.
    expect(calls).toEqual([]);
    await page.getByRole('button', { name: verify.submit }).click();
    await expect(page.getByRole('status').filter({ hasText: verify.doneHeading })).toBeVisible();
    await expectNoA11yViolations(page);

    await page.getByRole('link', { name: verify.continueLink.label }).click();
    await page.getByRole('banner').getByRole('link', { name: portal.header.accountLink.label }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('region', { name: profile.heading })).toContainText(accountPage.email.verified);
  });

  test("a user an administrator adds confirms from their e-mail, and the user list's icon changes", async ({
    page,
    db,
    mailbox,
    browser,
  }) => {
    await signIn(page, await createAccount(db, { role: 'admin' }));
    await page.goto('/dashboard');
    const panel = page.getByRole('region', { name: users.heading });
    await panel.getByRole('button', { name: users.addUser }).click();
    const dialog = page.getByRole('dialog', { name: users.addDialog.title });
    const email = uniqueEmail('added');
    await fillAddUser(dialog, { firstName: 'Noor', lastName: 'Addison', email, password: 'initial-password' });
    // Found by address: other tests add users beside this one, and the list shows the newest first.
    await panel.getByLabel(users.searchLabel).fill(email);
    const row = panel.getByRole('row', { name: /Noor Addison/ });
    await expect(row).toContainText(users.unverified);

    const mail = await mailbox.waitFor(email, /Confirm your e-mail address/);
    expect(mail.text).toContain('An administrator has created a WAC Advisory member account for you.');
    const phone = await browser.newContext();
    const reader = await phone.newPage();
    await reader.goto(pathOf(linkIn(mail, '/verify-email')));
    await reader.getByRole('button', { name: verify.submit }).click();
    await expect(reader.getByRole('status').filter({ hasText: verify.doneHeading })).toBeVisible();
    await phone.close();

    await page.reload();
    await panel.getByLabel(users.searchLabel).fill(email);
    await expect(panel.getByRole('row', { name: /Noor Addison/ })).toContainText(users.verified);
    await expect(panel.getByRole('row', { name: /Noor Addison/ })).not.toContainText(users.unverified);
  });

  test('an unconfirmed member sends the link again from /account', async ({ page, db, mailbox }) => {
    const account = await createAccount(db, { firstName: 'Sam' });
    await signIn(page, account);
    await page.goto('/account');
    const details = page.getByRole('region', { name: profile.heading });
    await expect(details).toContainText(accountPage.email.unverified);
    await details.getByRole('button', { name: accountPage.email.submit }).click();
    await expect(toast(page)).toContainText(accountPage.email.sentTitle);
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
    const phoneName = fill(sessionsCopy.device, { browser: 'Mobile Safari 17', os: 'iOS 17.5' });

    await page.goto('/dashboard');
    await page.getByRole('banner').getByRole('link', { name: portal.header.accountLink.label }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page).toHaveTitle(documentTitle(accountPage.seo));
    await expect(page.getByRole('heading', { name: accountPage.heading, level: 1 })).toBeVisible();
    const sessions = page.getByRole('region', { name: sessionsCopy.heading });
    await expect(sessions.getByRole('listitem')).toHaveCount(2);
    await expectNoA11yViolations(page);

    // Details.
    const details = page.getByRole('region', { name: profile.heading });
    await details.getByLabel(profile.firstNameLabel).fill('');
    await details.getByRole('button', { name: profile.submit }).click();
    await expect(details.getByLabel(profile.firstNameLabel)).toHaveAccessibleDescription(authMessages.firstName);
    await details.getByLabel(profile.firstNameLabel).fill('Alexandra');
    await details.getByRole('button', { name: profile.submit }).click();
    await expect(toast(page)).toContainText(profile.savedTitle);
    await expect(page.getByRole('banner')).toContainText('Alexandra Admin');

    // The sessions: this one marked, the phone's with its own Sign out.
    await expect(sessions.getByRole('listitem').filter({ hasText: sessionsCopy.current })).toHaveCount(1);
    const phoneSession = sessions.getByRole('listitem').filter({ hasText: phoneName });
    await expect(phoneSession).toContainText(/Network 127\.0\.0\.0|Network ::/);
    await phoneSession.getByRole('button', { name: fill(sessionsCopy.signOutFor, { device: phoneName }) }).click();
    await expect(toast(page)).toContainText(sessionsCopy.endedText);
    await expect(sessions.getByRole('listitem')).toHaveCount(1);
    expect(await signedInUser(phone.request)).toBeNull();

    // A new password: the current one is required; another browser signed in meanwhile is signed out.
    await signIn(phone, account);
    const password = page.getByRole('region', { name: accountPage.password.heading });
    await password.getByLabel(accountPage.password.currentLabel).fill('not-my-password');
    await password.getByLabel(accountPage.password.newLabel).fill('a-new-password-1');
    await password.getByRole('button', { name: accountPage.password.submit }).click();
    await expect(password.getByLabel(accountPage.password.currentLabel)).toHaveAccessibleDescription(
      'Your current password is not correct',
    );
    await password.getByLabel(accountPage.password.currentLabel).fill(account.password);
    await password.getByRole('button', { name: accountPage.password.submit }).click();
    await expect(toast(page)).toContainText(accountPage.password.changedTitle);
    await expect(password.getByLabel(accountPage.password.currentLabel)).toHaveValue('');
    expect(await signedInUser(phone.request)).toBeNull();
    expect(await signedInUser(page.request)).not.toBeNull();
    await expect(sessions.getByRole('listitem')).toHaveCount(1);
    await phone.close();
  });

  test('signing out every other session', async ({ page, db, browser }) => {
    const account = await createAccount(db);
    await signIn(page, account);
    const others = [await browser.newContext(), await browser.newContext()];
    for (const other of others) await signIn(other, account);
    await page.goto('/account');
    const sessions = page.getByRole('region', { name: sessionsCopy.heading });
    await expect(sessions.getByRole('listitem')).toHaveCount(3);
    await sessions.getByRole('button', { name: sessionsCopy.signOutOthers }).click();
    await expect(toast(page)).toContainText(fillCounted(sessionsCopy.endedOthersText, 2, { count: 2 }));
    await expect(sessions.getByRole('listitem')).toHaveCount(1);
    await expect(sessions.getByRole('button', { name: sessionsCopy.signOutOthers })).toBeHidden();
    for (const other of others) {
      expect(await signedInUser(other.request)).toBeNull();
      await other.close();
    }
  });

  test('with two-factor sign-in on: new recovery codes with the password and a code, then off again', async ({
    page,
    db,
    mailbox,
  }) => {
    const account = await createAccount(db, { twoFactor: true });
    await signInThroughApi(page, account);
    await page.goto('/account');
    const section = page.getByRole('region', { name: twoFactor.heading });
    await expect(section).toContainText(`${twoFactor.on} ${fill(twoFactor.recoveryLeft, { count: 9 })}`);
    await expect(section.getByRole('heading', { name: twoFactor.regenerateHeading })).toBeVisible();
    await expectNoA11yViolations(page);

    const password = section.locator('#recovery-codes-password');
    const code = section.getByLabel(twoFactor.regenerateCodeLabel);
    const renew = section.getByRole('button', { name: twoFactor.regenerate });
    await renew.click();
    await expect(password).toHaveAccessibleDescription(twoFactorMessages.passwordRequired);
    await password.fill(account.password);
    await code.fill('000000');
    await renew.click();
    await expect(code).toHaveAccessibleDescription(/not correct/);
    await code.fill(codeAt(account.twoFactor!.secret, new Date()));
    await renew.click();
    const codes = section.getByRole('list', { name: twoFactor.codesHeading }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    await expect(toast(page)).toContainText(twoFactor.regeneratedTitle);
    const fresh = await codes.allTextContents();
    expect(fresh.filter((c) => account.twoFactor!.recoveryCodes.includes(c))).toEqual([]);
    for (const close of await page.getByRole('button', { name: 'Dismiss notification' }).all()) await close.click();
    await expectNoA11yViolations(page);
    await section.getByRole('button', { name: twoFactor.codesDone }).click();
    await expect(codes).toHaveCount(0);
    await expect(section).toContainText(`${twoFactor.on} ${fill(twoFactor.recoveryLeft, { count: 10 })}`);
    expect((await mailbox.waitFor(account.email, /New two-factor recovery codes/)).text).toContain(
      'The codes you had before no longer work.',
    );

    // Off: the password and a code (one of the new recovery codes).
    await section.locator('#two-factor-off-password').fill(account.password);
    await section.getByLabel(twoFactor.offCodeLabel, { exact: true }).fill(fresh[0]!);
    await section.getByRole('button', { name: twoFactor.turnOff }).click();
    await expect(section).toContainText(twoFactor.off);
    await expect(section.getByLabel(twoFactor.passwordLabel, { exact: true })).toBeVisible();
    await expect(section.getByRole('button', { name: twoFactor.start })).toBeVisible();
    await mailbox.waitFor(account.email, /Two-factor sign-in is now off/);
  });

  test('the data download saves a JSON file of the account', async ({ page, db }) => {
    const account = await createAccount(db, { firstName: 'Dana' });
    await signIn(page, account);
    await page.goto('/account');
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: accountPage.data.download }).click();
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
    const open = page.getByRole('button', { name: deletion.open });
    await open.click();
    const dialog = page.getByRole('alertdialog', { name: deletion.dialogTitle });
    await expect(dialog).toContainText(deletion.dialogText);
    await expect(dialog.getByLabel(deletion.passwordLabel, { exact: true })).toBeFocused();
    await expectNoA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await dialog.getByLabel(deletion.passwordLabel, { exact: true }).fill('not-my-password');
    await dialog.getByRole('button', { name: deletion.confirm }).click();
    await expect(dialog.getByLabel(deletion.passwordLabel, { exact: true })).toHaveAccessibleDescription(
      'That password is not correct',
    );
    await dialog.getByLabel(deletion.passwordLabel, { exact: true }).fill(account.password);
    await dialog.getByRole('button', { name: deletion.confirm }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('#home')).toBeVisible();
    await expect(toast(page)).toContainText(deletion.deletedTitle);
    expect(await db.selectFrom('users').select('id').where('id', '=', account.id).execute()).toEqual([]);
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('wac_auth');
  });
});
