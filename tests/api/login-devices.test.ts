import { describe, expect, it } from 'vitest';
import { LOGIN_FAILURES_PER_ACCOUNT, LOGIN_FAILURES_PER_DEVICE } from '../../netlify/lib/auth/limits.ts';
import { call } from '../helpers/api.ts';
import { makeUser } from '../helpers/accounts.ts';
import { uniqueIp } from '../helpers/ips.ts';
import login from '../../netlify/functions/login.mts';

const attempt = (account: { email: string; password: string }, options: { cookie?: string; ip?: string } = {}) =>
  call(login, '/api/login', {
    body: { email: account.email, password: account.password },
    ip: options.ip ?? uniqueIp(),
    cookie: options.cookie,
  });

/** The device cookie a sign-in set, as the browser sends it back. */
function deviceCookieOf(response: Response): string {
  const line = response.headers.getSetCookie().find((c) => c.startsWith('wac_device='));
  expect(line).toMatch(/; HttpOnly; SameSite=Lax$/);
  return line!.split(';')[0]!;
}

describe('no lockout by strangers (device cookies)', () => {
  it("50 failures from other IPs lock the account for unknown browsers, but the owner's browser signs in at once", async () => {
    const owner = await makeUser();
    const first = await attempt(owner);
    expect(first.status).toBe(200);
    const device = deviceCookieOf(first.response);

    for (let i = 0; i < 50; i++) {
      const res = await attempt({ email: owner.email, password: `stranger-guess-${i}` });
      expect([401, 429]).toContain(res.status);
    }
    expect((await attempt(owner)).status).toBe(429);

    const known = await attempt(owner, { cookie: device });
    expect(known.status).toBe(200);
    expect(known.body.email).toBe(owner.email);
  });

  it("a browser's device cookie counts only for the account it signed in to, and only unforged", async () => {
    const owner = await makeUser();
    const other = await makeUser();
    const device = deviceCookieOf((await attempt(owner)).response);
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT.limit; i++) await attempt({ email: other.email, password: 'wrong' });
    expect((await attempt(other, { cookie: device })).status).toBe(429);

    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT.limit; i++) await attempt({ email: owner.email, password: 'wrong' });
    const forged = device.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await attempt(owner, { cookie: forged })).status).toBe(429);
  });

  it(`a known browser has its own allowance of ${LOGIN_FAILURES_PER_DEVICE.limit} failures`, async () => {
    const owner = await makeUser();
    const device = deviceCookieOf((await attempt(owner)).response);
    for (let i = 0; i < LOGIN_FAILURES_PER_DEVICE.limit; i++) {
      expect((await attempt({ email: owner.email, password: `typo-${i}` }, { cookie: device })).status).toBe(401);
    }
    expect((await attempt(owner, { cookie: device })).status).toBe(429);
    // Strangers' allowance is separate: an unknown browser may still sign in.
    expect((await attempt(owner)).status).toBe(200);
  });
});
