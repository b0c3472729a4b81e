import { afterEach, describe, expect, it } from 'vitest';
import { VERIFICATION_RESENDS_PER_USER } from '../../netlify/lib/account/limits.ts';
import { issueToken } from '../../netlify/lib/auth/tokens.ts';
import { setClock } from '../../netlify/lib/clock.ts';
import { getDb } from '../../netlify/lib/db.ts';
import { accountMessages } from '../../src/schemas/account.ts';
import { call } from '../helpers/api.ts';
import { signedIn, uniqueEmail } from '../helpers/accounts.ts';
import { uniqueIp } from '../helpers/ips.ts';
import { linkIn, type ReceivedMail } from '../helpers/mailbox.ts';
import { useMailbox } from '../helpers/use-mailbox.ts';
import adminUsers from '../../netlify/functions/admin-users.mts';
import register from '../../netlify/functions/register.mts';
import resend from '../../netlify/functions/account-verification-email.mts';
import verify from '../../netlify/functions/account-verify-email.mts';

const mailbox = useMailbox();
afterEach(() => setClock(undefined));

const tokenIn = (mail: ReceivedMail) => linkIn(mail, '/verify-email').searchParams.get('token')!;
const confirm = (body: unknown, ip = uniqueIp()) => call(verify, '/api/account/verify-email', { body, ip });
const isVerified = async (email: string) =>
  (await getDb().selectFrom('users').select('isVerified').where('email', '=', email).executeTakeFirstOrThrow())
    .isVerified;

async function registered() {
  const email = uniqueEmail('joiner');
  const res = await call(register, '/api/register', {
    body: { email, password: 'a-long-password', firstName: 'Jo', lastName: 'Joiner' },
    ip: uniqueIp(),
  });
  expect(res.status).toBe(201);
  return { email, mail: await mailbox().waitFor(email, /Confirm your e-mail address/) };
}

