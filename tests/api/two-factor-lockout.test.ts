// Someone who knows a two-factor member's password, trying codes from many networks, and the owner beside
// them: wrong codes count per pending sign-in and per browser that has signed in before, so the owner's
// own browser, with the right password and the right code, signs in throughout; only unknown browsers
// share the account's cap, and a right password never resets it.
import { describe, expect, it } from 'vitest';
import { TWO_FACTOR_FAILURES_PER_ACCOUNT } from '../../netlify/lib/auth/limits.ts';
import { codeAt } from '../../netlify/lib/two-factor/totp.ts';
import { call } from '../helpers/api.ts';
import { cookiesFrom, makeUser, type TestUser } from '../helpers/accounts.ts';
import { uniqueIp } from '../helpers/ips.ts';
import login from '../../netlify/functions/login.mts';
import loginTwoFactor from '../../netlify/functions/login-two-factor.mts';

const WRONG_CODES = 1000;
/** Pending sign-ins the attacker works on at once (each takes five codes). */
const WORKERS = 8;

const password = (account: TestUser, cookie?: string, ip = uniqueIp()) =>
  call(login, '/api/login', { body: { email: account.email, password: account.password }, cookie, ip });
const code = (challenge: string, value: string, cookie?: string, ip = uniqueIp()) =>
  call(loginTwoFactor, '/api/login/two-factor', { body: { challenge, code: value }, cookie, ip });

/** The whole sign-in from one browser: its password, then the code. */
async function signIn(account: TestUser, value: string, cookie?: string) {
  const first = await password(account, cookie);
  if (first.status !== 202) return first.status;
  return (await code(first.body.challenge, value, cookie)).status;
}

/** `count` wrong codes from browsers never seen, each pending sign-in from a network of its own. */
async function wrongCodes(account: TestUser, count: number): Promise<number[]> {
  const statuses: number[] = [];
  let reserved = 0;
  const worker = async () => {
    while (reserved < count) {
      const ip = uniqueIp();
      const pending = await password(account, undefined, ip);
      expect(pending.status).toBe(202);
      for (let i = 0; i < 5 && reserved < count; i++) {
        reserved += 1;
        statuses.push((await code(pending.body.challenge, '000000', undefined, ip)).status);
      }
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  return statuses;
}

describe('no two-factor lockout of the owner', () => {
  it(`the owner's browser signs in with the right password and code while ${WRONG_CODES} wrong codes arrive from elsewhere`, async () => {
    const owner = await makeUser({ twoFactor: true });
    const recovery = owner.twoFactor!.recoveryCodes;
    // The owner's own browser has completed a sign-in before: it carries the device cookie.
    const before = await password(owner);
    const signedIn = await code(before.body.challenge, recovery[0]!);
    expect(signedIn.status).toBe(200);
    const ownBrowser = cookiesFrom(signedIn.response);
    expect(ownBrowser).toContain('wac_device=');

    // Side by side: half the attack, then the owner signs in while the other half runs.
    const firstHalf = await wrongCodes(owner, WRONG_CODES / 2);
    const [secondHalf, during] = await Promise.all([
      wrongCodes(owner, WRONG_CODES / 2),
      signIn(owner, recovery[1]!, ownBrowser),
    ]);
    const attack = [...firstHalf, ...secondHalf];
    expect(attack).toHaveLength(WRONG_CODES);
    expect(attack.every((status) => status === 401 || status === 429)).toBe(true);
    expect(attack.filter((status) => status === 401)).toHaveLength(TWO_FACTOR_FAILURES_PER_ACCOUNT.limit);
    expect(during).toBe(200);
    // And after it, with a code from the app.
    expect(await signIn(owner, codeAt(owner.twoFactor!.secret, new Date()), ownBrowser)).toBe(200);

    // Unknown browsers share the account's cap, and the attacker's right password does not lift it.
    const stranger = await password(owner);
    expect(stranger.status).toBe(202);
    expect((await code(stranger.body.challenge, recovery[2]!)).status).toBe(429);
  }, 120_000);

  it('counts codes per pending sign-in: five, then it is void, even for the right code', async () => {
    const owner = await makeUser({ twoFactor: true });
    const pending = await password(owner);
    for (let i = 0; i < 5; i++) expect((await code(pending.body.challenge, '000000')).status).toBe(401);
    expect((await code(pending.body.challenge, owner.twoFactor!.recoveryCodes[0]!)).status).toBe(401);
  });
});
