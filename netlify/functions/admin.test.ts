import { describe, expect, it } from 'vitest';
import { getDb } from '../lib/db.ts';
import { call } from '../../tests/helpers/api.ts';
import { cookiesFrom, signInAs, signedIn, uniqueEmail, uniqueIp } from '../../tests/helpers/accounts.ts';
import adminUsers from './admin-users.mts';
import adminUser from './admin-user.mts';
import adminUserPassword from './admin-user-password.mts';
import login from './login.mts';
import user from './user.mts';

const list = (cookie?: string) => call(adminUsers, '/api/admin/users', { cookie });
const create = (body: unknown, cookie?: string) => call(adminUsers, '/api/admin/users', { body, cookie });
const resetPassword = (userId: string, body: unknown, cookie?: string) =>
  call(adminUserPassword, `/api/admin/users/${userId}/password`, { method: 'PUT', body, cookie, params: { userId } });
const remove = (userId: string, cookie?: string) =>
  call(adminUser, `/api/admin/users/${userId}`, { method: 'DELETE', cookie, params: { userId } });
const newUser = () => ({
  email: uniqueEmail('added'),
  password: 'initial-password',
  firstName: 'Nia',
  lastName: 'Added',
});
const isSignedIn = async (cookie: string) => (await call(user, '/api/user', { cookie })).status === 200;

describe('roles on the user-management API', () => {
  it.each([
    ['GET list', (cookie?: string) => list(cookie)],
    ['POST create', (cookie?: string) => create(newUser(), cookie)],
    ['PUT password', (cookie?: string) => resetPassword(crypto.randomUUID(), { password: 'another-password' }, cookie)],
    ['DELETE', (cookie?: string) => remove(crypto.randomUUID(), cookie)],
  ])('%s: 401 anonymous, 403 member', async (_name, action) => {
    const anonymous = await action();
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: 'Unauthorized' });
    const member = await signedIn('member');
    const forbidden = await action(member.cookie);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ message: 'Forbidden' });
  });
});

describe('GET /api/admin/users', () => {
  it('lists users newest first, with the spec fields and never a hash', async () => {
    const admin = await signedIn('admin');
    const member = await signedIn('member');
    const res = await list(admin.cookie);
    expect(res.status).toBe(200);
    const ids = res.body.map((u: { id: string }) => u.id);
    expect(ids.indexOf(member.user.id)).toBeLessThan(ids.indexOf(admin.user.id));
    const entry = res.body.find((u: { id: string }) => u.id === member.user.id);
    expect(Object.keys(entry).sort()).toEqual(
      ['createdAt', 'email', 'firstName', 'id', 'isVerified', 'lastName', 'role', 'updatedAt'].sort(),
    );
    expect(entry.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|passwordHash/);
  });
});

describe('POST /api/admin/users', () => {
  it('creates a member by default, who can then sign in', async () => {
    const admin = await signedIn('admin');
    const input = newUser();
    const res = await create(input, admin.cookie);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: input.email, firstName: 'Nia', role: 'member', isVerified: false });
    expect(await isSignedIn(await signInAs(input))).toBe(true);
  });

  it("creates an administrator when 'admin' is asked for", async () => {
    const admin = await signedIn('admin');
    const res = await create({ ...newUser(), role: 'admin' }, admin.cookie);
    expect(res.body.role).toBe('admin');
  });

  it('409 for an e-mail already registered (any case)', async () => {
    const admin = await signedIn('admin');
    const res = await create({ ...newUser(), email: admin.email.toUpperCase() }, admin.cookie);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('An account with this email already exists');
  });

  it.each([
    ['email', { email: '' }, 'Please enter a valid email address'],
    ['password', { password: '' }, 'Password is required'],
    ['password', { password: 'seven77' }, 'Password must be at least 8 characters'],
    ['firstName', { firstName: '' }, 'First name is required'],
    ['lastName', { lastName: undefined }, 'Last name is required'],
    ['role', { role: 'owner' }, "Role must be 'member' or 'admin'"],
  ])('400 for a bad %s', async (field, change, message) => {
    const admin = await signedIn('admin');
    const res = await create({ ...newUser(), ...change }, admin.cookie);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors[field]).toEqual([message]);
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

  it('an administrator resetting their own password keeps the session they are using', async () => {
    const admin = await signedIn('admin');
    const elsewhere = await signInAs(admin);
    expect((await resetPassword(admin.user.id, { password: 'my-new-password' }, admin.cookie)).status).toBe(200);
    expect(await isSignedIn(admin.cookie)).toBe(true);
    expect(await isSignedIn(elsewhere)).toBe(false);
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
      expect(res.body).toEqual({ message: 'User not found' });
    }
  });
});

describe('DELETE /api/admin/users/{userId}', () => {
  it('deletes the user, their sessions and launches', async () => {
    const admin = await signedIn('admin');
    const member = await signedIn('member');
    await getDb()
      .insertInto('applicationAccess')
      .values({ userId: member.user.id, applicationName: 'contractiq' })
      .execute();
    const res = await remove(member.user.id, admin.cookie);
    expect(res.status).toBe(204);
    expect(await isSignedIn(member.cookie)).toBe(false);
    const left = await Promise.all([
      getDb().selectFrom('users').select('id').where('id', '=', member.user.id).execute(),
      getDb().selectFrom('sessions').select('sid').where('userId', '=', member.user.id).execute(),
      getDb().selectFrom('applicationAccess').select('id').where('userId', '=', member.user.id).execute(),
    ]);
    expect(left).toEqual([[], [], []]);
    expect((await remove(member.user.id, admin.cookie)).status).toBe(404);
  });

  it('409: an administrator cannot delete their own account', async () => {
    const admin = await signedIn('admin');
    const res = await remove(admin.user.id, admin.cookie);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'You cannot delete your own account' });
    expect(await isSignedIn(admin.cookie)).toBe(true);
  });

  it('two administrators deleting each other at once: exactly one succeeds', async () => {
    const a = await signedIn('admin');
    const b = await signedIn('admin');
    const [ab, ba] = await Promise.all([remove(b.user.id, a.cookie), remove(a.user.id, b.cookie)]);
    const [winner, loser] = [ab.status, ba.status].sort();
    expect(winner).toBe(204);
    // The loser was deleted: refused at the lock (403) or, if the winner finished first, at sign-in (401).
    expect([401, 403]).toContain(loser);
    const left = await getDb().selectFrom('users').select('role').where('id', 'in', [a.user.id, b.user.id]).execute();
    expect(left).toEqual([{ role: 'admin' }]);
  });

  it('404 for an unknown or malformed id', async () => {
    const admin = await signedIn('admin');
    expect((await remove(crypto.randomUUID(), admin.cookie)).status).toBe(404);
    expect((await remove('1 or 1=1', admin.cookie)).status).toBe(404);
  });
});
