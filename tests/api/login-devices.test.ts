import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_FAILURES_PER_DEVICE,
  LOGIN_FAILURES_PER_IP,
  TWO_FACTOR_ATTEMPTS_PER_IP,
} from '../../netlify/lib/auth/limits.ts';
import { codeAt } from '../../netlify/lib/two-factor/totp.ts';
import { call } from '../helpers/api.ts';
import { makeUser, uniqueEmail } from '../helpers/accounts.ts';
import { uniqueIp } from '../helpers/ips.ts';
import login from '../../netlify/functions/login.mts';
import loginTwoFactor from '../../netlify/functions/login-two-factor.mts';

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

describe("a shared address (an office's): strangers there do not lock out a known browser", () => {
  it(`a stranger spends the address's ${LOGIN_FAILURES_PER_IP.limit} failures; the owner's known browser still signs in there, an unknown one does not`, async () => {
    const office = uniqueIp();
    const owner = await makeUser();
    const device = deviceCookieOf((await attempt(owner, { ip: office })).response);

    const stranger = await Promise.all(
      Array.from({ length: LOGIN_FAILURES_PER_IP.limit }, (_, i) =>
        attempt({ email: uniqueEmail('stranger'), password: `guess-${i}` }, { ip: office }),
      ),
    );
    expect(stranger.every((res) => res.status === 401)).toBe(true);
    expect((await attempt({ email: uniqueEmail('stranger'), password: 'guess' }, { ip: office })).status).toBe(429);

    const known = await attempt(owner, { ip: office, cookie: device });
    expect(known.status).toBe(200);
    expect(known.body.email).toBe(owner.email);

    const unknown = await attempt(owner, { ip: office });
    expect(unknown.status).toBe(429);
    expect(Number(unknown.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(unknown.response.headers.getSetCookie()).toEqual([]);
  });

  it(`the known browser there still has only its own ${LOGIN_FAILURES_PER_DEVICE.limit} failures for the account`, async () => {
    const office = uniqueIp();
    const owner = await makeUser();
    const device = deviceCookieOf((await attempt(owner, { ip: office })).response);
    for (let i = 0; i < LOGIN_FAILURES_PER_IP.limit; i++) {
      await attempt({ email: uniqueEmail('stranger'), password: `guess-${i}` }, { ip: office });
    }
    for (let i = 0; i < LOGIN_FAILURES_PER_DEVICE.limit; i++) {
      const typo = await attempt({ email: owner.email, password: `typo-${i}` }, { ip: office, cookie: device });
      expect(typo.status).toBe(401);
    }
    const limited = await attempt(owner, { ip: office, cookie: device });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it(`with two-factor sign-in: a stranger spends the address's ${TWO_FACTOR_ATTEMPTS_PER_IP.limit} code attempts; the known browser's code still signs in`, async () => {
    const office = uniqueIp();
    const owner = await makeUser({ twoFactor: true });
    const code = (challenge: string, value: string, cookie?: string) =>
      call(loginTwoFactor, '/api/login/two-factor', { body: { challenge, code: value }, cookie, ip: office });
    const first = await attempt(owner, { ip: office });
    expect(first.status).toBe(202);
    const signedIn = await code(first.body.challenge, owner.twoFactor!.recoveryCodes[0]!);
    expect(signedIn.status).toBe(200);
    const device = deviceCookieOf(signedIn.response);

    // Codes for pending sign-ins that do not exist, each counted against the address (as the owner's first
    // code was, from a browser not yet known): the address's allowance runs out.
    const statuses: number[] = [];
    for (let i = 0; i < TWO_FACTOR_ATTEMPTS_PER_IP.limit; i++) {
      statuses.push((await code(randomBytes(32).toString('base64url'), '000000')).status);
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(TWO_FACTOR_ATTEMPTS_PER_IP.limit - 1);
    expect(statuses.at(-1)).toBe(429);

    const pending = await attempt(owner, { ip: office, cookie: device });
    expect(pending.status).toBe(202);
    const known = await code(pending.body.challenge, codeAt(owner.twoFactor!.secret, new Date()), device);
    expect(known.status).toBe(200);

    const elsewhere = await attempt(owner, { ip: office });
    expect(elsewhere.status).toBe(202);
    const unknown = await code(elsewhere.body.challenge, owner.twoFactor!.recoveryCodes[1]!);
    expect(unknown.status).toBe(429);
    expect(Number(unknown.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
