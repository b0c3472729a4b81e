// Passkeys in Chromium with its virtual authenticator (CDP WebAuthn domain: ctap2, resident keys, user
// verification): adding one on /account, signing in with the button and through the e-mail field's
// autofill, renaming and removing it, a passkey that does not verify the person refused with a clear
// message, and an administrator with only a passkey reaching the panels while REQUIRE_ADMIN_2FA is on.
import type { Browser, CDPSession, Page } from '@playwright/test';
import { accountMessages } from '../../src/schemas/account.ts';
import { ONLY_ESSENTIAL } from '../../src/schemas/consent-choices.ts';
import { proofMessages } from '../../src/schemas/proof.ts';
import { test, expect, expectNoA11yViolations, prepareContext } from './fixtures.ts';
import { createAccount, signIn, signedInUser, type Account } from './support/accounts.ts';
import { escaped, pageCopy } from './support/copy.ts';
import { enrolTwoFactor } from '../helpers/two-factor.ts';
import { authCopy } from './support/sign-in-form.ts';

/** The account page's copy, as the page shows it (src/content/pages/account.yaml). */
const copy = pageCopy('account');
const { passkeys } = copy;

// Virtual authenticators outlive the page that added them: each test removes its own, so a later test
// never signs in with an earlier test's passkey (or its authenticator that does not check the person).
const authenticators: { cdp: CDPSession; authenticatorId: string }[] = [];

test.afterEach(async () => {
  for (const { cdp, authenticatorId } of authenticators.splice(0)) {
    await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId }).catch(() => undefined);
  }
});

/** A platform authenticator that holds passkeys and checks the person (fingerprint, face or PIN). */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  authenticators.push({ cdp, authenticatorId });
  return { cdp, authenticatorId };
}

async function addPasskeyOnAccount(page: Page, password: string) {
  await page.goto('/account');
  const section = page.getByRole('region', { name: passkeys.heading });
  await expect(section).toContainText(passkeys.none);
  await section.getByLabel(passkeys.passwordLabel, { exact: true }).fill(password);
  await section.getByRole('button', { name: passkeys.add }).click();
  await expect(section.getByRole('listitem')).toHaveCount(1);
  return section;
}

/**
 * Signs in with the button alone. Chromium's virtual authenticator answers a waiting autofill request at
 * once, so the autofill started at hydration would sign the member in before the click: its options
 * request is held at the network edge (the ceremony never reaches the authenticator), and only the
 * button's ceremony runs.
 */
async function signInWithButton(page: Page) {
  let held = 0;
  const verifications: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/login/passkey') verifications.push(request.method());
  });
  await page.route('**/api/login/passkey/options', async (route) => {
    if (held++ === 0) return; // the autofill's request: left unanswered until the page goes
    await route.continue();
  });
  const autofillAsked = page.waitForRequest('**/api/login/passkey/options');
  await page.goto('/auth');
  await autofillAsked;
  await page.getByRole('button', { name: authCopy.login.passkey.button }).click();
  await expect(page).toHaveURL(/\/(dashboard)?$/);
  expect(held, 'the autofill and the button each asked for options').toBe(2);
  expect(verifications, 'one answer, the button’s, was checked').toEqual(['POST']);
  await page.unroute('**/api/login/passkey/options');
}

