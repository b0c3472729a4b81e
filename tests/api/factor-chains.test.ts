// The takeover chains walked end to end, each from what an attacker can hold (the password, a reset link,
// a copied session cookie): the account must end with only its owner's factors and sessions. Then the race
// on turning the code app on, and what an administrator's own factors mean for administering.
import { describe, expect, it } from 'vitest';
import { getDb } from '../../netlify/lib/db.ts';
import { open } from '../../netlify/lib/two-factor/secret-box.ts';
import { codeAt } from '../../netlify/lib/two-factor/totp.ts';
import { proofMessages } from '../../src/schemas/proof.ts';
import { twoFactorMessages } from '../../src/schemas/two-factor.ts';
import { DEVICE_COOKIE } from '../../src/schemas/storage.ts';
import account from '../../netlify/functions/account.mts';
import adminUserPassword from '../../netlify/functions/admin-user-password.mts';
import adminUserTwoFactor from '../../netlify/functions/admin-user-two-factor.mts';
import adminUsers from '../../netlify/functions/admin-users.mts';
import forgot from '../../netlify/functions/password-forgot.mts';
import passkeyRemoval from '../../netlify/functions/account-passkey.mts';
import passkeys from '../../netlify/functions/account-passkeys.mts';
import reset from '../../netlify/functions/password-reset.mts';
import twoFactor from '../../netlify/functions/account-two-factor.mts';
import twoFactorSetup from '../../netlify/functions/account-two-factor-setup.mts';
import { TEST_PASSWORD, makeUser, signInAs, type TestUser } from '../helpers/accounts.ts';
import { ORIGIN, call } from '../helpers/api.ts';
import { SoftwareAuthenticator } from '../helpers/authenticator.ts';
import { uniqueIp } from '../helpers/ips.ts';
import { linkIn } from '../helpers/mailbox.ts';
import { addTestPasskey, creationOptions } from '../helpers/passkeys.ts';
import { useMailbox } from '../helpers/use-mailbox.ts';

const mailbox = useMailbox();
const db = getDb();

