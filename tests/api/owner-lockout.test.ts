// An attacker who knows the owner's address, working from many networks at once, and the owner beside
// them: a thousand failed sign-ins and a flood of reset requests must not lock the owner out of their
// account, their signed-in browser's actions, a reset link or, once a link has proved the mailbox, a new
// browser.
import { describe, expect, it } from 'vitest';
import { PASSWORD_CHECKS_PER_SESSION } from '../../netlify/lib/auth/limits.ts';
import { ACCOUNT_REQUESTS_PER_SESSION, RESET_MAILS_PER_ACCOUNT } from '../../netlify/lib/account/limits.ts';
import { setClock } from '../../netlify/lib/clock.ts';
import { call } from '../helpers/api.ts';
import { cookiesFrom, makeUser, signedIn } from '../helpers/accounts.ts';
import { uniqueIp } from '../helpers/ips.ts';
import { linkIn } from '../helpers/mailbox.ts';
import { useMailbox } from '../helpers/use-mailbox.ts';
import account from '../../netlify/functions/account.mts';
import accountPassword from '../../netlify/functions/account-password.mts';
import accountSessions from '../../netlify/functions/account-sessions.mts';
import forgot from '../../netlify/functions/password-forgot.mts';
import login from '../../netlify/functions/login.mts';
import passwordReset from '../../netlify/functions/password-reset.mts';

const mailbox = useMailbox();
const ATTACKS = 1000;
const BATCH = 50;
/** The attacker's botnet: a few hundred addresses, so no per-IP limit stops them before the account's. */
const botnet = Array.from({ length: 250 }, () => uniqueIp());

const signIn = (email: string, password: string, cookie?: string, ip = uniqueIp()) =>
  call(login, '/api/login', { body: { email, password }, cookie, ip });

/** `count` calls, `BATCH` at a time, from the botnet; the statuses they got. */
async function attack(count: number, send: (ip: string, i: number) => Promise<{ status: number }>) {
  const statuses: number[] = [];
  for (let start = 0; start < count; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, count - start) }, (_, j) => start + j);
    statuses.push(...(await Promise.all(batch.map((i) => send(botnet[i % botnet.length]!, i)))).map((r) => r.status));
  }
  return statuses;
}

/** The device cookie (and session cookies) a response set, as the browser sends them back. */
const deviceOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith('wac_device='))!;

