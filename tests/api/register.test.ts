import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { getDb } from '../../netlify/lib/db.ts';
import { REGISTRATIONS_PER_IP } from '../../netlify/lib/auth/limits.ts';
import { verifyPassword } from '../../netlify/lib/auth/password.ts';
import { call } from '../helpers/api.ts';
import { cookiesFrom, makeUser, uniqueEmail } from '../helpers/accounts.ts';
import { uniqueIp } from '../helpers/ips.ts';
import register from '../../netlify/functions/register.mts';
import authUser from '../../netlify/functions/auth-user.mts';

const valid = () => ({
  email: uniqueEmail('new'),
  password: 'a-long-password',
  firstName: 'Grace',
  lastName: 'Hopper',
});
const attempt = (body: unknown, ip = uniqueIp()) => call(register, '/api/register', { body, ip });

describe('POST /api/register', () => {
  it('creates a member, signs them in and never returns the hash', async () => {
    const input = valid();
    const res = await attempt({ ...input, email: `  ${input.email.toUpperCase()} ` });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      email: input.email,
      firstName: 'Grace',
      lastName: 'Hopper',
      role: 'member',
      isVerified: false,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|password/i);
    const row = await getDb().selectFrom('users').selectAll().where('id', '=', res.body.id).executeTakeFirstOrThrow();
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(row.passwordHash, input.password)).toBe(true);
    const me = await call(authUser, '/api/auth/user', { cookie: cookiesFrom(res.response) });
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(res.body.id);
  });

  it('409 when the e-mail is registered in any letter case, creating nothing', async () => {
    const existing = await makeUser();
    const res = await attempt({ ...valid(), email: existing.email.toUpperCase() });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      code: 'conflict',
      message: 'An account with this email already exists',
      fieldErrors: { email: ['An account with this email already exists'] },
    });
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it.each([
    ['email', { email: 'nope' }, 'Please enter a valid email address'],
    ['email', { email: undefined }, 'Please enter a valid email address'],
    ['password', { password: undefined }, 'Password is required'],
    ['password', { password: '' }, 'Password is required'],
    ['password', { password: 'short12' }, 'Password must be at least 8 characters'],
    ['password', { password: 'x'.repeat(129) }, 'Password must be at most 128 characters'],
    ['firstName', { firstName: '   ' }, 'First name is required'],
    ['firstName', { firstName: undefined }, 'First name is required'],
    ['lastName', { lastName: '' }, 'Last name is required'],
    ['lastName', { lastName: 'x'.repeat(101) }, 'Names must be at most 100 characters'],
    ['firstName', { firstName: 'Grace\u0000' }, 'First name must not contain U+0000, a control character'],
    ['lastName', { lastName: 'Hop\nper' }, 'Last name must not contain U+000A, a control character'],
    ['role', { role: 'admin' }, 'Unknown field'],
  ])('400 for a bad %s (%j)', async (field, change, message) => {
    const body = { ...valid(), ...change };
    const res = await attempt(body);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors[field]).toEqual([message]);
    const count = await getDb()
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where(sql<string>`lower(email)`, '=', String(body.email ?? '').toLowerCase())
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('accepts a strong password of exactly 128 characters', async () => {
    const password = `${'Orchard-kettle-41-lamp'.repeat(5)}${'x'.repeat(18)}`;
    expect(password).toHaveLength(128);
    expect((await attempt({ ...valid(), password })).status).toBe(201);
  });

  it.each([
    ['12345678', /too easy to guess/],
    ['password', /too easy to guess/],
    ['qwertyuiop', /too easy to guess/],
  ])('refuses the common or weak password %s, saying why, and creates no user', async (password, why) => {
    const input = { ...valid(), password };
    const res = await attempt(input);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.password[0]).toMatch(why);
    expect(
      await getDb().selectFrom('users').select('id').where('email', '=', input.email).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('refuses a password containing the name or the e-mail address', async () => {
    const named = await attempt({ ...valid(), firstName: 'Gwendolyn', password: 'gwendolyn-rides-47-bikes' });
    expect(named.status).toBe(400);
    expect(named.body.fieldErrors.password).toEqual(['Your password must not contain your name or e-mail address.']);
    const input = valid();
    const mailed = await attempt({ ...input, password: `${input.email.split('@')[0]}-x` });
    expect(mailed.body.fieldErrors.password).toEqual(['Your password must not contain your name or e-mail address.']);
  });

  it('413 for an oversized body', async () => {
    const res = await attempt({ ...valid(), lastName: 'x'.repeat(20_000) });
    expect(res.status).toBe(413);
  });

  it('50 concurrent registrations of one e-mail make exactly one user', async () => {
    const input = valid();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        attempt({ ...input, email: i % 2 ? input.email.toUpperCase() : input.email }),
      ),
    );
    const statuses = results.map((res) => res.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const rows = await getDb()
      .selectFrom('users')
      .select('id')
      .where(sql<string>`lower(email)`, '=', input.email)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it(`limits registrations per IP (${REGISTRATIONS_PER_IP.limit} per hour)`, async () => {
    const ip = uniqueIp();
    for (let i = 0; i < REGISTRATIONS_PER_IP.limit; i++) {
      expect((await attempt(valid(), ip)).status).toBe(201);
    }
    const blocked = await attempt(valid(), ip);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(blocked.body.message).toMatch(/too many/i);
  });
});
