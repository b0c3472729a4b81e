// Passkeys in Chromium with its virtual authenticator (CDP WebAuthn domain: ctap2, resident keys, user
// verification): adding one on /account, signing in with the button and through the e-mail field's
// autofill, renaming and removing it, a passkey that does not verify the person refused with a clear
// message, and an administrator with only a passkey reaching the panels while REQUIRE_ADMIN_2FA is on.
import type { CDPSession, Page } from '@playwright/test';
import { test, expect, expectNoA11yViolations } from './fixtures.ts';
import { UNAUTHORIZED_CONSOLE_ERROR, createAccount, signIn } from './support/accounts.ts';

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
  const section = page.getByRole('region', { name: 'Passkeys' });
  await expect(section).toContainText('You have no passkeys yet.');
  await section.getByLabel('Password', { exact: true }).fill(password);
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(section.getByRole('listitem')).toHaveCount(1);
  return section;
}

async function signOut(page: Page) {
  await page.request.post('/api/logout');
  await page.context().clearCookies();
}

test.describe('passkeys', () => {
  test.use({ allowedConsoleErrors: [UNAUTHORIZED_CONSOLE_ERROR, /status of 40[01]/] });

  test('a member adds a passkey, signs in with it (button and autofill) with no password, renames and removes it', async ({
    page,
    db,
  }) => {
    test.slow();
    const account = await createAccount(db, { firstName: 'Pat' });
    await virtualAuthenticator(page);
    await signIn(page, account);
    const section = await addPasskeyOnAccount(page, account.password);
    await expect(section).toContainText('This device only');
    await expect(section).toContainText('Not used yet');
    await expectNoA11yViolations(page);
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const scroll = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(scroll, `/account passkeys at ${width} px`).toBeLessThanOrEqual(0);
    }

    await signOut(page);
    await page.goto('/auth');
    // Chromium's virtual authenticator may answer the autofill request, started at hydration, before the
    // click lands; either way the member is in with no password typed.
    await page
      .getByRole('button', { name: 'Sign in with a passkey' })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    await expect(page).toHaveURL(/\/(dashboard)?$/);

    await signOut(page);
    await page.goto('/auth');
    await expect(page.getByLabel('Email address')).toHaveAttribute('autocomplete', 'username webauthn');
    // The virtual authenticator answers the waiting autofill request as the member's pick would.
    await page.getByLabel('Email address').focus();
    await expect(page).toHaveURL(/\/(dashboard)?$/);

    await page.goto('/account');
    await section.getByRole('button', { name: /^Rename/ }).click();
    await section.getByLabel('Passkey name').fill('Work laptop');
    await section.getByRole('button', { name: 'Save name' }).click();
    await expect(section.getByRole('listitem')).toContainText('Work laptop');
    await expectNoA11yViolations(page);

    await section.getByRole('button', { name: /^Remove/ }).click();
    await expectNoA11yViolations(page);
    // Signed in with the passkey moments ago: fresh enough to remove it without the password.
    await section.getByRole('button', { name: 'Remove passkey' }).click();
    await expect(section).toContainText('You have no passkeys yet.');
  });

  test('a passkey that does not check the person is refused with a clear message', async ({ page, db }) => {
    const account = await createAccount(db);
    const { cdp, authenticatorId } = await virtualAuthenticator(page);
    await signIn(page, account);
    await addPasskeyOnAccount(page, account.password);
    await signOut(page);
    await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: false });
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page.getByRole('alert')).toContainText(/check it is you/);
    await expect(page).toHaveURL(/\/auth/);
    await expectNoA11yViolations(page);
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
    await page.getByLabel('Email address').focus();
    await expect(page).toHaveURL(/\/(dashboard)?$/);
    await expect(page.getByRole('heading', { name: /User Management/i })).toBeVisible();
  });
});
