import { describe, expect, it } from 'vitest';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { RESET_MAILS_PER_ACCOUNT, RESET_REQUESTS_PER_IP } from '../../netlify/lib/account/limits.ts';
import { getDb } from '../../netlify/lib/db.ts';
import { accountMessages } from '../../src/schemas/account.ts';
import { call, context, request, settleBackground } from '../helpers/api.ts';
import { makeUser, uniqueEmail } from '../helpers/accounts.ts';
import { uniqueIp } from '../helpers/ips.ts';
import { linkIn } from '../helpers/mailbox.ts';
import { useMailbox } from '../helpers/use-mailbox.ts';
import forgot from '../../netlify/functions/password-forgot.mts';

const mailbox = useMailbox();
const PATH = '/api/password/forgot';
const ask = (body: unknown, ip = uniqueIp(), headers: Record<string, string> = {}) =>
  call(forgot, PATH, { body, ip, headers });

describe('POST /api/password/forgot', () => {
  it('answers 202 with the same body for an account and for an unknown address; only the account gets mail', async () => {
    const { email, user } = await makeUser({ firstName: 'Robin' });
    const unknown = uniqueEmail('nobody');
    const known = await ask({ email: email.toUpperCase() });
    const stranger = await ask({ email: unknown });
    expect(known.status).toBe(202);
    expect(stranger.status).toBe(202);
    expect(stranger.body).toEqual(known.body);
    expect(known.body).toEqual({ message: accountMessages.forgotAccepted });
    expect([...stranger.headers.keys()].sort()).toEqual([...known.headers.keys()].sort());

    const mail = await mailbox().waitFor(email, /Reset your WAC Advisory password/);
    expect(mail.text).toContain('Hello Robin,');
    expect(mail.text).toMatch(/expires in 30 minutes/);
    expect(mail.text).toMatch(/sent this because a password reset was requested/);
    const link = linkIn(mail, '/reset-password');
    expect(link.origin).toBe('http://localhost:8888');
    expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.html).toContain(`href="${link.href}"`);
    expect(mailbox().to(unknown)).toEqual([]);

    // Only a hash of the token is stored.
    const rows = await getDb().selectFrom('accountTokens').selectAll().where('userId', '=', user.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ purpose: 'password_reset', usedAt: null });
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(link.searchParams.get('token'));
    const validFor = new Date(rows[0]!.expiresAt).getTime() - new Date(rows[0]!.createdAt).getTime();
    expect(validFor).toBe(30 * 60 * 1000);
  });

  it('links to the site address Netlify gives (URL), never to a forged Host', async () => {
    const { email } = await makeUser();
    process.env.URL = 'https://www.wacadvisory.co.uk';
    try {
      await call(forgot, PATH, { body: { email }, ip: uniqueIp(), headers: { host: 'evil.example' } });
    } finally {
      delete process.env.URL;
    }
    const link = linkIn(await mailbox().waitFor(email), '/reset-password');
    expect(link.origin).toBe('https://www.wacadvisory.co.uk');
  });

  it('does not wait for the mail server: a server that never answers leaves the answer as fast', async () => {
    const { email } = await makeUser();
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const saved = process.env.SMTP_URL;
    process.env.SMTP_URL = `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    process.env.SMTP_TIMEOUT_MS = '1500';
    try {
      const started = Date.now();
      const response = await forgot(request(PATH, { body: { email } }), context({ ip: uniqueIp() }));
      expect(response.status).toBe(202);
      expect(Date.now() - started).toBeLessThan(1000);
      await settleBackground();
    } finally {
      process.env.SMTP_URL = saved;
      delete process.env.SMTP_TIMEOUT_MS;
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });

  it.each([
    [{}, 'Please enter a valid email address'],
    [{ email: 'not-an-address' }, 'Please enter a valid email address'],
    [{ email: 'a@example.test', password: 'x' }, 'Unknown field'],
  ])('400 for %j, sending nothing', async (body, message) => {
    const res = await ask(body);
    expect(res.status).toBe(400);
    expect(Object.values(res.body.fieldErrors).flat()).toContain(message);
  });

  it('refuses GET (405), a form post (415) and a cross-site request (403)', async () => {
    expect((await call(forgot, PATH)).status).toBe(405);
    const form = await call(forgot, PATH, {
      rawBody: 'email=a@example.test',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      ip: uniqueIp(),
    });
    expect(form.status).toBe(415);
    expect((await ask({ email: 'a@example.test' }, uniqueIp(), { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
  });

  it('sends one link per account in five minutes, whoever asks; every other request still answers 202', async () => {
    const { email } = await makeUser();
    const answers = await Promise.all(Array.from({ length: 5 }, () => ask({ email })));
    expect(answers.map((a) => a.status)).toEqual([202, 202, 202, 202, 202]);
    expect(mailbox().to(email)).toHaveLength(RESET_MAILS_PER_ACCOUNT.limit);
  });

  it(`answers ${RESET_REQUESTS_PER_IP.limit} requests an hour from one IP, then 429`, async () => {
    const ip = uniqueIp();
    const answers = await Promise.all(
      Array.from({ length: RESET_REQUESTS_PER_IP.limit + 1 }, () => ask({ email: uniqueEmail('spray') }, ip)),
    );
    expect(answers.filter((a) => a.status === 202)).toHaveLength(RESET_REQUESTS_PER_IP.limit);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(1);
  });
});
