// Administrator security in the browser: the two-factor requirement and enrolment, signing in with a
// code, the Audit log panel, user search and paging, and the user list on a phone; axe-core on each.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { codeAt } from '../../netlify/lib/two-factor/totp.ts';
import { test, expect, expectNoA11yViolations } from './fixtures.ts';
import { UNAUTHORIZED_CONSOLE_ERROR, createAccount, signIn, signInThroughApi } from './support/accounts.ts';
import { escaped, fill, fillCounted, pageCopy, templateSource } from './support/copy.ts';
import { authCopy, signInWithForm } from './support/sign-in-form.ts';
import { usersCopy } from './support/users-panel.ts';

const portal = pageCopy('dashboard');
const { audit } = portal;
const { twoFactor } = pageCopy('account');
/** An audit log row: the action's words, anything, then the outcome's. */
const auditRow = (action: keyof typeof audit.actions, outcome: keyof typeof audit.outcomes) =>
  new RegExp(`${escaped(audit.actions[action])} .* ${escaped(audit.outcomes[outcome])}$`);
const pageStatus = (forms: { one: string; other: string }, page: number, pages: number, total: number) =>
  fillCounted(forms, total, { page, pages, total });

// A refused code is a 400 (or 401) the browser logs; the tests send wrong codes on purpose.
test.use({ allowedConsoleErrors: [new RegExp(`${UNAUTHORIZED_CONSOLE_ERROR.source}|status of 40[03]`)] });

const users = (page: Page) => page.getByRole('region', { name: usersCopy.heading });

/** A new administrator signs in and finds the user whose name holds `tag` in User Management. */
async function userRowAsAdministrator(page: Page, db: Parameters<typeof createAccount>[0], tag: string) {
  const admin = await createAccount(db, { role: 'admin' });
  await signIn(page, admin);
  await page.goto('/dashboard');
  const panel = users(page);
  await panel.getByLabel(usersCopy.searchLabel).fill(tag);
  return { admin, panel, row: panel.getByRole('row', { name: new RegExp(tag) }) };
}

/** Toasts go before an axe check: the shared toaster's Close button is outside this change. */
async function dismissToasts(page: Page) {
  for (const close of await page.getByRole('button', { name: 'Dismiss notification' }).all()) await close.click();
}

