import { describe, expect, it } from 'vitest';
import { call } from '../helpers/api.ts';
import { makeUser, signInAs, signedIn, uniqueEmail } from '../helpers/accounts.ts';
import authUser from '../../netlify/functions/auth-user.mts';
import adminUsers from '../../netlify/functions/admin-users.mts';

const list = (cookie?: string, query = '') => call(adminUsers, `/api/admin/users${query}`, { cookie });
const create = (body: unknown, cookie?: string) => call(adminUsers, '/api/admin/users', { body, cookie });
const newUser = () => ({
  email: uniqueEmail('added'),
  password: 'initial-password',
  firstName: 'Nia',
  lastName: 'Added',
});
const isSignedIn = async (cookie: string) => (await call(authUser, '/api/auth/user', { cookie })).body !== null;

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
    expect((await list(admin.cookie, `?search=${encodeURIComponent(input.email)}`)).body.total).toBe(0);
  });
});

describe('GET /api/admin/users', () => {
  it('a page of users newest first, with the spec fields and never a hash', async () => {
    const admin = await signedIn('admin');
    const member = await signedIn('member');
    const res = await list(admin.cookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, pageSize: 25 });
    expect(res.body.total).toBeGreaterThanOrEqual(2);
    const times = res.body.users.map((u: { createdAt: string }) => u.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const found = await list(admin.cookie, `?search=${encodeURIComponent(member.email)}`);
    expect(found.body.total).toBe(1);
    const entry = found.body.users[0];
    expect(entry.id).toBe(member.user.id);
    expect(Object.keys(entry).sort()).toEqual(
      [
        'createdAt',
        'email',
        'firstName',
        'id',
        'isVerified',
        'lastName',
        'passkeyCount',
        'role',
        'twoFactorEnabled',
        'updatedAt',
      ].sort(),
    );
    expect(entry.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(entry.passkeyCount).toBe(0);
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|passwordHash|twoFactorSecret/);
  });

  it('searches by the start of the first name, last name, full name or e-mail, in any case', async () => {
    const admin = await signedIn('admin');
    const tag = crypto.randomUUID().slice(0, 8);
    const first = `Zephyrine${tag}`;
    const created = await create({ ...newUser(), firstName: first, lastName: 'Quillfeather' }, admin.cookie);
    for (const search of [first.toUpperCase(), `${first} quill`, created.body.email.slice(0, 20)]) {
      const res = await list(admin.cookie, `?search=${encodeURIComponent(search)}`);
      expect(res.body.users.map((u: { id: string }) => u.id)).toEqual([created.body.id]);
    }
    // Wildcards are literal: '%' matches only a '%'.
    expect((await list(admin.cookie, `?search=${encodeURIComponent('%')}`)).body.total).toBe(0);
  });

  it('pages through the matches', async () => {
    const admin = await signedIn('admin');
    const tag = `Pager${crypto.randomUUID().slice(0, 8)}`;
    for (let i = 0; i < 27; i++) await makeUser({ firstName: tag });
    const first = await list(admin.cookie, `?search=${tag}`);
    const second = await list(admin.cookie, `?search=${tag}&page=2`);
    expect(first.body).toMatchObject({ total: 27, page: 1 });
    expect(first.body.users).toHaveLength(25);
    expect(second.body.users).toHaveLength(2);
    const ids = new Set([...first.body.users, ...second.body.users].map((u: { id: string }) => u.id));
    expect(ids.size).toBe(27);
  });

  it.each(['page=0', 'page=x', `search=${'y'.repeat(101)}`, 'order=name'])('400 for %s', async (query) => {
    const admin = await signedIn('admin');
    const res = await list(admin.cookie, `?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toBeTruthy();
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

  it('400 for a weak password or one with the name in it, creating no one', async () => {
    const admin = await signedIn('admin');
    const weak = await create({ ...newUser(), password: 'password123' }, admin.cookie);
    expect(weak.status).toBe(400);
    expect(weak.body.fieldErrors.password[0]).toMatch(/too easy to guess/);
    const named = await create({ ...newUser(), password: 'Added-to-the-team-47' }, admin.cookie);
    expect(named.body.fieldErrors.password).toEqual(['Your password must not contain your name or e-mail address.']);
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
    ['firstName', { firstName: 'Nia\u0000' }, 'First name must not contain U+0000, a control character'],
    ['role', { role: 'owner' }, "Role must be 'member' or 'admin'"],
  ])('400 for a bad %s', async (field, change, message) => {
    const admin = await signedIn('admin');
    const res = await create({ ...newUser(), ...change }, admin.cookie);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors[field]).toEqual([message]);
  });
});
