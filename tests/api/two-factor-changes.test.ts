// Changes to two-factor sign-in that a thief holding only a session cookie cannot make: turning it on
// needs the password; new recovery codes and turning it off need the password and a code; an
// administrator can turn off another user's. Each change is mailed to the member (plain text and HTML)
// and kept in the audit trail.
import { afterEach, describe, expect, it } from 'vitest';
import { setClock } from '../../netlify/lib/clock.ts';
import { getDb } from '../../netlify/lib/db.ts';
import { codeAt } from '../../netlify/lib/two-factor/totp.ts';
import { accountMessages } from '../../src/schemas/account.ts';
import { UNKNOWN_FIELD } from '../../src/schemas/field-errors.ts';
import { proofMessages } from '../../src/schemas/proof.ts';
import { twoFactorMessages } from '../../src/schemas/two-factor.ts';
import { call } from '../helpers/api.ts';
import { TEST_PASSWORD, signInAs, signedIn, type TestUser } from '../helpers/accounts.ts';
import { uniqueIp } from '../helpers/ips.ts';
import type { ReceivedMail } from '../helpers/mailbox.ts';
import { useMailbox } from '../helpers/use-mailbox.ts';
import login from '../../netlify/functions/login.mts';
import loginTwoFactor from '../../netlify/functions/login-two-factor.mts';
import twoFactor from '../../netlify/functions/account-two-factor.mts';
import setup from '../../netlify/functions/account-two-factor-setup.mts';
import recoveryCodes from '../../netlify/functions/account-two-factor-recovery-codes.mts';
import adminUserTwoFactor from '../../netlify/functions/admin-user-two-factor.mts';
import authUser from '../../netlify/functions/auth-user.mts';

const mailbox = useMailbox();
const T = new Date('2026-11-25T12:00:00.000Z');
const at = (seconds: number) => new Date(T.getTime() + seconds * 1000);
const clockAt = (seconds: number) => setClock(() => at(seconds));
afterEach(() => setClock(undefined));

const start = (cookie: string | undefined, body: unknown) =>
  call(setup, '/api/account/two-factor/setup', { method: 'POST', body, cookie });
/** Turns it on with the app's first code; an account with no second factor proves it with its password. */
const enable = (code: string, cookie?: string, proof: Record<string, unknown> = { password: TEST_PASSWORD }) =>
  call(twoFactor, '/api/account/two-factor', { body: { code, ...proof }, cookie });
const disable = (body: unknown, cookie?: string) =>
  call(twoFactor, '/api/account/two-factor', { method: 'DELETE', body, cookie });
const renew = (body: unknown, cookie?: string) =>
  call(recoveryCodes, '/api/account/two-factor/recovery-codes', { method: 'POST', body, cookie });
const adminReset = (userId: string, cookie?: string) =>
  call(adminUserTwoFactor, `/api/admin/users/${userId}/two-factor`, {
    method: 'DELETE',
    cookie,
    params: { userId },
  });
const row = (userId: string) =>
  getDb().selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
const trail = (userId: string, action: string) =>
  getDb().selectFrom('auditEvents').selectAll().where('targetId', '=', userId).where('action', '=', action).execute();
const signedInWith = async (cookie: string) => (await call(authUser, '/api/auth/user', { cookie })).body !== null;
const signInWithPassword = (account: Pick<TestUser, 'email' | 'password'>) =>
  call(login, '/api/login', { body: { email: account.email, password: account.password }, ip: uniqueIp() });

/** The one mail to `email` whose subject matches, with both parts saying what changed and what to do. */
async function noticeTo(email: string, subject: RegExp, saying: string): Promise<ReceivedMail> {
  const mail = await mailbox().waitFor(email, subject);
  expect(
    mailbox()
      .to(email)
      .filter((m) => subject.test(m.subject)),
  ).toHaveLength(1);
  expect(mail.text).toContain(saying);
  expect(mail.html).toContain(saying);
  expect(mail.text).toMatch(/If it was not you/);
  expect(mail.text).toMatch(/https?:\/\/\S+\/account/);
  return mail;
}

/** A member who turned two-factor sign-in on at T through the API; their secret and recovery codes. */
async function enrolled() {
  const account = await signedIn('member');
  clockAt(0);
  const started = await start(account.cookie, { password: account.password });
  expect(started.status).toBe(201);
  const done = await enable(codeAt(started.body.secret, T), account.cookie);
  expect(done.status).toBe(201);
  return { ...account, secret: started.body.secret as string, recoveryCodes: done.body.recoveryCodes as string[] };
}