test('an administrator without two-factor sign-in is sent to /account, enrols with the password, then manages users', async ({
  page,
  db,
  mailbox,
}) => {
  const admin = await createAccount(db, { role: 'admin', twoFactor: false });
  await signIn(page, admin);
  const refused = await page.request.get('/api/admin/users');
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toContain('/account');

  await page.goto('/dashboard');
  const notice = page.getByRole('status').filter({ hasText: portal.admin.twoFactorRequired.heading });
  await expect(notice).toBeVisible();
  await expect(users(page)).toHaveCount(0);
  await expectNoA11yViolations(page);

  await notice.getByRole('link', { name: portal.admin.twoFactorRequired.link.label }).click();
  await expect(page).toHaveURL(/\/account$/);
  const section = page.getByRole('region', { name: twoFactor.heading });
  await expect(section).toContainText(twoFactor.required);
  // The password first: a session alone never sees the secret.
  const password = section.getByLabel(twoFactor.passwordLabel, { exact: true });
  await password.fill('not-my-password');
  await section.getByRole('button', { name: twoFactor.start }).click();
  await expect(password).toHaveAccessibleDescription(/not correct/);
  await expect(section.getByRole('img', { name: twoFactor.qrLabel })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await password.fill(admin.password);
  await section.getByRole('button', { name: twoFactor.start }).click();
  await expect(section.getByRole('img', { name: twoFactor.qrLabel })).toBeVisible();
  await expectNoA11yViolations(page);
  const secret = (await section.getByTestId('totp-secret').textContent())!.trim();
  await section.getByLabel(twoFactor.codeLabel).fill('000000');
  await section.getByRole('button', { name: twoFactor.confirm, exact: true }).click();
  await expect(section.getByLabel(twoFactor.codeLabel)).toHaveAccessibleDescription(/not correct/);
  await section.getByLabel(twoFactor.codeLabel).fill(codeAt(secret, new Date()));
  await section.getByRole('button', { name: twoFactor.confirm, exact: true }).click();
  const codes = section.getByRole('list', { name: twoFactor.codesHeading }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await expect(codes.first()).toHaveText(/^[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}$/);
  await dismissToasts(page);
  await expectNoA11yViolations(page);
  const recoveryCodes = await codes.allTextContents();
  await section.getByRole('button', { name: twoFactor.codesDone }).click();
  await expect(section).toContainText(`${twoFactor.on} ${fill(twoFactor.recoveryLeft, { count: 10 })}`);
  const mail = await mailbox.waitFor(admin.email, /Two-factor sign-in is now on/);
  expect(mail.text).toContain('If it was not you');

  // The session opened with the password alone stays single-factor: the panels need a sign-in with a code.
  expect((await page.request.get('/api/admin/users')).status()).toBe(403);
  // Off the account page first: left open, it could find its session gone and navigate on its own.
  await page.goto('about:blank');
  await page.request.post('/api/logout');
  await signInThroughApi(page, { ...admin, twoFactor: { secret, recoveryCodes } });
  await page.goto('/dashboard');
  // Found by address, and the trail filtered to this administrator: other tests add users and events beside this one.
  await users(page).getByLabel(usersCopy.searchLabel).fill(admin.email);
  await expect(users(page).getByRole('row', { name: new RegExp(admin.email.replace(/[.]/g, '\\.')) })).toBeVisible();
  const trail = page.getByRole('region', { name: audit.heading });
  await trail.getByLabel(audit.filters.user, { exact: true }).fill(admin.email);
  await trail.getByRole('button', { name: audit.filters.apply, exact: true }).click();
  // The wrong code typed first is in the trail too, as a failure.
  await expect(trail.getByRole('row', { name: auditRow('account.two_factor_enabled', 'success') })).toBeVisible();
  await expect(trail.getByRole('row', { name: auditRow('account.two_factor_enabled', 'failure') })).toBeVisible();
});

test("an administrator removes a member's passkeys from User Management (a lost device), after a confirmation", async ({
  page,
  db,
  mailbox,
}) => {
  const tag = `Stolen${crypto.randomUUID().slice(0, 6)}`;
  const member = await createAccount(db, { firstName: tag, lastName: 'Laptop' });
  // A stored passkey is all the list needs to know of: its key never signs anything here.
  await db
    .insertInto('passkeys')
    .values({
      userId: member.id,
      credentialId: `e2e-${tag}`,
      publicKey: new Uint8Array(77),
      aaguid: '00000000-0000-0000-0000-000000000000',
      deviceType: 'multiDevice',
      backedUp: true,
      name: 'Chrome on Linux',
    })
    .execute();
  const { row } = await userRowAsAdministrator(page, db, tag);
  const remove = row.getByRole('button', { name: fill(usersCopy.removePasskeysFor, { name: `${tag} Laptop` }) });

  // Cancel changes nothing.
  await remove.click();
  const dialog = page.getByRole('alertdialog', { name: usersCopy.passkeysDialog.title });
  await expect(dialog).toContainText(fill(usersCopy.passkeysDialog.text, { name: `${tag} Laptop` }));
  await expect(dialog.getByRole('button', { name: usersCopy.cancel })).toBeFocused();
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(remove).toBeFocused();

  await remove.click();
  await dialog.getByRole('button', { name: usersCopy.passkeysDialog.confirm }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('toast')).toContainText(usersCopy.toasts.passkeysRemovedTitle);
  await expect(remove).toHaveCount(0);
  expect(await db.selectFrom('passkeys').select('id').where('userId', '=', member.id).execute()).toEqual([]);
  await mailbox.waitFor(member.email, /administrator removed your passkeys/);
});

test("an administrator resets a member's two-factor sign-in from User Management, after a confirmation", async ({
  page,
  db,
  mailbox,
}) => {
  const tag = `Lost${crypto.randomUUID().slice(0, 6)}`;
  const member = await createAccount(db, { firstName: tag, lastName: 'Phone', twoFactor: true });
  const { admin, panel, row } = await userRowAsAdministrator(page, db, tag);
  await expect(row).toContainText(usersCopy.twoFactorOn);
  // Never on one's own row: that takes the password and a code on /account.
  await panel.getByLabel(usersCopy.searchLabel).fill(admin.email);
  await expect(panel.getByRole('row', { name: new RegExp(admin.email.replace(/[.]/g, '\\.')) })).toBeVisible();
  await expect(
    panel.getByRole('button', { name: new RegExp(`^${templateSource(usersCopy.resetTwoFactorFor)}`) }),
  ).toHaveCount(0);
  await panel.getByLabel(usersCopy.searchLabel).fill(tag);

  // Cancel changes nothing.
  const reset = row.getByRole('button', { name: fill(usersCopy.resetTwoFactorFor, { name: `${tag} Phone` }) });
  await reset.click();
  const dialog = page.getByRole('alertdialog', { name: usersCopy.twoFactorDialog.title });
  await expect(dialog).toContainText(fill(usersCopy.twoFactorDialog.text, { name: `${tag} Phone` }));
  await expect(dialog.getByRole('button', { name: usersCopy.cancel })).toBeFocused();
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(reset).toBeFocused();
  expect(
    (await page.request.post('/api/login', { data: { email: member.email, password: member.password } })).status(),
  ).toBe(202);

  await reset.click();
  await dialog.getByRole('button', { name: usersCopy.twoFactorDialog.confirm }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('toast')).toContainText(usersCopy.toasts.unenrolledTitle);
  await expect(row).not.toContainText(usersCopy.twoFactorOn);
  await expect(reset).toHaveCount(0);
  const mail = await mailbox.waitFor(member.email, /An administrator turned off your two-factor sign-in/);
  expect(mail.html).toContain('An administrator turned off two-factor sign-in');
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: audit.heading })
      .getByRole('row', { name: new RegExp(escaped(audit.actions['admin.two_factor_reset'])) })
      .first(),
  ).toBeVisible();
  // The member signs in with the password alone now (this browser becomes theirs).
  const signedInAgain = await page.request.post('/api/login', {
    data: { email: member.email, password: member.password },
  });
  expect(signedInAgain.status()).toBe(200);
});

