// Passkeys in Chromium with its virtual authenticator (CDP WebAuthn domain: ctap2, resident keys, user
// verification): adding one on /account, signing in with the button and through the e-mail field's
// autofill, renaming and removing it, a passkey that does not verify the person refused with a clear
// message, and an administrator with only a passkey reaching the panels while REQUIRE_ADMIN_2FA is on.
import type { CDPSession, Page } from '@playwright/test';
import { test, expect, expectNoA11yViolations } from './fixtures.ts';
import { createAccount, signIn } from './support/accounts.ts';
import { escaped, pageCopy } from './support/copy.ts';
import { authCopy } from './support/sign-in-form.ts';

const { passkeys } = pageCopy('account');

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

async function signOut(page: Page) {
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
    // Signed in with the passkey moments ago: fresh enough to remove it without the password.
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
});
