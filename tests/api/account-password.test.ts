import { describe, expect, it } from 'vitest';
import { PASSWORD_CHECKS_PER_SESSION } from '../../netlify/lib/auth/limits.ts';
import { verifyPassword } from '../../netlify/lib/auth/password.ts';
import { getDb } from '../../netlify/lib/db.ts';
import { accountMessages } from '../../src/schemas/account.ts';
import { call } from '../helpers/api.ts';
import { signInAs, signedIn } from '../helpers/accounts.ts';
import { uniqueIp } from '../helpers/ips.ts';
import { linkIn } from '../helpers/mailbox.ts';
import { useMailbox } from '../helpers/use-mailbox.ts';
import forgot from '../../netlify/functions/password-forgot.mts';
import reset from '../../netlify/functions/password-reset.mts';
import password from '../../netlify/functions/account-password.mts';
import authUser from '../../netlify/functions/auth-user.mts';

const mailbox = useMailbox();
const PATH = '/api/account/password';
const change = (body: unknown, cookie?: string) => call(password, PATH, { method: 'PUT', body, cookie });
const signedInStill = async (cookie: string) => (await call(authUser, '/api/auth/user', { cookie })).body !== null;
const storedHash = async (id: string) =>
  (await getDb().selectFrom('users').select('passwordHash').where('id', '=', id).executeTakeFirstOrThrow())
    .passwordHash;

describe('PUT /api/account/password', () => {
  it('401 signed out', async () => {
    const res = await change({ currentPassword: 'a', newPassword: 'a-new-password' });
    expect(res.status).toBe(401);
  });

  it.each(['member', 'admin'] as const)(
    'a %s changes it with the current one: other sessions end, this one stays',
    async (role) => {
      const me = await signedIn(role);
      const elsewhere = await signInAs(me);
      const res = await change({ currentPassword: me.password, newPassword: 'a-new-password' }, me.cookie);
      expect(res.status).toBe(204);
      expect(await verifyPassword(await storedHash(me.user.id), 'a-new-password')).toBe(true);
      expect(await signedInStill(me.cookie)).toBe(true);
      expect(await signedInStill(elsewhere)).toBe(false);
    },
  );

  it('a wrong current password: 400 on that field, nothing changes', async () => {
    const me = await signedIn();
    const before = await storedHash(me.user.id);
    const res = await change({ currentPassword: 'not-it', newPassword: 'a-new-password' }, me.cookie);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'validation_failed',
      message: accountMessages.currentPasswordWrong,
      fieldErrors: { currentPassword: [accountMessages.currentPasswordWrong] },
    });
    expect(await storedHash(me.user.id)).toBe(before);
  });

  it('a weak or personal new password: 400 on that field saying why, nothing changes', async () => {
    const me = await signedIn();
    const before = await storedHash(me.user.id);
    const weak = await change({ currentPassword: me.password, newPassword: 'password1' }, me.cookie);
    expect(weak.status).toBe(400);
    expect(weak.body.fieldErrors.newPassword[0]).toMatch(/too easy to guess/);
    const personal = await change({ currentPassword: me.password, newPassword: `${me.email}-2026` }, me.cookie);
    expect(personal.body.fieldErrors.newPassword).toEqual([
      'Your password must not contain your name or e-mail address.',
    ]);
    expect(await storedHash(me.user.id)).toBe(before);
  });

  it('guesses at the current password count per session: then 429 there even for the right one', async () => {
    const me = await signedIn();
    await Promise.all(
      Array.from({ length: PASSWORD_CHECKS_PER_SESSION.limit }, () =>
        change({ currentPassword: 'guess', newPassword: 'a-new-password' }, me.cookie),
      ),
    );
    const res = await change({ currentPassword: me.password, newPassword: 'a-new-password' }, me.cookie);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBeTruthy();
  });

  it.each([
    ['currentPassword', { currentPassword: '' }, accountMessages.currentPasswordRequired],
    ['newPassword', { newPassword: 'short' }, 'Password must be at least 8 characters'],
    ['newPassword', { newPassword: undefined }, 'Password is required'],
    ['newPassword', { newPassword: 'same-as-before' }, accountMessages.samePassword],
    ['password', { password: 'x' }, 'Unknown field'],
  ])('400 for a bad %s', async (field, body, message) => {
    const me = await signedIn();
    const res = await change({ currentPassword: 'same-as-before', newPassword: 'a-new-password', ...body }, me.cookie);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors[field]).toEqual([message]);
  });

  it('makes an unused reset link worthless', async () => {
    const me = await signedIn();
    await call(forgot, '/api/password/forgot', { body: { email: me.email }, ip: uniqueIp() });
    const token = linkIn(await mailbox().waitFor(me.email), '/reset-password').searchParams.get('token');
    expect((await change({ currentPassword: me.password, newPassword: 'a-new-password' }, me.cookie)).status).toBe(204);
    const late = await call(reset, '/api/password/reset', {
      body: { token, password: 'an-attackers-password' },
      ip: uniqueIp(),
    });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(accountMessages.resetTokenUsed);
  });

  it('refuses other methods, a form post and a cross-site request', async () => {
    const me = await signedIn();
    expect((await call(password, PATH, { cookie: me.cookie })).status).toBe(405);
    const form = await call(password, PATH, {
      method: 'PUT',
      rawBody: 'currentPassword=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      cookie: me.cookie,
    });
    expect(form.status).toBe(415);
    const cross = await call(password, PATH, {
      method: 'PUT',
      body: { currentPassword: me.password, newPassword: 'a-new-password' },
      headers: { origin: 'https://evil.example' },
      cookie: me.cookie,
    });
    expect(cross.status).toBe(403);
    expect(await verifyPassword(await storedHash(me.user.id), me.password)).toBe(true);
  });
});