test('signing in with two-factor sign-in on asks for the code after the password', async ({ page, db }) => {
  const member = await createAccount(db, { twoFactor: true });
  await page.goto('/auth');
  await signInWithForm(page, member);
  const code = page.getByLabel(authCopy.login.twoFactor.codeLabel, { exact: true });
  await expect(code).toBeFocused();
  await expect(page.getByRole('heading', { name: authCopy.login.twoFactor.heading })).toBeVisible();
  // The password alone made no session.
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('wac_session');
  await expectNoA11yViolations(page);
  await code.fill('000000');
  await page.getByRole('button', { name: authCopy.login.twoFactor.submit }).click();
  await expect(code).toHaveAccessibleDescription(/not correct/);
  await code.fill(codeAt(member.twoFactor!.secret, new Date()));
  await page.getByRole('button', { name: authCopy.login.twoFactor.submit }).click();
  await expect(page).toHaveURL(/\/(dashboard)?$/);
  await expect(page.getByTestId('toast')).toContainText(authCopy.toasts.loginSuccessTitle);
});

test('the audit log: filters by action and user, pages, and exports the filtered CSV', async ({ page, db }) => {
  const admin = await createAccount(db, { role: 'admin' });
  await signIn(page, admin);
  await page.goto('/dashboard');
  const trail = page.getByRole('region', { name: audit.heading });
  await expect(trail.getByRole('row').nth(1)).toBeVisible();
  await trail.getByLabel(audit.filters.action).selectOption({ label: audit.actions['auth.sign_in'] });
  await trail.getByLabel(audit.filters.user, { exact: true }).fill(admin.email);
  await trail.getByRole('button', { name: audit.filters.apply, exact: true }).click();
  await expect(trail).toContainText(pageStatus(audit.pager.status, 1, 1, 1));
  const row = trail.getByRole('row', { name: audit.actions['auth.sign_in'] });
  await expect(row).toContainText(admin.email);
  await expect(row).toContainText(audit.outcomes.success);
  await expectNoA11yViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    trail.getByRole('link', { name: audit.exportCsv }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d\d-\d\d\.csv$/);
  const lines = readFileSync(await download.path(), 'utf8')
    .trim()
    .split('\r\n');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`auth.sign_in,success,${admin.email}`);

  await trail.getByRole('button', { name: audit.filters.clear }).click();
  await expect(trail.getByRole('navigation', { name: audit.pager.label })).toContainText(
    new RegExp(templateSource(audit.pager.status.other, { page: '1' })),
  );

  // On a phone each event is a card: the addresses wrap whole, never two letters to a line, and
  // nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  const card = trail.getByRole('listitem').filter({ hasText: admin.email }).first();
  await expect(card).toBeVisible();
  const address = card.getByText(admin.email).first();
  const lineHeight = await address.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
  expect((await address.boundingBox())!.height).toBeLessThanOrEqual(lineHeight * 2 + 1);
  const box = (await card.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await trail.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  await expectNoA11yViolations(page);
});

