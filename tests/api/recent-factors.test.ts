// No factor left behind by a password change: the mail after a change or a reset lists the passkeys and
// the code app added in the last 30 days, with the way to /account, and the reset can remove them.
import { describe, expect, it } from 'vitest';
import { issueToken } from '../../netlify/lib/auth/tokens.ts';
import { getDb } from '../../netlify/lib/db.ts';
import { ORIGIN, call } from '../helpers/api.ts';
import { SoftwareAuthenticator } from '../helpers/authenticator.ts';
import { makeUser, signInAs } from '../helpers/accounts.ts';
import { addTestPasskey, confirmingAssertion } from '../helpers/passkeys.ts';
import { enrolTwoFactor } from '../helpers/two-factor.ts';
import { useMailbox } from '../helpers/use-mailbox.ts';
import accountPassword from '../../netlify/functions/account-password.mts';
import passwordReset from '../../netlify/functions/password-reset.mts';

const mailbox = useMailbox();
const REVIEW = /Check the sign-in methods on your account/;
const DAY = 24 * 60 * 60 * 1000;

/** A member with a passkey added 40 days ago ('Old laptop') and one added now ('New phone'). */
async function memberWithPasskeys() {
  const account = await makeUser({ twoFactor: false });
  const cookie = await signInAs(account);
  const old = await addTestPasskey(cookie);
  await getDb()
    .updateTable('passkeys')
    .set({ name: 'Old laptop', createdAt: new Date(Date.now() - 40 * DAY) })
    .where('id', '=', old.passkey.id)
    .execute();
  // The account has a factor now: the next one is added with a passkey's answer, which also leaves the
  // session a recent factor (what the password change below needs).
  const assertion = await confirmingAssertion(cookie, old.authenticator);
  const fresh = await addTestPasskey(cookie, new SoftwareAuthenticator(ORIGIN), { assertion });
  await getDb().updateTable('passkeys').set({ name: 'New phone' }).where('id', '=', fresh.passkey.id).execute();
  return { ...account, cookie };
}

async function reset(userId: string, email: string, extra: Record<string, unknown> = {}) {
  const token = await issueToken(getDb(), {
    userId,
    email,
    purpose: 'password_reset',
    validMs: 60_000,
    at: new Date(),
  });
  return call(passwordReset, '/api/password/reset', {
    body: { token, password: 'a brand new passphrase 42', ...extra },
  });
}

const names = async (userId: string) =>
  (await getDb().selectFrom('passkeys').select('name').where('userId', '=', userId).execute()).map((r) => r.name);

describe('the second factors added lately, after a password change', () => {
  it('a change from /account mails the passkeys added in the last 30 days, with the way to review them', async () => {
    const account = await memberWithPasskeys();
    const res = await call(accountPassword, '/api/account/password', {
      method: 'PUT',
      body: { currentPassword: account.password, newPassword: 'another new passphrase 7' },
      cookie: account.cookie,
    });
    expect(res.status).toBe(204);
    const mail = await mailbox().waitFor(account.email, REVIEW);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('New phone');
      expect(part).not.toContain('Old laptop');
      expect(part).toContain(`${ORIGIN}/account`);
    }
  });

  it('a reset mails them too, the code app included', async () => {
    const account = await memberWithPasskeys();
    await enrolTwoFactor(getDb(), account.user.id);
    expect((await reset(account.user.id, account.email)).status).toBe(204);
    const mail = await mailbox().waitFor(account.email, REVIEW);
    expect(mail.text).toContain('New phone');
    expect(mail.text).toContain('Authenticator app');
    expect(await names(account.user.id)).toEqual(expect.arrayContaining(['Old laptop', 'New phone']));
  });

  it('the reset removes them when asked, keeping older passkeys, and says so', async () => {
    const account = await memberWithPasskeys();
    await enrolTwoFactor(getDb(), account.user.id);
    expect((await reset(account.user.id, account.email, { removeRecentFactors: true })).status).toBe(204);
    expect(await names(account.user.id)).toEqual(['Old laptop']);
    const user = await getDb()
      .selectFrom('users')
      .select('twoFactorEnabledAt')
      .where('id', '=', account.user.id)
      .executeTakeFirstOrThrow();
    expect(user.twoFactorEnabledAt).toBeNull();
    const mail = await mailbox().waitFor(account.email, REVIEW);
    expect(mail.text).toContain('were removed as you asked');
    const [event] = await getDb()
      .selectFrom('auditEvents')
      .select('details')
      .where('actorId', '=', account.user.id)
      .where('action', '=', 'account.password_reset')
      .execute();
    expect(event!.details).toMatchObject({ passkeysRemoved: 1, codeAppRemoved: true });
  });

  it('with nothing added lately, a reset says the passkeys still work', async () => {
    const account = await makeUser({ twoFactor: false });
    const { passkey } = await addTestPasskey(await signInAs(account));
    await getDb()
      .updateTable('passkeys')
      .set({ createdAt: new Date(Date.now() - 40 * DAY) })
      .where('id', '=', passkey.id)
      .execute();
    expect((await reset(account.user.id, account.email)).status).toBe(204);
    await mailbox().waitFor(account.email, /passkeys still work/);
    expect(
      mailbox()
        .to(account.email)
        .filter((m) => REVIEW.test(m.subject)),
    ).toEqual([]);
  });
});
