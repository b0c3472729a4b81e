import { describe, expect, it } from 'vitest';
import { proofMessages } from '../../src/schemas/proof.ts';
import { call } from '../helpers/api.ts';
import { cookiesFrom, signInAs, signedIn } from '../helpers/accounts.ts';
import { uniqueIp } from '../helpers/ips.ts';
import login from '../../netlify/functions/login.mts';
import authUser from '../../netlify/functions/auth-user.mts';
import adminUserPassword from '../../netlify/functions/admin-user-password.mts';
import forgot from '../../netlify/functions/password-forgot.mts';
import passwordReset from '../../netlify/functions/password-reset.mts';
import { linkIn } from '../helpers/mailbox.ts';
import { useMailbox } from '../helpers/use-mailbox.ts';

const mailbox = useMailbox();

const resetPassword = (userId: string, body: unknown, cookie?: string) =>
  call(adminUserPassword, `/api/admin/users/${userId}/password`, { method: 'PUT', body, cookie, params: { userId } });
const isSignedIn = async (cookie: string) => (await call(authUser, '/api/auth/user', { cookie })).body !== null;

describe('PUT /api/admin/users/{userId}/password: roles', () => {
  it('401 anonymous, 403 member, changing nothing', async () => {
    const target = await signedIn('member');
    const anonymous = await resetPassword(target.user.id, { password: 'another-password' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ code: 'unauthenticated', message: 'Unauthorized' });
    const member = await signedIn('member');
    const forbidden = await resetPassword(target.user.id, { password: 'another-password' }, member.cookie);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ code: 'forbidden', message: 'Forbidden' });
    expect(await isSignedIn(target.cookie)).toBe(true);
  });
});

describe('PUT /api/admin/users/{userId}/password', () => {
  it('sets the password and ends every session of that user', async () => {
    const admin = await signedIn('admin');
    const member = await signedIn('member');
    const otherBrowser = await signInAs(member);
    const res = await resetPassword(member.user.id, { password: 'brand-new-password' }, admin.cookie);
    expect(res.status).toBe(200);
    expect(await isSignedIn(member.cookie)).toBe(false);
    expect(await isSignedIn(otherBrowser)).toBe(false);
    const oldPassword = await call(login, '/api/login', {
      body: { email: member.email, password: member.password },
      ip: uniqueIp(),
    });
    expect(oldPassword.status).toBe(401);
    const newPassword = await call(login, '/api/login', {
      body: { email: member.email, password: 'brand-new-password' },
      ip: uniqueIp(),
    });
    expect(await isSignedIn(cookiesFrom(newPassword.response))).toBe(true);
  });

  it("spends the user's outstanding reset links: a link mailed before the reset cannot undo it", async () => {
    const admin = await signedIn('admin');
    const member = await signedIn('member');
    const asked = await call(forgot, '/api/password/forgot', { body: { email: member.email }, ip: uniqueIp() });
    expect(asked.status).toBe(202);
    const token = linkIn(await mailbox().waitFor(member.email), '/reset-password').searchParams.get('token')!;
    expect((await resetPassword(member.user.id, { password: 'brand-new-password' }, admin.cookie)).status).toBe(200);

    const late = await call(passwordReset, '/api/password/reset', {
      body: { token, password: 'the-thief-chose-this' },
      ip: uniqueIp(),
    });
    expect(late.status).toBe(400);
    const thief = await call(login, '/api/login', {
      body: { email: member.email, password: 'the-thief-chose-this' },
      ip: uniqueIp(),
    });
    expect(thief.status).toBe(401);
    const owner = await call(login, '/api/login', {
      body: { email: member.email, password: 'brand-new-password' },
      ip: uniqueIp(),
    });
    expect(owner.status).toBe(200);
  });

  it("the administrators' API refuses the administrator's own account (409): password and sessions unchanged", async () => {
    const admin = await signedIn('admin');
    const elsewhere = await signInAs(admin);
    const own = await resetPassword(admin.user.id, { password: 'my-new-password' }, admin.cookie);
    expect(own.status).toBe(409);
    expect(own.body.message).toBe(proofMessages.ownAccount);
    expect(await isSignedIn(admin.cookie)).toBe(true);
    expect(await isSignedIn(elsewhere)).toBe(true);
    // The old password still opens the sign-in (to its second step); the new one does not.
    const old = await call(login, '/api/login', {
      body: { email: admin.email, password: admin.password },
      ip: uniqueIp(),
    });
    expect(old.status).toBe(202);
    const mine = await call(login, '/api/login', {
      body: { email: admin.email, password: 'my-new-password' },
      ip: uniqueIp(),
    });
    expect(mine.status).toBe(401);
  });

  it('400 for a weak password, saying why; the password and sessions stay', async () => {
    const admin = await signedIn('admin');
    const member = await signedIn('member');
    const weak = await resetPassword(member.user.id, { password: 'qwerty123' }, admin.cookie);
    expect(weak.status).toBe(400);
    expect(weak.body.fieldErrors.password[0]).toMatch(/too easy to guess/);
    expect(await isSignedIn(member.cookie)).toBe(true);
  });

  it('400 for a short password, 404 for an unknown or malformed id', async () => {
    const admin = await signedIn('admin');
    const member = await signedIn('member');
    const short = await resetPassword(member.user.id, { password: 'short' }, admin.cookie);
    expect(short.status).toBe(400);
    expect(short.body.fieldErrors).toEqual({ password: ['Password must be at least 8 characters'] });
    expect(await isSignedIn(member.cookie)).toBe(true);
    for (const id of [crypto.randomUUID(), 'not-a-uuid']) {
      const res = await resetPassword(id, { password: 'long-enough-1' }, admin.cookie);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 'not_found', message: 'User not found' });
    }
  });
});