describe('turning two-factor sign-in on needs the password', () => {
  it('a stolen session alone gets no secret: no password, or a wrong one, is a 400 and nothing is pending', async () => {
    const victim = await signedIn('member');
    const missing = await start(victim.cookie, {});
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors).toEqual({ password: [twoFactorMessages.passwordRequired] });
    const wrong = await start(victim.cookie, { password: 'a-guess-at-it' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fieldErrors).toEqual({ password: [accountMessages.passwordWrong] });
    expect(wrong.body).not.toHaveProperty('secret');
    expect((await row(victim.user.id)).twoFactorPendingSecret).toBeNull();
    // With nothing pending, no code can turn it on; nor, without the password, can a pending one.
    expect((await enable('123456', victim.cookie)).status).toBe(409);
    const noProof = await enable('123456', victim.cookie, {});
    expect(noProof.status).toBe(400);
    expect(noProof.body.fieldErrors).toEqual({ password: [proofMessages.passwordRequired] });
    expect((await row(victim.user.id)).twoFactorEnabledAt).toBeNull();
    expect(mailbox().to(victim.email)).toEqual([]);
  });

  it('with the password: on, the member is e-mailed and it is audited', async () => {
    const account = await enrolled();
    expect((await row(account.user.id)).twoFactorEnabledAt).not.toBeNull();
    await noticeTo(
      account.email,
      /Two-factor sign-in is now on/,
      'Two-factor sign-in was turned on for your member account.',
    );
    expect(await trail(account.user.id, 'account.two_factor_enabled')).toHaveLength(1);
  });
});

describe('turning two-factor sign-in off', () => {
  it('needs the password and a current code, e-mails the member and is audited', async () => {
    const account = await enrolled();
    clockAt(60);
    const code = codeAt(account.secret, at(60));
    const noPassword = await disable({ code }, account.cookie);
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.fieldErrors).toEqual({ password: [twoFactorMessages.passwordRequired] });
    expect((await disable({ password: TEST_PASSWORD }, account.cookie)).status).toBe(400);
    expect((await row(account.user.id)).twoFactorEnabledAt).not.toBeNull();
    expect((await disable({ password: TEST_PASSWORD, code }, account.cookie)).status).toBe(204);
    await noticeTo(
      account.email,
      /Two-factor sign-in is now off/,
      'Two-factor sign-in was turned off for your member account.',
    );
    expect(await trail(account.user.id, 'account.two_factor_disabled')).toHaveLength(1);
  });
});

describe('POST /api/account/two-factor/recovery-codes', () => {
  it('401 signed out; 400 while two-factor sign-in is off (no code can verify), and no codes are made', async () => {
    expect((await renew({ password: TEST_PASSWORD, code: '123456' })).status).toBe(401);
    const member = await signedIn('member');
    const off = await renew({ password: TEST_PASSWORD, code: '123456' }, member.cookie);
    expect(off.status).toBe(400);
    expect(off.body.fieldErrors).toEqual({ code: [twoFactorMessages.codeWrong] });
    const codes = await getDb().selectFrom('recoveryCodes').select('id').where('userId', '=', member.user.id).execute();
    expect(codes).toEqual([]);
  });

  it('400 naming the field without the password, with a wrong one, or without a current code; the codes stay', async () => {
    const account = await enrolled();
    clockAt(60);
    const code = codeAt(account.secret, at(60));
    const cases: [unknown, string, string][] = [
      [{ code }, 'password', twoFactorMessages.passwordRequired],
      [{ password: 'not-the-password', code }, 'password', accountMessages.passwordWrong],
      [{ password: TEST_PASSWORD }, 'code', twoFactorMessages.code],
      [{ password: TEST_PASSWORD, code: '000000' }, 'code', twoFactorMessages.codeWrong],
      [{ password: TEST_PASSWORD, code, extra: 1 }, 'extra', UNKNOWN_FIELD],
    ];
    for (const [body, field, message] of cases) {
      const res = await renew(body, account.cookie);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.fieldErrors).toEqual({ [field]: [message] });
    }
    // The old codes still sign in; nothing was mailed.
    const challenge = (await signInWithPassword(account)).body.challenge;
    const old = await call(loginTwoFactor, '/api/login/two-factor', {
      body: { challenge, code: account.recoveryCodes[0] },
      ip: uniqueIp(),
    });
    expect(old.status).toBe(200);
    expect(
      mailbox()
        .to(account.email)
        .filter((m) => /recovery codes/.test(m.subject)),
    ).toEqual([]);
  });

  it('ten new codes shown once; the old ones stop working; the member is e-mailed; it is audited', async () => {
    const account = await enrolled();
    clockAt(60);
    const res = await renew({ password: TEST_PASSWORD, code: codeAt(account.secret, at(60)) }, account.cookie);
    expect(res.status).toBe(201);
    const fresh = res.body.recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh.filter((code) => account.recoveryCodes.includes(code))).toEqual([]);
    expect((await call(twoFactor, '/api/account/two-factor', { cookie: account.cookie })).body).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 10,
    });
    const second = async (code: string) =>
      call(loginTwoFactor, '/api/login/two-factor', {
        body: { challenge: (await signInWithPassword(account)).body.challenge, code },
        ip: uniqueIp(),
      });
    expect((await second(account.recoveryCodes[1]!)).status).toBe(401);
    expect((await second(fresh[0]!)).status).toBe(200);
    await noticeTo(account.email, /New two-factor recovery codes/, 'New two-factor recovery codes were made');
    expect(await trail(account.user.id, 'account.recovery_codes_regenerated')).toHaveLength(1);
  });

  it('a recovery code can stand in for the app code (a member who lost the phone but kept the codes)', async () => {
    const account = await enrolled();
    const res = await renew({ password: TEST_PASSWORD, code: account.recoveryCodes[0] }, account.cookie);
    expect(res.status).toBe(201);
    expect(res.body.recoveryCodes).toHaveLength(10);
  });
});