describe('the verification e-mail', () => {
  it('goes out at registration, with a single-use link valid for 24 hours', async () => {
    const { email, mail } = await registered();
    expect(mail.text).toContain('Hello Jo,');
    expect(mail.text).toContain('Thank you for creating a WAC Advisory member account.');
    expect(mail.text).toMatch(/expires in 24 hours/);
    expect(tokenIn(mail)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await getDb()
      .selectFrom('accountTokens')
      .innerJoin('users', 'users.id', 'accountTokens.userId')
      .select(['accountTokens.createdAt', 'accountTokens.expiresAt', 'purpose'])
      .where('users.email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.purpose).toBe('email_verification');
    expect(new Date(row.expiresAt).getTime() - new Date(row.createdAt).getTime()).toBe(24 * 3600_000);
  });

  it('goes out when an administrator adds a user, saying so', async () => {
    const admin = await signedIn('admin');
    const email = uniqueEmail('added');
    const res = await call(adminUsers, '/api/admin/users', {
      body: { email, password: 'initial-password', firstName: 'Nia', lastName: 'Added' },
      cookie: admin.cookie,
    });
    expect(res.status).toBe(201);
    const mail = await mailbox().waitFor(email, /Confirm your e-mail address/);
    expect(mail.text).toContain('An administrator has created a WAC Advisory member account for you.');
    expect(mail.html).toContain(linkIn(mail, '/verify-email').href.replace(/&/g, '&amp;'));
  });
});

describe('POST /api/account/verify-email', () => {
  it('confirms the address without a sign-in, and the user list shows it', async () => {
    const { email, mail } = await registered();
    expect(await isVerified(email)).toBe(false);
    const res = await confirm({ token: tokenIn(mail) });
    expect(res.status).toBe(204);
    expect(await isVerified(email)).toBe(true);
    const admin = await signedIn('admin');
    const list = await call(adminUsers, `/api/admin/users?search=${encodeURIComponent(email)}`, {
      cookie: admin.cookie,
    });
    expect(list.body.users[0].isVerified).toBe(true);
  });

  it('a used link gets 400 that says what to do', async () => {
    const { mail } = await registered();
    await confirm({ token: tokenIn(mail) });
    const again = await confirm({ token: tokenIn(mail) });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(accountMessages.verifyTokenUsed);
    expect(again.body.message).toMatch(/account page/);
  });

  it('a link older than 24 hours has expired and changes nothing', async () => {
    const { email, mail } = await registered();
    setClock(() => new Date(Date.now() + 24 * 3600_000 + 1000));
    const res = await confirm({ token: tokenIn(mail) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(accountMessages.verifyTokenExpired);
    expect(await isVerified(email)).toBe(false);
  });

  it('an unknown or malformed link gets 400; a reset link is not a verification link', async () => {
    expect((await confirm({ token: 'B'.repeat(43) })).body.message).toBe(accountMessages.verifyTokenUnknown);
    expect((await confirm({ token: 'short' })).body.fieldErrors.token).toEqual([accountMessages.tokenMalformed]);
    expect((await confirm({})).status).toBe(400);
    expect((await confirm({ token: 'B'.repeat(43), extra: true })).body.fieldErrors.extra).toEqual(['Unknown field']);
    const member = await signedIn();
    const resetLink = await issueToken(getDb(), {
      userId: member.user.id,
      email: member.email,
      purpose: 'password_reset',
      validMs: 60_000,
      at: new Date(),
    });
    expect((await confirm({ token: resetLink })).body.message).toBe(accountMessages.verifyTokenUnknown);
    expect(await isVerified(member.email)).toBe(false);
  });

  it('the same link sent ten times at once succeeds exactly once', async () => {
    const { mail } = await registered();
    const answers = await Promise.all(Array.from({ length: 10 }, () => confirm({ token: tokenIn(mail) })));
    expect(answers.filter((a) => a.status === 204)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 400)).toHaveLength(9);
  });

  it('refuses GET and a form post', async () => {
    expect((await call(verify, '/api/account/verify-email')).status).toBe(405);
    const form = await call(verify, '/api/account/verify-email', {
      rawBody: 'token=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
  });
});

describe('POST /api/account/verification-email (send the link again)', () => {
  const again = (cookie?: string) => call(resend, '/api/account/verification-email', { method: 'POST', cookie });

  it('401 signed out', async () => {
    const res = await again();
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 'unauthenticated', message: 'Unauthorized' });
  });

  it('sends a new link (202) that confirms the address; once confirmed, 409', async () => {
    const member = await signedIn('member', { firstName: 'Sam' });
    const res = await again(member.cookie);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ message: accountMessages.verificationSent });
    const mail = await mailbox().waitFor(member.email, /Confirm your e-mail address/);
    expect(mail.text).toContain('You asked for a new link');
    expect((await confirm({ token: tokenIn(mail) })).status).toBe(204);
    expect(await isVerified(member.email)).toBe(true);
    const done = await again(member.cookie);
    expect(done.status).toBe(409);
    expect(done.body.message).toBe(accountMessages.alreadyVerified);
  });

  it(`sends at most ${VERIFICATION_RESENDS_PER_USER.limit} an hour, then 429`, async () => {
    const member = await signedIn();
    const answers = await Promise.all(
      Array.from({ length: VERIFICATION_RESENDS_PER_USER.limit + 2 }, () => again(member.cookie)),
    );
    expect(answers.filter((a) => a.status === 202)).toHaveLength(VERIFICATION_RESENDS_PER_USER.limit);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(2);
    expect(mailbox().to(member.email)).toHaveLength(VERIFICATION_RESENDS_PER_USER.limit);
  });

  it('refuses a body that is not JSON, and a cross-site request', async () => {
    const member = await signedIn();
    const form = await call(resend, '/api/account/verification-email', {
      rawBody: 'x=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      cookie: member.cookie,
    });
    expect(form.status).toBe(415);
    const cross = await call(resend, '/api/account/verification-email', {
      method: 'POST',
      cookie: member.cookie,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(cross.status).toBe(403);
  });
});
