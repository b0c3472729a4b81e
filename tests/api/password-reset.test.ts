import { afterEach, describe, expect, it } from 'vitest';
import { RESET_MAILS_PER_ACCOUNT, TOKEN_ATTEMPTS_PER_IP } from '../../netlify/lib/account/limits.ts';
import { setClock } from '../../netlify/lib/clock.ts';
import { verifyPassword } from '../../netlify/lib/auth/password.ts';
import { getDb } from '../../netlify/lib/db.ts';
import { accountMessages } from '../../src/schemas/account.ts';
import { call } from '../helpers/api.ts';
import { makeUser, signInAs, type TestUser } from '../helpers/accounts.ts';
import { uniqueIp } from '../helpers/ips.ts';
import { linkIn } from '../helpers/mailbox.ts';
import { useMailbox } from '../helpers/use-mailbox.ts';
import forgot from '../../netlify/functions/password-forgot.mts';
import reset from '../../netlify/functions/password-reset.mts';
import verify from '../../netlify/functions/account-verify-email.mts';
import authUser from '../../netlify/functions/auth-user.mts';

const mailbox = useMailbox();
const NEW_PASSWORD = 'a-new-and-better-password';

afterEach(() => setClock(undefined));

/** Asks for a reset link for the account and returns the token from the e-mail. */
async function resetToken(account: TestUser): Promise<string> {
  const before = mailbox().to(account.email).length;
  const asked = await call(forgot, '/api/password/forgot', { body: { email: account.email }, ip: uniqueIp() });
  expect(asked.status).toBe(202);
  const mails = mailbox().to(account.email);
  expect(mails).toHaveLength(before + 1);
  return linkIn(mails.at(-1)!, '/reset-password').searchParams.get('token')!;
}

const submit = (body: unknown, ip = uniqueIp()) => call(reset, '/api/password/reset', { body, ip });
const signedInStill = async (cookie: string) => (await call(authUser, '/api/auth/user', { cookie })).body !== null;