describe("DELETE /api/admin/users/{userId}/two-factor: an administrator resets a user's two-factor sign-in", () => {
  it('401 anonymous, 403 member, 403 for an administrator without two-factor sign-in; nothing changes', async () => {
    const target = await signedIn('member', { twoFactor: true });
    expect((await adminReset(target.user.id)).status).toBe(401);
    const member = await signedIn('member');
    expect((await adminReset(target.user.id, member.cookie)).status).toBe(403);
    const unenrolled = await signedIn('admin', { twoFactor: false });
    const gate = await adminReset(target.user.id, unenrolled.cookie);
    expect(gate.status).toBe(403);
    expect(gate.body.code).toBe('two_factor_required');
    expect((await row(target.user.id)).twoFactorEnabledAt).not.toBeNull();
  });

  it("turns it off: the user's sessions end, they sign in with the password alone, are e-mailed; audited", async () => {
    const admin = await signedIn('admin');
    const target = await signedIn('member', { twoFactor: true });
    expect(await signedInWith(target.cookie)).toBe(true);
    expect((await signInWithPassword(target)).status).toBe(202);
    const res = await adminReset(target.user.id, admin.cookie);
    expect(res.status).toBe(204);
    // Whoever had the user's second factor (the reason for a reset) keeps no session made with it.
    expect(await signedInWith(target.cookie)).toBe(false);
    expect(await signedInWith(admin.cookie)).toBe(true);
    const after = await row(target.user.id);
    expect(after.twoFactorEnabledAt).toBeNull();
    expect(after.twoFactorSecret).toBeNull();
    const codes = await getDb().selectFrom('recoveryCodes').select('id').where('userId', '=', target.user.id).execute();
    expect(codes).toEqual([]);
    expect((await signInWithPassword(target)).status).toBe(200);
    await noticeTo(
      target.email,
      /An administrator turned off your two-factor sign-in/,
      'An administrator turned off two-factor sign-in',
    );
    const [event] = await trail(target.user.id, 'admin.two_factor_reset');
    expect(event).toMatchObject({
      actorId: admin.user.id,
      actorEmail: admin.email,
      targetEmail: target.email,
      outcome: 'success',
    });
  });

  it("409 for one's own (the administrators' API refuses it: /account) and for a user without it; 404 unknown", async () => {
    const admin = await signedIn('admin');
    const self = await adminReset(admin.user.id, admin.cookie);
    expect(self.status).toBe(409);
    expect(self.body.message).toBe(proofMessages.ownAccount);
    expect((await row(admin.user.id)).twoFactorEnabledAt).not.toBeNull();
    const plain = await signedIn('member');
    const off = await adminReset(plain.user.id, admin.cookie);
    expect(off.status).toBe(409);
    expect(off.body.message).toBe(twoFactorMessages.resetNotOn);
    for (const id of [crypto.randomUUID(), 'not-a-user']) expect((await adminReset(id, admin.cookie)).status).toBe(404);
  });

  it('two administrators at once: one resets it, the other hears it is already off; one e-mail, one audit row', async () => {
    const [first, second] = [await signedIn('admin'), await signedIn('admin')];
    const target = await signedIn('member', { twoFactor: true });
    const answers = await Promise.all([
      adminReset(target.user.id, first.cookie),
      adminReset(target.user.id, second.cookie),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([204, 409]);
    expect(await trail(target.user.id, 'admin.two_factor_reset')).toHaveLength(1);
    await noticeTo(target.email, /An administrator turned off/, 'An administrator turned off two-factor sign-in');
  });

  it('a user whose administrator reset it can turn it on again from their account', async () => {
    const admin = await signedIn('admin');
    const target = await signedIn('member', { twoFactor: true });
    expect((await adminReset(target.user.id, admin.cookie)).status).toBe(204);
    const cookie = await signInAs({ email: target.email, password: target.password });
    expect((await start(cookie, { password: target.password })).status).toBe(201);
  });
});