/** The account's factors and sessions: what must end as the owner left them. */
async function holdings(userId: string) {
  const user = await db
    .selectFrom('users')
    .select(['twoFactorEnabledAt', 'twoFactorSecret', 'passwordHash'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const keys = await db.selectFrom('passkeys').select('credentialId').where('userId', '=', userId).execute();
  const sessions = await db.selectFrom('sessions').select('sid').where('userId', '=', userId).orderBy('sid').execute();
  return { codeApp: user.twoFactorSecret, passkeys: keys.map((k) => k.credentialId).sort(), sessions };
}

/** A password-only session, as the attacker who knows the password opens one in their own browser. */
async function passwordSession(owner: TestUser): Promise<string> {
  const cookie = await signInAs(owner);
  const sid = (
    await db
      .selectFrom('sessions')
      .select(['sid', 'createdAt'])
      .where('userId', '=', owner.user.id)
      .orderBy('createdAt', 'desc')
      .executeTakeFirstOrThrow()
  ).sid;
  await db.updateTable('sessions').set({ twoFactorAt: null, factorKind: null }).where('sid', '=', sid).execute();
  return cookie;
}

/** The attacker's own passkey, offered to the account with what they hold. */
async function attackerAddsPasskey(cookie: string, proof: Record<string, string> = { password: TEST_PASSWORD }) {
  const response = new SoftwareAuthenticator(ORIGIN).create(await creationOptions(cookie));
  return call(passkeys, '/api/account/passkeys', { body: { response, ...proof }, cookie });
}

const sessionCookieOnly = (cookie: string) =>
  cookie
    .split('; ')
    .filter((pair) => !pair.startsWith(`${DEVICE_COOKIE.insecure}=`))
    .join('; ');

describe('takeover chains end with only the owner’s factors', () => {
  it('remove, then add: the password removes no passkey, so it adds none either', async () => {
    const owner = await makeUser();
    const ownerCookie = await signInAs(owner);
    await addTestPasskey(ownerCookie);
    const before = await holdings(owner.user.id);
    const attacker = await passwordSession(owner);
    const { passkey } = {
      passkey: await db
        .selectFrom('passkeys')
        .select('id')
        .where('userId', '=', owner.user.id)
        .executeTakeFirstOrThrow(),
    };

    const removal = await call(passkeyRemoval, `/api/account/passkeys/${passkey.id}`, {
      method: 'DELETE',
      body: { password: TEST_PASSWORD },
      cookie: attacker,
    });
    expect(removal.status).toBe(400);
    expect(removal.body.fieldErrors.confirmation).toEqual([proofMessages.factorRequired]);
    const added = await attackerAddsPasskey(attacker);
    expect(added.status).toBe(400);

    const after = await holdings(owner.user.id);
    expect(after.passkeys).toEqual(before.passkeys);
    expect(after.sessions).toEqual(expect.arrayContaining(before.sessions));
  });

  it('a reset link, then add: the new password opens a session that adds no factor to an account with one', async () => {
    const owner = await makeUser();
    await addTestPasskey(await signInAs(owner));
    const asked = await call(forgot, '/api/password/forgot', { body: { email: owner.email }, ip: uniqueIp() });
    expect(asked.status).toBe(202);
    const token = linkIn(mailbox().to(owner.email).at(-1)!, '/reset-password').searchParams.get('token')!;
    const newPassword = 'the-attackers-new-password-7';
    expect(
      (await call(reset, '/api/password/reset', { body: { token, password: newPassword }, ip: uniqueIp() })).status,
    ).toBe(204);
    const before = await holdings(owner.user.id);

    const attacker = await signInAs({ email: owner.email, password: newPassword });
    const added = await attackerAddsPasskey(attacker, { password: newPassword });
    expect(added.status).toBe(400);
    expect(added.body.fieldErrors.confirmation).toEqual([proofMessages.factorRequired]);
    const setup = await call(twoFactorSetup, '/api/account/two-factor/setup', {
      body: { password: newPassword },
      cookie: attacker,
    });
    expect(setup.status).toBe(400);
    expect((await holdings(owner.user.id)).passkeys).toEqual(before.passkeys);
    expect((await holdings(owner.user.id)).codeApp).toBeNull();
  });

  it("a copied session cookie: the administrators' API changes nothing of its owner's, and adds no factor", async () => {
    const admin = await makeUser({ role: 'admin' });
    const cookie = sessionCookieOnly(await signInAs(admin));
    const before = await holdings(admin.user.id);

    const ownPassword = await call(adminUserPassword, `/api/admin/users/${admin.user.id}/password`, {
      method: 'PUT',
      body: { password: 'quiet-harbour-lantern-9' },
      cookie,
    });
    expect(ownPassword.status).toBe(409);
    expect(ownPassword.body.message).toBe(proofMessages.ownAccount);
    const added = await attackerAddsPasskey(cookie);
    expect(added.status).toBe(400);
    expect(await holdings(admin.user.id)).toEqual(before);
  });

  it('turn off, then add: the password alone turns off no code app, so it adds no passkey', async () => {
    const owner = await makeUser({ twoFactor: true });
    const attacker = await passwordSession(owner);
    const before = await holdings(owner.user.id);

    const off = await call(twoFactor, '/api/account/two-factor', {
      method: 'DELETE',
      body: { password: TEST_PASSWORD },
      cookie: attacker,
    });
    expect(off.status).toBe(400);
    expect((await attackerAddsPasskey(attacker)).status).toBe(400);
    const after = await holdings(owner.user.id);
    expect({ codeApp: after.codeApp, passkeys: after.passkeys }).toEqual({ codeApp: before.codeApp, passkeys: [] });
  });
});

describe('turning the code app on is a compare-and-set on the secret whose code was checked', () => {
  /** One race: the owner confirms their secret while an attacker with the password starts 12 set-ups. */
  async function race() {
    const owner = await makeUser();
    const cookie = await signInAs(owner);
    // The attacker knows the password and signs in from their own browser.
    const attacker = await signInAs(owner);
    const started = await call(twoFactorSetup, '/api/account/two-factor/setup', {
      body: { password: TEST_PASSWORD },
      cookie,
    });
    expect(started.status).toBe(201);
    const ownersSecret: string = started.body.secret;
    const [confirmation, ...setups] = await Promise.all([
      call(twoFactor, '/api/account/two-factor', {
        body: { code: codeAt(ownersSecret, new Date()), password: TEST_PASSWORD },
        cookie,
      }),
      ...Array.from({ length: 12 }, () =>
        call(twoFactorSetup, '/api/account/two-factor/setup', { body: { password: TEST_PASSWORD }, cookie: attacker }),
      ),
    ]);
    // A set-up before the owner's confirmation replaces the pending secret (201); after it, the account has
    // a factor the password cannot stand in for (400); some meet the session's limit on checks (429).
    expect(setups.filter((setup) => ![201, 400, 429].includes(setup.status))).toEqual([]);
    const user = await db
      .selectFrom('users')
      .select('twoFactorSecret')
      .where('id', '=', owner.user.id)
      .executeTakeFirstOrThrow();
    const enabled = user.twoFactorSecret ? open(user.twoFactorSecret) : null;
    return { status: confirmation.status, enabled, message: confirmation.body.message, ownersSecret };
  }

  it('with 12 set-ups racing the owner’s confirmation, the secret turned on is the owner’s, or the owner is told it failed', async () => {
    for (let round = 0; round < 6; round++) {
      const { status, enabled, message, ownersSecret } = await race();
      // The owner's confirmation won (their secret is on); or a set-up replaced the secret while it was
      // checked (nothing is on, the owner is told to start again) or before (their code fits no pending
      // secret): never a secret whose code the owner did not type.
      expect([
        [201, ownersSecret, undefined],
        [409, null, twoFactorMessages.changedMeanwhile],
        [400, null, twoFactorMessages.codeWrong],
      ]).toContainEqual([status, enabled, message]);
    }
  });
});

describe('administrators and their factors', () => {
  it('turning off one’s last factor ends administration in every session at once', async () => {
    const admin = await makeUser({ role: 'admin' });
    const here = await signInAs(admin);
    const elsewhere = await signInAs(admin);
    expect((await call(adminUsers, '/api/admin/users', { cookie: elsewhere })).status).toBe(200);

    const off = await call(twoFactor, '/api/account/two-factor', {
      method: 'DELETE',
      body: { password: TEST_PASSWORD, code: admin.twoFactor!.recoveryCodes.shift()! },
      cookie: here,
    });
    expect(off.status).toBe(204);
    for (const cookie of [here, elsewhere]) {
      const listed = await call(adminUsers, '/api/admin/users', { cookie });
      expect(listed.status).toBe(403);
      expect(listed.body.code).toBe('two_factor_required');
    }
  });

  it('an administrator’s reset of a member’s code app ends that member’s sessions', async () => {
    const admin = await makeUser({ role: 'admin' });
    const adminCookie = await signInAs(admin);
    const member = await makeUser({ twoFactor: true });
    const memberCookie = await signInAs(member);
    expect((await call(account, '/api/account', { cookie: memberCookie })).status).toBe(200);

    const res = await call(adminUserTwoFactor, `/api/admin/users/${member.user.id}/two-factor`, {
      method: 'DELETE',
      cookie: adminCookie,
    });
    expect(res.status).toBe(204);
    expect((await call(account, '/api/account', { cookie: memberCookie })).status).toBe(401);
    expect((await holdings(member.user.id)).sessions).toEqual([]);
  });
});
