import { afterEach, describe, expect, it } from 'vitest';
import { createDb } from '../../db/client.ts';
import { ACCOUNT_REQUESTS_PER_SESSION } from '../../netlify/lib/account/limits.ts';
import { PASSWORD_CHECKS_PER_SESSION } from '../../netlify/lib/auth/limits.ts';
import { getDb, setDb } from '../../netlify/lib/db.ts';
import { accountMessages } from '../../src/schemas/account.ts';
import { createTestDatabase } from '../setup/test-database.ts';
import { call } from '../helpers/api.ts';
import { CLEARED_COOKIES, signInAs, signedIn } from '../helpers/accounts.ts';
import account from '../../netlify/functions/account.mts';
import authUser from '../../netlify/functions/auth-user.mts';

const PATH = '/api/account';
const get = (cookie?: string) => call(account, PATH, { cookie });
const patch = (body: unknown, cookie?: string) => call(account, PATH, { method: 'PATCH', body, cookie });
const remove = (body: unknown, cookie?: string) => call(account, PATH, { method: 'DELETE', body, cookie });
const signedInStill = async (cookie: string) => (await call(authUser, '/api/auth/user', { cookie })).body !== null;

describe('/api/account: who may call it', () => {
  it.each([
    ['GET', (cookie?: string) => get(cookie)],
    ['PATCH', (cookie?: string) => patch({ firstName: 'A', lastName: 'B' }, cookie)],
    ['DELETE', (cookie?: string) => remove({ password: 'x' }, cookie)],
  ])('%s: 401 signed out', async (_method, action) => {
    const res = await action();
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 'unauthenticated', message: 'Unauthorized' });
  });

  it.each(['member', 'admin'] as const)('a %s sees their own account, never a hash', async (role) => {
    const me = await signedIn(role, { firstName: 'Kim' });
    const res = await get(me.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toEqual({
      id: me.user.id,
      email: me.email,
      firstName: 'Kim',
      lastName: 'User',
      profileImageUrl: null,
      isVerified: false,
      role,
      createdAt: new Date(me.user.createdAt).toISOString(),
      lastLoginAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|passwordHash/);
  });

  it(`allows ${ACCOUNT_REQUESTS_PER_SESSION.limit} requests in 15 minutes per session, then 429`, async () => {
    const me = await signedIn();
    const answers = await Promise.all(
      Array.from({ length: ACCOUNT_REQUESTS_PER_SESSION.limit + 1 }, () => get(me.cookie)),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(ACCOUNT_REQUESTS_PER_SESSION.limit);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(1);
  });
});

describe('PATCH /api/account', () => {
  it('changes the names, trimmed, and returns the profile', async () => {
    const me = await signedIn();
    const res = await patch({ firstName: '  Ada ', lastName: 'Lovelace' }, me.cookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', email: me.email });
    expect((await call(authUser, '/api/auth/user', { cookie: me.cookie })).body.firstName).toBe('Ada');
  });

  it.each([
    ['firstName', { firstName: '' }, 'First name is required'],
    ['lastName', { lastName: undefined }, 'Last name is required'],
    ['firstName', { firstName: 'x'.repeat(101) }, 'Names must be at most 100 characters'],
    ['email', { email: 'new@example.test' }, 'Unknown field'],
    ['role', { role: 'admin' }, 'Unknown field'],
  ])('400 for a bad %s, changing nothing', async (field, change, message) => {
    const me = await signedIn('member', { firstName: 'Kept' });
    const res = await patch({ firstName: 'New', lastName: 'Name', ...change }, me.cookie);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors[field]).toEqual([message]);
    const row = await getDb().selectFrom('users').selectAll().where('id', '=', me.user.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ firstName: 'Kept', role: 'member', email: me.email });
  });

  it('refuses a form post (415) and a cross-site request (403)', async () => {
    const me = await signedIn();
    const form = await call(account, PATH, {
      method: 'PATCH',
      rawBody: 'firstName=A',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      cookie: me.cookie,
    });
    expect(form.status).toBe(415);
    const cross = await call(account, PATH, {
      method: 'PATCH',
      body: { firstName: 'A', lastName: 'B' },
      headers: { 'sec-fetch-site': 'cross-site' },
      cookie: me.cookie,
    });
    expect(cross.status).toBe(403);
  });
});

describe('DELETE /api/account', () => {
  it('deletes the account after the password confirms it: sessions end, cookies cleared', async () => {
    const me = await signedIn();
    const elsewhere = await signInAs(me);
    const res = await remove({ password: me.password }, me.cookie);
    expect(res.status).toBe(204);
    expect(res.headers.getSetCookie()).toEqual(CLEARED_COOKIES);
    expect(await getDb().selectFrom('users').select('id').where('id', '=', me.user.id).execute()).toEqual([]);
    expect(await getDb().selectFrom('sessions').select('sid').where('userId', '=', me.user.id).execute()).toEqual([]);
    expect(await signedInStill(elsewhere)).toBe(false);
  });

  it('a wrong password: 400 on the password field, nothing deleted; guesses count per session', async () => {
    const me = await signedIn();
    const wrong = await remove({ password: 'not-my-password' }, me.cookie);
    expect(wrong.status).toBe(400);
    expect(wrong.body.fieldErrors).toEqual({ password: [accountMessages.passwordWrong] });
    expect(await signedInStill(me.cookie)).toBe(true);
    const guesses = await Promise.all(
      Array.from({ length: PASSWORD_CHECKS_PER_SESSION.limit }, () => remove({ password: 'guess' }, me.cookie)),
    );
    expect(guesses.filter((g) => g.status === 429).length).toBeGreaterThanOrEqual(1);
    expect((await remove({ password: me.password }, me.cookie)).status).toBe(429);
  });

  it('400 without a password, or with unknown fields', async () => {
    const me = await signedIn();
    expect((await remove({}, me.cookie)).body.fieldErrors).toEqual({ password: ['Password is required'] });
    expect((await remove({ password: me.password, force: true }, me.cookie)).body.fieldErrors).toEqual({
      force: ['Unknown field'],
    });
  });

  describe('in a database where they are the only administrators', () => {
    afterEach(() => setDb(undefined));

    it('the last administrator cannot delete themselves (409); two racing to leave: one stays', async () => {
      const database = await createTestDatabase('account_admins');
      const db = createDb({ DATABASE_URL: database.url });
      setDb(db);
      try {
        const first = await signedIn('admin');
        const second = await signedIn('admin');
        const answers = await Promise.all([
          remove({ password: first.password }, first.cookie),
          remove({ password: second.password }, second.cookie),
        ]);
        expect(answers.map((a) => a.status).sort()).toEqual([204, 409]);
        const refused = answers.find((a) => a.status === 409)!;
        expect(refused.body.message).toBe(accountMessages.lastAdministrator);
        const admins = await db.selectFrom('users').select('id').where('role', '=', 'admin').execute();
        expect(admins).toHaveLength(1);
      } finally {
        await db.destroy();
        await database.drop();
      }
    });
  });
});