/** No sideways scroll at a phone's, a small laptop's and a desktop's width; the viewport is put back after. */
async function expectFitsEveryWidth(page: Page, state: string) {
  const before = page.viewportSize();
  for (const width of [390, 1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(scroll, `${state} at ${width} px`).toBeLessThanOrEqual(0);
  }
  if (before) await page.setViewportSize(before);
}

/** Another browser (its own cookies and authenticator), signed in to the account with the password. */
async function anotherBrowser(browser: Browser, account: Account) {
  const context = await browser.newContext();
  await prepareContext(context, ONLY_ESSENTIAL);
  await signIn(context, account);
  const page = await context.newPage();
  await virtualAuthenticator(page);
  return page;
}

async function signOut(page: Page) {
  // Off the member's page first: left open, it would find its session gone and leave for the sign-in page on
  // its own, cutting short the test's next navigation.
  await page.goto('about:blank');
  await page.request.post('/api/logout');
  await page.context().clearCookies();
}

test.describe('passkeys', () => {
  test.use({ allowedConsoleErrors: [/status of 40[01]/] });

  test('a member adds a passkey, signs in with it (button and autofill) with no password, renames and removes it', async ({
    page,
    db,
  }) => {
    test.slow();
    const account = await createAccount(db, { firstName: 'Pat' });
    await virtualAuthenticator(page);
    await signIn(page, account);
    const section = await addPasskeyOnAccount(page, account.password);
    await expect(section).toContainText(passkeys.thisDevice);
    await expect(section).toContainText(passkeys.neverUsed);
    await expectNoA11yViolations(page);
    await expectFitsEveryWidth(page, '/account with a passkey listed');

    await signOut(page);
    await signInWithButton(page);

    await signOut(page);
    await page.goto('/auth');
    await expect(page.getByLabel(authCopy.login.emailLabel)).toHaveAttribute('autocomplete', 'username webauthn');
    // The virtual authenticator answers the waiting autofill request as the member's pick would.
    await page.getByLabel(authCopy.login.emailLabel).focus();
    await expect(page).toHaveURL(/\/(dashboard)?$/);

    await page.goto('/account');
    await section.getByRole('button', { name: new RegExp(`^${escaped(passkeys.rename)}`) }).click();
    await expectFitsEveryWidth(page, '/account renaming a passkey');
    await section.getByLabel(passkeys.nameLabel).fill('Work laptop');
    await section.getByRole('button', { name: passkeys.save }).click();
    await expect(section.getByRole('listitem')).toContainText('Work laptop');
    await expectNoA11yViolations(page);

    await section.getByRole('button', { name: new RegExp(`^${escaped(passkeys.remove)}`) }).click();
    await expectNoA11yViolations(page);
    await expectFitsEveryWidth(page, '/account confirming a removal');
    // No code app: the removal is confirmed by a passkey's answer, which the virtual authenticator gives.
    await expect(section).toContainText(passkeys.removeIntro);
    await section.getByRole('button', { name: passkeys.confirmRemove }).click();
    await expect(section).toContainText(passkeys.none);
  });

  test('a passkey that does not check the person is refused with a clear message', async ({ page, db }) => {
    const account = await createAccount(db);
    const { cdp, authenticatorId } = await virtualAuthenticator(page);
    await signIn(page, account);
    await addPasskeyOnAccount(page, account.password);
    await signOut(page);
    await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: false });
    await page.goto('/auth');
    await page.getByRole('button', { name: authCopy.login.passkey.button }).click();
    await expect(page.getByRole('alert')).toContainText(authCopy.login.passkey.cancelled);
    await expect(page).toHaveURL(/\/auth/);
    await expectNoA11yViolations(page);
    await expectFitsEveryWidth(page, '/auth refusing an unverified passkey');
  });

  test('an administrator with only a passkey manages users while two-factor sign-in is required', async ({
    page,
    db,
  }) => {
    test.slow();
    const admin = await createAccount(db, { role: 'admin', twoFactor: false });
    await virtualAuthenticator(page);
    await signIn(page, admin);
    await addPasskeyOnAccount(page, admin.password);
    await signOut(page);
    await page.goto('/auth');
    // The virtual authenticator answers the e-mail field's waiting autofill request with the passkey.
    await page.getByLabel(authCopy.login.emailLabel).focus();
    await expect(page).toHaveURL(/\/(dashboard)?$/);
    await expect(page.getByRole('heading', { name: pageCopy('dashboard').users.heading })).toBeVisible();
  });

  test('an intruder with the password, in another browser, adds neither a passkey nor the code app to an account with a passkey', async ({
    page,
    browser,
    db,
  }) => {
    test.slow();
    const account = await createAccount(db);
    await virtualAuthenticator(page);
    await signIn(page, account);
    await addPasskeyOnAccount(page, account.password);

    const intruder = await anotherBrowser(browser, account);
    await intruder.goto('/account');
    const passkeys = intruder.getByRole('region', { name: copy.passkeys.heading });
    await expect(passkeys.getByRole('listitem')).toHaveCount(1);
    // No password can add a second factor now: the page asks for one the account has.
    await expect(passkeys).toContainText(copy.passkeys.confirmIntro);
    await expect(passkeys.getByLabel(copy.passkeys.passwordLabel, { exact: true })).toHaveCount(0);
    await expectNoA11yViolations(intruder);
    // Their own authenticator holds none of the account's passkeys: nothing confirms, nothing is added.
    await passkeys.getByRole('button', { name: copy.passkeys.add }).click();
    await expect(intruder.getByText(copy.passkeys.cancelled)).toBeVisible();
    await expect(passkeys.getByRole('button', { name: copy.passkeys.add })).toBeEnabled();

    // Starting the code app asks one of the account's passkeys too: the intruder's answers nothing, so no
    // secret is made or shown.
    const twoFactor = intruder.getByRole('region', { name: copy.twoFactor.heading });
    await twoFactor.getByLabel(copy.twoFactor.passwordLabel, { exact: true }).fill(account.password);
    await twoFactor.getByRole('button', { name: copy.twoFactor.start }).click();
    await expect(intruder.getByText(copy.passkeys.notConfirmed)).toBeVisible();
    await expect(twoFactor.getByTestId('totp-secret')).toHaveCount(0);
    await intruder.context().close();

    const user = await db
      .selectFrom('users')
      .select('twoFactorEnabledAt')
      .where('id', '=', account.id)
      .executeTakeFirstOrThrow();
    expect(user.twoFactorEnabledAt).toBeNull();
    expect(await db.selectFrom('passkeys').select('id').where('userId', '=', account.id).execute()).toHaveLength(1);
  });

  test('a session opened with a passkey answers 401 once that passkey is removed', async ({ page, browser, db }) => {
    test.slow();
    const account = await createAccount(db);
    await virtualAuthenticator(page);
    await signIn(page, account);
    await addPasskeyOnAccount(page, account.password);
    await signOut(page);
    await signInWithButton(page);
    expect(await signedInUser(page.request)).not.toBeNull();

    // The owner, elsewhere, confirms the removal with a recovery code of the code app they also have.
    const enrolment = await enrolTwoFactor(db, account.id);
    const owner = await anotherBrowser(browser, { ...account, twoFactor: enrolment });
    await owner.goto('/account');
    const passkeys = owner.getByRole('region', { name: copy.passkeys.heading });
    await passkeys.getByRole('button', { name: new RegExp(`^${copy.passkeys.remove}`) }).click();
    // The removal's own code field, in the passkey's row (the form that adds one has another).
    await passkeys.getByRole('listitem').getByLabel(copy.passkeys.codeLabel).fill(enrolment.recoveryCodes.shift()!);
    await passkeys.getByRole('button', { name: copy.passkeys.confirmRemove }).click();
    await expect(passkeys).toContainText(copy.passkeys.none);
    await owner.context().close();

    expect(await signedInUser(page.request)).toBeNull();
  });

  test('Add a passkey with the password empty says so beside the field and sends nothing; no message shows a status code', async ({
    page,
    db,
  }) => {
    const account = await createAccount(db);
    await virtualAuthenticator(page);
    await signIn(page, account);
    await page.goto('/account');
    const section = page.getByRole('region', { name: copy.passkeys.heading });
    await expect(section).toContainText(copy.passkeys.none);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/account/passkey')) asked.push(request.url());
    });
    const password = section.getByLabel(copy.passkeys.passwordLabel, { exact: true });
    await section.getByRole('button', { name: copy.passkeys.add }).click();
    await expect(password).toHaveAccessibleDescription(new RegExp(proofMessages.passwordRequired));
    expect(asked, 'no request for an empty password').toEqual([]);
    await password.fill('not the password');
    await section.getByRole('button', { name: copy.passkeys.add }).click();
    await expect(password).toHaveAccessibleDescription(new RegExp(accountMessages.passwordWrong));
    await expect(page.getByText(accountMessages.passwordWrong).first()).toBeVisible();
    await expect(page.getByText(/\b[45]\d\d:/)).toHaveCount(0);
    await expectNoA11yViolations(page);
  });
});
