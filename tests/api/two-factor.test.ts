import { afterEach, describe, expect, it } from 'vitest';
import { setClock } from '../../netlify/lib/clock.ts';
import { getDb } from '../../netlify/lib/db.ts';
import { codeAt } from '../../netlify/lib/two-factor/totp.ts';
import { proofMessages } from '../../src/schemas/proof.ts';
import { twoFactorMessages } from '../../src/schemas/two-factor.ts';
import { call } from '../helpers/api.ts';
import { TEST_PASSWORD, cookiesFrom, makeUser, signedIn, type TestUser } from '../helpers/accounts.ts';
import { uniqueIp } from '../helpers/ips.ts';
import adminUsers from '../../netlify/functions/admin-users.mts';
import login from '../../netlify/functions/login.mts';
import loginTwoFactor from '../../netlify/functions/login-two-factor.mts';
import twoFactor from '../../netlify/functions/account-two-factor.mts';
import setup from '../../netlify/functions/account-two-factor-setup.mts';
import authUser from '../../netlify/functions/auth-user.mts';

const T = new Date('2026-11-23T12:00:00.000Z');
const at = (seconds: number) => new Date(T.getTime() + seconds * 1000);
const clockAt = (seconds: number) => setClock(() => at(seconds));
afterEach(() => setClock(undefined));

const status = (cookie?: string) => call(twoFactor, '/api/account/two-factor', { cookie });
const start = (cookie?: string, body: unknown = { password: TEST_PASSWORD }) =>
  call(setup, '/api/account/two-factor/setup', { method: 'POST', body, cookie });
/** Turns it on with the app's first code; an account with no second factor proves it with its password. */
const enable = (code: string, cookie?: string, proof: Record<string, unknown> = { password: TEST_PASSWORD }) =>
  call(twoFactor, '/api/account/two-factor', { body: { code, ...proof }, cookie });
const disable = (body: unknown, cookie?: string) =>
  call(twoFactor, '/api/account/two-factor', { method: 'DELETE', body, cookie });
const password = (account: TestUser, ip = uniqueIp()) =>
  call(login, '/api/login', { body: { email: account.email, password: account.password }, ip });
const second = (challenge: string, code: string, ip = uniqueIp()) =>
  call(loginTwoFactor, '/api/login/two-factor', { body: { challenge, code }, ip });
const signedInWith = async (cookie: string) => (await call(authUser, '/api/auth/user', { cookie })).body !== null;
const trail = (userId: string, action: string, outcome = 'success') =>
  getDb()
    .selectFrom('auditEvents')
    .selectAll()
    .where('targetId', '=', userId)
    .where('action', '=', action)
    .where('outcome', '=', outcome)
    .execute();

/** Signs a member in, then turns two-factor sign-in on at T; returns the secret and recovery codes. */
async function enrolled() {
  const account = await signedIn('member');
  clockAt(0);
  const { body } = await start(account.cookie);
  const done = await enable(codeAt(body.secret, T), account.cookie);
  expect(done.status).toBe(201);
  return { ...account, secret: body.secret as string, recoveryCodes: done.body.recoveryCodes as string[] };
}

describe('who may call the two-factor endpoints', () => {
  it('401 for anonymous callers on every one', async () => {
    expect((await status()).status).toBe(401);
    expect((await start()).status).toBe(401);
    expect((await enable('123456')).status).toBe(401);
    expect((await disable({ password: 'x', code: '123456' })).status).toBe(401);
  });

  it('members and administrators both turn it on for themselves', async () => {
    for (const role of ['member', 'admin'] as const) {
      const account = await signedIn(role, { twoFactor: false });
      const { body } = await status(account.cookie);
      expect(body).toEqual({ enabled: false, recoveryCodesLeft: 0, required: role === 'admin' });
      expect((await start(account.cookie)).status).toBe(201);
    }
  });
});

