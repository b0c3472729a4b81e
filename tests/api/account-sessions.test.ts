import { describe, expect, it } from 'vitest';
import { call } from '../helpers/api.ts';
import { CLEARED_COOKIES, cookiesFrom, makeUser, signInAs, signedIn, type TestUser } from '../helpers/accounts.ts';
import login from '../../netlify/functions/login.mts';
import sessions from '../../netlify/functions/account-sessions.mts';
import session from '../../netlify/functions/account-session.mts';
import authUser from '../../netlify/functions/auth-user.mts';

const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

async function signInFrom(account: TestUser, userAgent: string, ip: string): Promise<string> {
  const res = await call(login, '/api/login', {
    body: { email: account.email, password: account.password },
    headers: { 'user-agent': userAgent },
    ip,
  });
  expect(res.status).toBe(200);
  return cookiesFrom(res.response);
}

const list = (cookie?: string) => call(sessions, '/api/account/sessions', { cookie });
const endOthers = (cookie?: string) => call(sessions, '/api/account/sessions', { method: 'DELETE', cookie });
const end = (id: string, cookie?: string) =>
  call(session, `/api/account/sessions/${id}`, { method: 'DELETE', cookie, params: { id } });
const signedInStill = async (cookie: string) => (await call(authUser, '/api/auth/user', { cookie })).body !== null;

describe('GET /api/account/sessions', () => {
  it('401 signed out', async () => {
    expect((await list()).status).toBe(401);
  });

  it('lists where the member is signed in: browser, OS, truncated IP, times, the current one marked', async () => {
    const account = await makeUser();
    const laptop = await signInFrom(account, CHROME_MAC, '198.51.100.23');
    await signInFrom(account, FIREFOX_WINDOWS, '2001:db8:abcd:12::1');
    const res = await list(laptop);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    const mine = res.body.find((s: { current: boolean }) => s.current);
    expect(mine).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      browser: 'Chrome 126',
      os: 'macOS 10.15.7',
      ipAddress: '198.51.100.0',
      signedInAt: expect.stringMatching(/^\d{4}-/),
      lastActiveAt: expect.stringMatching(/^\d{4}-/),
      current: true,
    });
    const other = res.body.find((s: { current: boolean }) => !s.current);
    expect(other).toMatchObject({ browser: 'Firefox 128', os: 'Windows 10', ipAddress: '2001:db8:abcd::' });
    expect(JSON.stringify(res.body)).not.toMatch(/"sid"|198\.51\.100\.23/);
  });

  it('shows no network when the address was unknown, and no browser when it did not say', async () => {
    const account = await makeUser();
    const cookie = await signInFrom(account, '', '');
    expect((await list(cookie)).body[0]).toMatchObject({ browser: null, os: null, ipAddress: null, current: true });
  });

  it("never shows another member's sessions", async () => {
    const me = await signedIn();
    await signedIn();
    const res = await list(me.cookie);
    expect(res.body).toHaveLength(1);
  });
});

describe('DELETE /api/account/sessions/{id}', () => {
  it('signs that browser out; the others stay', async () => {
    const account = await makeUser();
    const laptop = await signInFrom(account, CHROME_MAC, '198.51.100.23');
    const phone = await signInFrom(account, FIREFOX_WINDOWS, '198.51.100.24');
    const other = (await list(laptop)).body.find((s: { current: boolean }) => !s.current);
    const res = await end(other.id, laptop);
    expect(res.status).toBe(204);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await signedInStill(phone)).toBe(false);
    expect(await signedInStill(laptop)).toBe(true);
  });

  it('ending the current session signs this browser out and clears its cookies', async () => {
    const me = await signedIn();
    const mine = (await list(me.cookie)).body[0];
    const res = await end(mine.id, me.cookie);
    expect(res.status).toBe(204);
    expect(res.headers.getSetCookie()).toEqual(CLEARED_COOKIES);
    expect(await signedInStill(me.cookie)).toBe(false);
  });

  it("404 for an unknown id, a malformed one, or another member's session (which stays)", async () => {
    const me = await signedIn();
    const stranger = await signedIn();
    const theirs = (await list(stranger.cookie)).body[0];
    for (const id of [theirs.id, crypto.randomUUID(), 'not-a-uuid']) {
      const res = await end(id, me.cookie);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('That session has already ended');
    }
    expect(await signedInStill(stranger.cookie)).toBe(true);
  });

  it('the same session ended twice at once: one 204, one 404', async () => {
    const account = await makeUser();
    const laptop = await signInFrom(account, CHROME_MAC, '198.51.100.23');
    await signInFrom(account, CHROME_MAC, '198.51.100.23');
    const other = (await list(laptop)).body.find((s: { current: boolean }) => !s.current);
    const answers = await Promise.all([end(other.id, laptop), end(other.id, laptop)]);
    expect(answers.map((a) => a.status).sort()).toEqual([204, 404]);
  });

  it('401 signed out; refuses a body that is not JSON and a cross-site request', async () => {
    expect((await end(crypto.randomUUID())).status).toBe(401);
    const me = await signedIn();
    const id = (await list(me.cookie)).body[0].id;
    const form = await call(session, `/api/account/sessions/${id}`, {
      method: 'DELETE',
      rawBody: 'x=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      cookie: me.cookie,
      params: { id },
    });
    expect(form.status).toBe(415);
    const cross = await call(session, `/api/account/sessions/${id}`, {
      method: 'DELETE',
      headers: { 'sec-fetch-site': 'cross-site' },
      cookie: me.cookie,
      params: { id },
    });
    expect(cross.status).toBe(403);
    expect(await signedInStill(me.cookie)).toBe(true);
  });
});

describe('DELETE /api/account/sessions (every other session)', () => {
  it('signs every other browser out and keeps this one; says how many ended', async () => {
    const account = await makeUser();
    const here = await signInFrom(account, CHROME_MAC, '198.51.100.1');
    const others = [
      await signInFrom(account, FIREFOX_WINDOWS, '198.51.100.2'),
      await signInFrom(account, FIREFOX_WINDOWS, '198.51.100.3'),
    ];
    const res = await endOthers(here);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ended: 2 });
    for (const cookie of others) expect(await signedInStill(cookie)).toBe(false);
    expect(await signedInStill(here)).toBe(true);
    expect((await list(here)).body).toHaveLength(1);
    expect((await endOthers(here)).body).toEqual({ ended: 0 });
  });

  it('401 signed out; a cross-site request ends nothing', async () => {
    expect((await endOthers()).status).toBe(401);
    const me = await signedIn();
    const other = await signInAs(me);
    const cross = await call(sessions, '/api/account/sessions', {
      method: 'DELETE',
      headers: { origin: 'https://evil.example' },
      cookie: me.cookie,
    });
    expect(cross.status).toBe(403);
    expect(await signedInStill(other)).toBe(true);
  });
});