test('user search answers as you type and pages; on a phone each user is a card with every button in reach', async ({
  page,
  db,
}) => {
  const tag = `Zed${crypto.randomUUID().slice(0, 6)}`;
  for (let i = 0; i < 27; i++) await createAccount(db, { firstName: tag, lastName: `Searched${i}` });
  await signIn(page, await createAccount(db, { role: 'admin' }));
  await page.goto('/dashboard');
  const panel = users(page);
  await panel.getByLabel(usersCopy.searchLabel).fill(tag.toLowerCase());
  await expect(panel.getByRole('navigation', { name: usersCopy.pager.label })).toContainText(
    pageStatus(usersCopy.pager.status, 1, 2, 27),
  );
  await expect(panel.getByRole('row')).toHaveCount(26);
  await panel.getByRole('button', { name: usersCopy.pager.next }).click();
  await expect(panel.getByRole('navigation', { name: usersCopy.pager.label })).toContainText(
    pageStatus(usersCopy.pager.status, 2, 2, 27),
  );
  await expect(panel.getByRole('row')).toHaveCount(3);
  await expectNoA11yViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await panel.getByLabel(usersCopy.searchLabel).fill(`${tag} Searched2`);
  // Searched2 and Searched20 to Searched26.
  await expect(panel.getByRole('navigation', { name: usersCopy.pager.label })).toContainText(
    pageStatus(usersCopy.pager.status, 1, 1, 8),
  );
  const card = panel
    .getByRole('listitem')
    .filter({ hasText: `${tag} Searched2` })
    .first();
  for (const template of [usersCopy.resetPasswordFor, usersCopy.deleteFor]) {
    const name = new RegExp(`^${templateSource(template)}`);
    const button = card.getByRole('button', { name });
    await button.scrollIntoViewIfNeeded();
    await expect(button).toBeInViewport({ ratio: 1 });
  }
  // No sideways scrolling inside the panel: each card fits the phone's width.
  const box = (await card.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await panel.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  await expectNoA11yViolations(page);
});