describe('turning two-factor sign-in on', () => {
  it('a QR code drawn as SVG, a secret kept encrypted, confirmed by a code, ten recovery codes kept hashed', async () => {
    const account = await signedIn('member');
    clockAt(0);
    const res = await start(account.cookie);
    expect(res.body.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(res.body.otpauthUri).toMatch(/^otpauth:\/\/totp\/WAC%20Advisory:.*secret=/);
    const row = await getDb()
      .selectFrom('users')
      .selectAll()
      .where('id', '=', account.user.id)
      .executeTakeFirstOrThrow();
    expect(row.twoFactorPendingSecret).toMatch(/^v1\./);
    expect(row.twoFactorPendingSecret).not.toContain(res.body.secret);

    const wrong = await enable('000000', account.cookie);
    expect(wrong.status).toBe(400);
    expect(wrong.body.fieldErrors).toEqual({ code: [twoFactorMessages.codeWrong] });
    const done = await enable(codeAt(res.body.secret, T), account.cookie);
    expect(done.status).toBe(201);
    expect(done.body.recoveryCodes).toHaveLength(10);
    expect(new Set(done.body.recoveryCodes).size).toBe(10);
    const stored = await getDb()
      .selectFrom('recoveryCodes')
      .select('codeHash')
      .where('userId', '=', account.user.id)
      .execute();
    expect(stored).toHaveLength(10);
    for (const code of done.body.recoveryCodes) expect(JSON.stringify(stored)).not.toContain(code.replaceAll('-', ''));
    expect((await status(account.cookie)).body).toEqual({ enabled: true, recoveryCodesLeft: 10, required: false });
    expect(await trail(account.user.id, 'account.two_factor_enabled')).toHaveLength(1);
    // Once it is on, starting again needs the factor now held: the password alone is refused, nothing pending.
    const again = await start(account.cookie);
    expect(again.status).toBe(400);
    expect(again.body.fieldErrors).toEqual({ confirmation: [proofMessages.factorRequired] });
    const after = await getDb()
      .selectFrom('users')
      .selectAll()
      .where('id', '=', account.user.id)
      .executeTakeFirstOrThrow();
    expect(after.twoFactorPendingSecret).toBeNull();
    expect(after.twoFactorEnabledAt).not.toBeNull();
  });

  it('409 before a setup has started; 400 for a code that is not six digits or a recovery code', async () => {
    const account = await signedIn('member');
    expect((await enable('123456', account.cookie)).status).toBe(409);
    // The password comes with the first code: without it, or with a wrong one, 400 on that field.
    const bare = await enable('123456', account.cookie, {});
    expect(bare.status).toBe(400);
    expect(bare.body.fieldErrors).toEqual({ password: [proofMessages.passwordRequired] });
    const wrongPassword = await enable('123456', account.cookie, { password: 'not-the-password' });
    expect(wrongPassword.status).toBe(400);
    expect(Object.keys(wrongPassword.body.fieldErrors)).toEqual(['password']);
    const bad = await enable('12ab', account.cookie);
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual({ code: [twoFactorMessages.code] });
  });
});

describe('signing in with two-factor sign-in on', () => {
  it('the password alone gives no session; the code after it does (and is in the audit trail)', async () => {
    const account = await enrolled();
    clockAt(30);
    const first = await password(account);
    expect(first.status).toBe(202);
    expect(first.body).toEqual({ twoFactorRequired: true, challenge: expect.stringMatching(/^[\w-]{43}$/) });
    expect(first.headers.getSetCookie()).toEqual([]);
    const done = await second(first.body.challenge, codeAt(account.secret, at(30)));
    expect(done.status).toBe(200);
    expect(done.body.email).toBe(account.email);
    expect(await signedInWith(cookiesFrom(done.response))).toBe(true);
    const rows = await trail(account.user.id, 'auth.sign_in');
    expect(rows.map((row) => row.details)).toContainEqual({ role: 'member', secondFactor: 'totp' });
  });

  it('a code is accepted once, within one 30-second step either side, and not two steps away', async () => {
    const account = await enrolled();
    clockAt(120);
    const code = codeAt(account.secret, at(120));
    expect((await second((await password(account)).body.challenge, code)).status).toBe(200);
    const replay = await second((await password(account)).body.challenge, code);
    expect(replay.status).toBe(401);
    expect(replay.body.message).toBe(twoFactorMessages.codeWrong);
    // One step ahead (a fast phone) is accepted; two steps ahead is not.
    expect((await second((await password(account)).body.challenge, codeAt(account.secret, at(180)))).status).toBe(401);
    expect((await second((await password(account)).body.challenge, codeAt(account.secret, at(150)))).status).toBe(200);
    clockAt(210);
    // One step behind (a slow phone) is accepted too.
    expect((await second((await password(account)).body.challenge, codeAt(account.secret, at(180)))).status).toBe(200);
    expect(await trail(account.user.id, 'auth.two_factor_failed', 'failure')).toHaveLength(2);
  });

  it('each recovery code signs in once; using one is recorded', async () => {
    const account = await enrolled();
    const [code] = account.recoveryCodes;
    expect((await second((await password(account)).body.challenge, code!.toUpperCase())).status).toBe(200);
    expect((await second((await password(account)).body.challenge, code!)).status).toBe(401);
    expect((await status(account.cookie)).body.recoveryCodesLeft).toBe(9);
    expect(await trail(account.user.id, 'account.recovery_code_used')).toHaveLength(1);
  });

  it('the same recovery code sent five times at once signs in exactly once', async () => {
    const account = await enrolled();
    const challenges = await Promise.all(
      Array.from({ length: 5 }, async () => (await password(account)).body.challenge),
    );
    const answers = await Promise.all(challenges.map((c) => second(c, account.recoveryCodes[1]!)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401, 401, 401, 401]);
  });

  it('a pending sign-in lasts five minutes and five codes', async () => {
    const account = await enrolled();
    clockAt(30);
    const { challenge } = (await password(account)).body;
    clockAt(30 + 5 * 60 + 1);
    const late = await second(challenge, codeAt(account.secret, at(30 + 5 * 60 + 1)));
    expect(late.status).toBe(401);
    expect(late.body.message).toBe(twoFactorMessages.challengeExpired);

    clockAt(600);
    const next = (await password(account)).body.challenge;
    for (let i = 0; i < 5; i++) expect((await second(next, '000000')).status).toBe(401);
    const right = await second(next, codeAt(account.secret, at(600)));
    expect(right.body.message).toBe(twoFactorMessages.challengeExpired);
  });
});

describe('turning two-factor sign-in off', () => {
  it('needs the password and a code; then sign-in asks for the password only', async () => {
    const account = await enrolled();
    clockAt(60);
    const code = codeAt(account.secret, at(60));
    expect((await disable({ password: 'not-the-password', code }, account.cookie)).status).toBe(400);
    expect((await disable({ password: account.password, code: '000000' }, account.cookie)).status).toBe(400);
    expect((await disable({ password: account.password }, account.cookie)).status).toBe(400);
    expect((await disable({ password: account.password, code }, account.cookie)).status).toBe(204);
    expect((await password(account)).status).toBe(200);
    expect(await trail(account.user.id, 'account.two_factor_disabled')).toHaveLength(1);
    // The wrong password and the wrong code each left a failed event.
    const failed = await trail(account.user.id, 'account.two_factor_disabled', 'failure');
    expect(failed.map((row) => row.details.reason).sort()).toEqual(['wrong_code', 'wrong_password']);
    const codes = await getDb()
      .selectFrom('recoveryCodes')
      .select('id')
      .where('userId', '=', account.user.id)
      .execute();
    expect(codes).toEqual([]);
  });
});

describe('administrators must have it on (REQUIRE_ADMIN_2FA)', () => {
  it('without it the administrators API answers 403 sending them to /account; with it, 200', async () => {
    const without = await signedIn('admin', { twoFactor: false });
    const refused = await call(adminUsers, '/api/admin/users', { cookie: without.cookie });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ code: 'two_factor_required', message: twoFactorMessages.adminRequired });
    const withIt = await signedIn('admin');
    expect((await call(adminUsers, '/api/admin/users', { cookie: withIt.cookie })).status).toBe(200);
  });

  it('REQUIRE_ADMIN_2FA=off lets an administrator without it in', async () => {
    const without = await makeUser({ role: 'admin', twoFactor: false });
    process.env.REQUIRE_ADMIN_2FA = 'off';
    try {
      const cookie = cookiesFrom((await password(without)).response);
      expect((await call(adminUsers, '/api/admin/users', { cookie })).status).toBe(200);
    } finally {
      delete process.env.REQUIRE_ADMIN_2FA;
    }
  });
});
