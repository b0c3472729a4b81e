import { describe, expect, it } from 'vitest';
import { call } from '../helpers/api.ts';
import { signInAs, signedIn, uniqueEmail } from '../helpers/accounts.ts';
import user from '../../netlify/functions/user.mts';
import adminUsers from '../../netlify/functions/admin-users.mts';

const list = (cookie?: string) => call(adminUsers, '/api/admin/users', { cookie });
const create = (body: unknown, cookie?: string) => call(adminUsers, '/api/admin/users', { body, cookie });
const newUser = () => ({
  email: uniqueEmail('added'),
  password: 'initial-password',
  firstName: 'Nia',
  lastName: 'Added',
});
const isSignedIn = async (cookie: string) => (await call(user, '/api/user', { cookie })).status === 200;

describe('/api/admin/users: roles', () => {
  it.each([
    ['GET', (cookie?: string) => list(cookie)],
    ['POST', (cookie?: string) => create(newUser(), cookie)],
  ])('%s: 401 anonymous, 403 member', async (_method, action) => {
    const anonymous = await action();
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ code: 'unauthenticated', message: 'Unauthorized' });
    const member = await signedIn('member');
    const forbidden = await action(member.cookie);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ code: 'forbidden', message: 'Forbidden' });
  });

  it('a member cannot create a user: nothing is created', async () => {
    const member = await signedIn('member');
    const input = newUser();
    await create(input, member.cookie);
    const admin = await signedIn('admin');
    expect((await list(admin.cookie)).body.some((u: { email: string }) => u.email === input.email)).toBe(false);
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
    ['firstName', { firstName: 'Nia\u0000' }, 'First name must be one line of text, without control characters'],
    ['role', { role: 'owner' }, "Role must be 'member' or 'admin'"],
  ])('400 for a bad %s', async (field, change, message) => {
    const admin = await signedIn('admin');
    const res = await create({ ...newUser(), ...change }, admin.cookie);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors[field]).toEqual([message]);
  });
});