describe('POST /api/password/reset', () => {
  it('sets the new password, spends the link, confirms the address and ends every session', async () => {
    const account = await makeUser();
    const sessions = [await signInAs(account), await signInAs(account)];
    const token = await resetToken(account);

    const res = await submit({ token, password: NEW_PASSWORD });
    expect(res.status).toBe(204);
    const row = await getDb()
      .selectFrom('users')
      .selectAll()
      .where('id', '=', account.user.id)
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(row.passwordHash, NEW_PASSWORD)).toBe(true);
    expect(await verifyPassword(row.passwordHash, account.password)).toBe(false);
    expect(row.isVerified).toBe(true);
    for (const cookie of sessions) expect(await signedInStill(cookie)).toBe(false);
    expect(await signedInStill(await signInAs({ email: account.email, password: NEW_PASSWORD }))).toBe(true);
  });

  it('a weak password gets 400 saying why, and the link still works for a better one', async () => {
    const account = await makeUser();
    const token = await resetToken(account);
    const weak = await submit({ token, password: 'letmein123' });
    expect(weak.status).toBe(400);
    expect(weak.body.fieldErrors.password[0]).toMatch(/too easy to guess/);
    expect((await submit({ token, password: NEW_PASSWORD })).status).toBe(204);
  });

  it('a used link gets 400 saying so and what to do; the password stays', async () => {
    const account = await makeUser();
    const token = await resetToken(account);
    expect((await submit({ token, password: NEW_PASSWORD })).status).toBe(204);
    const again = await submit({ token, password: 'yet-another-password' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      code: 'validation_failed',
      message: accountMessages.resetTokenUsed,
      fieldErrors: { token: [accountMessages.resetTokenUsed] },
    });
    expect(again.body.message).toMatch(/Forgot your password/);
    expect(await signedInStill(await signInAs({ email: account.email, password: NEW_PASSWORD }))).toBe(true);
  });

  it('a link older than 30 minutes has expired', async () => {
    const account = await makeUser();
    const token = await resetToken(account);
    setClock(() => new Date(Date.now() + 30 * 60_000 + 1000));
    const res = await submit({ token, password: NEW_PASSWORD });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(accountMessages.resetTokenExpired);
    setClock(undefined);
    expect(await signedInStill(await signInAs(account))).toBe(true);
  });

  it('works until the last minute', async () => {
    const account = await makeUser();
    const token = await resetToken(account);
    setClock(() => new Date(Date.now() + 29 * 60_000));
    expect((await submit({ token, password: NEW_PASSWORD })).status).toBe(204);
  });

  it('an unknown link gets 400; a malformed one says it is incomplete', async () => {
    const unknown = await submit({ token: 'A'.repeat(43), password: NEW_PASSWORD });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(accountMessages.resetTokenUnknown);
    const cut = await submit({ token: 'A'.repeat(20), password: NEW_PASSWORD });
    expect(cut.status).toBe(400);
    expect(cut.body.fieldErrors.token).toEqual([accountMessages.tokenMalformed]);
  });

  it('a reset spends every older link of the account', async () => {
    const account = await makeUser();
    const first = await resetToken(account);
    // One mail per account per few minutes: the second link is asked for later.
    const later = new Date(Date.now() + RESET_MAILS_PER_ACCOUNT.windowSeconds * 1000 + 1000);
    setClock(() => later);
    const second = await resetToken(account);
    expect((await submit({ token: second, password: NEW_PASSWORD })).status).toBe(204);
    const old = await submit({ token: first, password: 'some-other-password' });
    expect(old.status).toBe(400);
    expect(old.body.message).toBe(accountMessages.resetTokenUsed);
  });

  it('the same link sent ten times at once succeeds exactly once', async () => {
    const account = await makeUser();
    const token = await resetToken(account);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => submit({ token, password: `${NEW_PASSWORD}-${i}` })),
    );
    expect(answers.filter((a) => a.status === 204)).toHaveLength(1);
    expect(
      answers.filter((a) => a.status === 400).every((a) => a.body.message === accountMessages.resetTokenUsed),
    ).toBe(true);
    const winner = answers.findIndex((a) => a.status === 204);
    const row = await getDb()
      .selectFrom('users')
      .select('passwordHash')
      .where('id', '=', account.user.id)
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(row.passwordHash, `${NEW_PASSWORD}-${winner}`)).toBe(true);
  });

  it.each([
    ['password', { password: '' }, 'Password is required'],
    ['password', { password: 'seven77' }, 'Password must be at least 8 characters'],
    ['password', { password: 'x'.repeat(129) }, 'Password must be at most 128 characters'],
    ['token', { token: undefined }, accountMessages.tokenMalformed],
    ['extra', { extra: 1 }, 'Unknown field'],
  ])('400 for a bad %s, and the link still works', async (field, change, message) => {
    const account = await makeUser();
    const token = await resetToken(account);
    const res = await submit({ token, password: NEW_PASSWORD, ...change });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors[field]).toEqual([message]);
    expect((await submit({ token, password: NEW_PASSWORD })).status).toBe(204);
  });

  it(`takes ${TOKEN_ATTEMPTS_PER_IP.limit} links in 15 minutes from one IP (reset and verification together), then 429`, async () => {
    const ip = uniqueIp();
    const guesses = await Promise.all([
      ...Array.from({ length: TOKEN_ATTEMPTS_PER_IP.limit - 5 }, () =>
        submit({ token: 'C'.repeat(43), password: NEW_PASSWORD }, ip),
      ),
      ...Array.from({ length: 5 }, () =>
        call(verify, '/api/account/verify-email', { body: { token: 'C'.repeat(43) }, ip }),
      ),
    ]);
    expect(guesses.every((g) => g.status === 400)).toBe(true);
    const next = await submit({ token: 'C'.repeat(43), password: NEW_PASSWORD }, ip);
    expect(next.status).toBe(429);
    expect(next.headers.get('retry-after')).toBeTruthy();
  });

  it('refuses GET, a form post and a cross-site request', async () => {
    expect((await call(reset, '/api/password/reset')).status).toBe(405);
    const form = await call(reset, '/api/password/reset', {
      rawBody: 'token=x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(form.status).toBe(415);
    const cross = await call(reset, '/api/password/reset', {
      body: { token: 'A'.repeat(43), password: NEW_PASSWORD },
      headers: { origin: 'https://evil.example' },
    });
    expect(cross.status).toBe(403);
  });
});
