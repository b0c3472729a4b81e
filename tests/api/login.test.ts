import { describe, expect, it } from 'vitest';
import { getDb } from '../../netlify/lib/db.ts';
import { LOGIN_FAILURES_PER_ACCOUNT, LOGIN_FAILURES_PER_IP } from '../../netlify/lib/auth/limits.ts';
import { call } from '../helpers/api.ts';
import { cookiesFrom, makeUser, signInAs, uniqueEmail } from '../helpers/accounts.ts';
import { uniqueIp } from '../helpers/ips.ts';
import login from '../../netlify/functions/login.mts';
import authUser from '../../netlify/functions/auth-user.mts';

const attempt = (body: unknown, ip = uniqueIp(), cookie?: string) => call(login, '/api/login', { body, ip, cookie });

describe('POST /api/login', () => {
  it('signs in: the public user, a sealed HttpOnly session cookie and the hint cookie', async () => {
    const account = await makeUser({ firstName: 'Ada' });
    const res = await attempt({ email: account.email.toUpperCase(), password: account.password });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: account.user.id,
      email: account.email,
      firstName: 'Ada',
      lastName: 'User',
      profileImageUrl: null,
      isVerified: false,
      role: 'member',
    });
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|password/i);
    const [session, hint] = res.headers.getSetCookie();
    expect(session).toMatch(/^wac_session=[^;]{40,};/);
    expect(session).toMatch(/; HttpOnly/i);
    expect(session).toMatch(/; SameSite=Lax/i);
    expect(session).toMatch(/; Path=\//);
    expect(session).toMatch(/; Max-Age=43200/);
    expect(session).not.toContain(account.user.id);
    expect(hint).toBe('wac_auth=1; Max-Age=43200; Path=/; SameSite=Lax');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('uses the __Host- cookie name and Secure over HTTPS', async () => {
    const account = await makeUser();
    const res = await login(
      new Request('https://www.example.test/api/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: account.email, password: account.password }),
      }),
      { ip: uniqueIp(), params: {} } as never,
    );
    expect(res.status).toBe(200);
    const [session, hint] = res.headers.getSetCookie();
    expect(session).toMatch(/^__Host-wac_session=/);
    expect(session).toMatch(/; Secure/i);
    expect(hint).toMatch(/; Secure(;|$)/);
  });

  it('records the previous sign-in time', async () => {
    const account = await makeUser();
    await signInAs(account);
    const first = await getDb()
      .selectFrom('users')
      .selectAll()
      .where('id', '=', account.user.id)
      .executeTakeFirstOrThrow();
    expect(first.lastLoginAt).toBeInstanceOf(Date);
    expect(first.previousLoginAt).toBeNull();
    await signInAs(account);
    const second = await getDb()
      .selectFrom('users')
      .selectAll()
      .where('id', '=', account.user.id)
      .executeTakeFirstOrThrow();
    expect(second.previousLoginAt).toEqual(first.lastLoginAt);
  });

  it('issues a new session id on every sign-in and ends the session the browser had', async () => {
    const account = await makeUser();
    const firstCookie = await signInAs(account);
    const second = await attempt({ email: account.email, password: account.password }, uniqueIp(), firstCookie);
    const secondCookie = cookiesFrom(second.response);
    expect(secondCookie).not.toBe(firstCookie);
    expect((await call(authUser, '/api/auth/user', { cookie: firstCookie })).body).toBeNull();
    expect((await call(authUser, '/api/auth/user', { cookie: secondCookie })).body).not.toBeNull();
    const rows = await getDb().selectFrom('sessions').select('sid').where('userId', '=', account.user.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('answers an unknown e-mail and a wrong password identically', async () => {
    const account = await makeUser();
    const wrong = await attempt({ email: account.email, password: 'not the password' });
    const unknown = await attempt({ email: uniqueEmail('nobody'), password: 'not the password' });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ code: 'invalid_credentials', message: 'Invalid email or password' });
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    expect([...wrong.headers.keys()].sort()).toEqual([...unknown.headers.keys()].sort());
  });

  it.each([
    [{ email: 'not-an-email', password: 'x' }, { email: ['Please enter a valid email address'] }],
    [{ email: '', password: 'x' }, { email: ['Please enter a valid email address'] }],
    [{ password: 'x' }, { email: ['Please enter a valid email address'] }],
    [{ email: 'a@example.test', password: '' }, { password: ['Password is required'] }],
    [{ email: 'a@example.test' }, { password: ['Password is required'] }],
    [{ email: 'a@example.test', password: 'x', admin: true }, { admin: ['Unknown field'] }],
    [{ email: 'a@example.test', password: 'x'.repeat(129) }, { password: ['Password must be at most 128 characters'] }],
  ])('400 with field messages for %j', async (body, fieldErrors) => {
    const res = await attempt(body);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual(fieldErrors);
    expect(res.body.message).toBe(Object.values(fieldErrors)[0]![0]);
  });

  it('415 for a form post, 400 for malformed JSON', async () => {
    const form = await call(login, '/api/login', {
      rawBody: 'email=a&password=b',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    const malformed = await call(login, '/api/login', {
      rawBody: '{',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
  });

  it('403 for a cross-site request', async () => {
    const res = await call(login, '/api/login', {
      body: { email: 'a@example.test', password: 'x' },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.status).toBe(403);
  });

  it(`locks an account after ${LOGIN_FAILURES_PER_ACCOUNT.limit} failures, even for the right password`, async () => {
    const account = await makeUser();
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT.limit; i++) {
      expect((await attempt({ email: account.email, password: `wrong-${i}` })).status).toBe(401);
    }
    const locked = await attempt({ email: account.email, password: account.password });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(locked.headers.getSetCookie()).toEqual([]);
  });

  it('counts parallel guesses: a burst cannot pass the account limit', async () => {
    const account = await makeUser();
    const burst = await Promise.all(
      Array.from({ length: LOGIN_FAILURES_PER_ACCOUNT.limit + 5 }, (_, i) =>
        attempt({ email: account.email, password: `wrong-${i}` }),
      ),
    );
    const statuses = burst.map((res) => res.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_FAILURES_PER_ACCOUNT.limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });

  it('a successful sign-in clears the account failures', async () => {
    const account = await makeUser();
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT.limit - 1; i++) {
      await attempt({ email: account.email, password: 'wrong' });
    }
    await signInAs(account);
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT.limit; i++) {
      expect((await attempt({ email: account.email, password: 'wrong' })).status).toBe(401);
    }
  });

  it(`limits failures per IP across accounts (${LOGIN_FAILURES_PER_IP.limit})`, async () => {
    const ip = uniqueIp();
    const results = await Promise.all(
      Array.from({ length: LOGIN_FAILURES_PER_IP.limit }, () =>
        attempt({ email: uniqueEmail('spray'), password: 'x' }, ip),
      ),
    );
    expect(results.every((res) => res.status === 401)).toBe(true);
    const account = await makeUser();
    const blocked = await attempt({ email: account.email, password: account.password }, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBeTruthy();
  });

  it('successful sign-ins from one IP (an office) do not use up its failure allowance', async () => {
    const ip = uniqueIp();
    const accounts = await Promise.all(Array.from({ length: 3 }, () => makeUser()));
    for (const account of accounts) {
      expect((await attempt({ email: account.email, password: account.password }, ip)).status).toBe(200);
    }
    const row = await getDb()
      .selectFrom('rateLimits')
      .select('count')
      .where('key', '=', `login-ip:${ip}`)
      .executeTakeFirst();
    expect(row?.count ?? 0).toBe(0);
  });
});

describe('GET /api/login', () => {
  it('is a navigation to the sign-in page, on the configured site address', async () => {
    const res = await call(login, '/api/login');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(new URL('/auth', process.env.SITE_URL).href);
  });

  it('405 for other methods, with Allow', async () => {
    const res = await call(login, '/api/login', { method: 'DELETE' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD, POST');
  });
});