describe('no lockout of the owner', () => {
  it(`under ${ATTACKS} failed sign-ins and a flood of reset requests from elsewhere, the owner keeps every way in`, async () => {
    const owner = await makeUser({ firstName: 'Robin' });
    // The owner's own browser: signed in once before the attack, so it carries the device cookie.
    const before = await signIn(owner.email, owner.password);
    expect(before.status).toBe(200);
    const ownBrowser = cookiesFrom(before.response);
    expect(ownBrowser).toContain('wac_device=');

    const failures = await attack(ATTACKS, (ip, i) => signIn(owner.email, `stranger-guess-${i}`, undefined, ip));
    expect(failures.filter((s) => s === 401).length).toBeGreaterThan(0);
    expect(failures.every((s) => s === 401 || s === 429)).toBe(true);
    // The attack is live: any new browser is locked out of the account.
    expect((await signIn(owner.email, owner.password)).status).toBe(429);

    // 1. The owner's signed-in browser changes the password (counted per session, not with the attack).
    const changed = await call(accountPassword, '/api/account/password', {
      method: 'PUT',
      body: { currentPassword: owner.password, newPassword: 'harbour-lantern-quietly-one' },
      cookie: ownBrowser,
    });
    expect(changed.status).toBe(204);

    // 2. The browser the owner used before signs in again at once.
    const again = await signIn(owner.email, 'harbour-lantern-quietly-one', ownBrowser);
    expect(again.status).toBe(200);

    // 3. A stranger asks for reset links for the owner's address from everywhere; the owner too: all 202,
    //    one mail, and its link works.
    const strangers = await attack(200, (ip) =>
      call(forgot, '/api/password/forgot', { body: { email: owner.email }, ip }),
    );
    expect(strangers.every((s) => s === 202)).toBe(true);
    const asked = await call(forgot, '/api/password/forgot', { body: { email: owner.email }, ip: uniqueIp() });
    expect(asked.status).toBe(202);
    const mails = mailbox().to(owner.email);
    expect(mails).toHaveLength(RESET_MAILS_PER_ACCOUNT.limit);
    const token = linkIn(mails[0]!, '/reset-password').searchParams.get('token');

    // 4. A new browser opens the link: the reset marks it as the owner's, and it signs in, attack or not.
    const reset = await call(passwordReset, '/api/password/reset', {
      body: { token, password: 'meadow-compass-brightly-two' },
      ip: uniqueIp(),
    });
    expect(reset.status).toBe(204);
    const newBrowser = deviceOf(reset.response);
    expect(newBrowser).toMatch(/^wac_device=/);
    await attack(100, (ip, i) => signIn(owner.email, `still-guessing-${i}`, undefined, ip));
    expect((await signIn(owner.email, 'meadow-compass-brightly-two')).status).toBe(429);
    const fromNew = await signIn(owner.email, 'meadow-compass-brightly-two', newBrowser);
    expect(fromNew.status).toBe(200);

    // 5. ... and, signed in there, deletes the account.
    const deleted = await call(account, '/api/account', {
      method: 'DELETE',
      body: { password: 'meadow-compass-brightly-two' },
      cookie: cookiesFrom(fromNew.response),
    });
    expect(deleted.status).toBe(204);
  }, 30_000);

  it(`a stolen session has its own ${PASSWORD_CHECKS_PER_SESSION.limit} password guesses and request budget: then 429 there, never in the owner's browser`, async () => {
    const owner = await signedIn();
    const stolen = owner.cookie;
    const guesses = await Promise.all(
      Array.from({ length: PASSWORD_CHECKS_PER_SESSION.limit + 2 }, () =>
        call(account, '/api/account', { method: 'DELETE', body: { password: 'guess' }, cookie: stolen }),
      ),
    );
    expect(guesses.filter((g) => g.status === 400)).toHaveLength(PASSWORD_CHECKS_PER_SESSION.limit);
    expect(guesses.filter((g) => g.status === 429)).toHaveLength(2);
    const change = (cookie: string) =>
      call(accountPassword, '/api/account/password', {
        method: 'PUT',
        body: { currentPassword: owner.password, newPassword: 'willow-anchor-softly-three' },
        cookie,
      });
    expect((await change(stolen)).status).toBe(429);
    // The thief's script spends that session's whole request budget too.
    await Promise.all(
      Array.from({ length: ACCOUNT_REQUESTS_PER_SESSION.limit }, () =>
        call(account, '/api/account', { cookie: stolen }),
      ),
    );
    expect((await call(account, '/api/account', { cookie: stolen })).status).toBe(429);
    // The owner, signed in elsewhere, is untouched (and sign-in itself was never counted): they change the
    // password and sign the thief out.
    const own = await signIn(owner.email, owner.password);
    expect(own.status).toBe(200);
    const ownCookie = cookiesFrom(own.response);
    expect((await change(ownCookie)).status).toBe(204);
    expect((await call(accountSessions, '/api/account/sessions', { method: 'DELETE', cookie: ownCookie })).status).toBe(
      200,
    );
    expect((await call(account, '/api/account', { cookie: stolen })).status).toBe(401);
  });

  it(`one reset mail per account per ${RESET_MAILS_PER_ACCOUNT.windowSeconds / 60} minutes, whoever asks; then the next`, async () => {
    const owner = await makeUser();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(forgot, '/api/password/forgot', { body: { email: owner.email }, ip: uniqueIp() }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(202));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(mailbox().to(owner.email)).toHaveLength(1);
    const later = new Date(Date.now() + RESET_MAILS_PER_ACCOUNT.windowSeconds * 1000 + 1000);
    setClock(() => later);
    try {
      await call(forgot, '/api/password/forgot', { body: { email: owner.email }, ip: uniqueIp() });
    } finally {
      setClock(undefined);
    }
    expect(mailbox().to(owner.email)).toHaveLength(2);
  });
});
