import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '../../netlify/lib/db.ts';
import { CONTACT_SUCCESS_MESSAGE } from '../../src/schemas/contact.ts';
import { call, context, request, settleBackground } from '../helpers/api.ts';
import { uniqueIp } from '../helpers/ips.ts';
import { linkIn } from '../helpers/mailbox.ts';
import { useMailbox } from '../helpers/use-mailbox.ts';
import contact from '../../netlify/functions/contact.mts';

const mailbox = useMailbox();
const PATH = '/api/contact';
const TEAM = 'enquiries@wac.example';

afterEach(() => {
  delete process.env.ENQUIRIES_TO;
  delete process.env.SMTP_TIMEOUT_MS;
});

function enquiry(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `ada-${crypto.randomUUID()}@example.test`,
    company: 'Analytical Engines Ltd',
    serviceInterest: 'agentic-ai-solutions',
    message: `We would like to discuss an AI pilot.\nSecond line. ref ${crypto.randomUUID()}`,
    ...overrides,
  };
}

const stored = (message: string) =>
  getDb().selectFrom('contactSubmissions').select('id').where('message', '=', message).execute();

describe('enquiry mails', () => {
  it('tell ENQUIRIES_TO everything, with a link to the Enquiries panel, and answer to the enquirer', async () => {
    process.env.ENQUIRIES_TO = TEAM;
    const sent = enquiry();
    expect((await call(contact, PATH, { body: sent, ip: uniqueIp() })).status).toBe(201);
    const notice = mailbox().messages.find((m) => m.to.includes(TEAM) && m.text.includes(sent.email))!;
    expect(notice.subject).toBe('New enquiry from Ada Lovelace: Agentic AI Solutions');
    expect(notice.replyTo).toBe(sent.email);
    for (const text of ['Ada Lovelace', sent.email, 'Analytical Engines Ltd', 'Agentic AI Solutions', sent.message]) {
      expect(notice.text).toContain(text);
    }
    expect(notice.text).toMatch(/within 24 hours/);
    expect(linkIn(notice, '/dashboard').href).toBe('http://localhost:8888/dashboard#enquiries');

    const ack = await mailbox().waitFor(sent.email, /We have received your enquiry/);
    expect(ack.text).toContain('Hello Ada,');
    expect(ack.text).toContain(CONTACT_SUCCESS_MESSAGE);
    expect(ack.html).toContain('within 24 hours');
    expect(ack.text).toMatch(/given in the contact form on our website/);
    // The acknowledgement never repeats the message: it would let anyone mail their text to anyone.
    expect(ack.text).not.toContain(sent.message);
  });

  it('escape what the visitor typed in the HTML part', async () => {
    process.env.ENQUIRIES_TO = TEAM;
    const sent = enquiry({
      firstName: '<b>Mallory</b>',
      company: '<img src=x onerror=alert(1)>',
      message: `<a href="https://evil.example">win</a> ${crypto.randomUUID()}`,
    });
    await call(contact, PATH, { body: sent, ip: uniqueIp() });
    const notice = mailbox().messages.find((m) => m.to.includes(TEAM) && m.text.includes(sent.email))!;
    expect(notice.html).not.toMatch(/<img src=x|<a href="https:\/\/evil|<b>Mallory/);
    expect(notice.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    const ack = await mailbox().waitFor(sent.email);
    expect(ack.html).toContain('Hello &lt;b&gt;Mallory&lt;/b&gt;,');
  });

  it('go to the firm contact address when ENQUIRIES_TO is not set', async () => {
    const sent = enquiry();
    await call(contact, PATH, { body: sent, ip: uniqueIp() });
    expect(mailbox().messages.some((m) => m.to.includes('info@wacadvisory.co.uk') && m.text.includes(sent.email))).toBe(
      true,
    );
  });

  it('are not sent for a filled-in honeypot', async () => {
    const sent = enquiry({ website: 'https://spam.example' });
    await call(contact, PATH, { body: sent, ip: uniqueIp() });
    expect(mailbox().messages.some((m) => m.text.includes(sent.email) || m.to.includes(sent.email))).toBe(false);
  });

  it('never cost an enquiry: with a mail server that never answers it is stored, answered at once, and logged', async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const saved = process.env.SMTP_URL;
    process.env.SMTP_URL = `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    process.env.SMTP_TIMEOUT_MS = '400';
    process.env.LOG_LEVEL = 'info';
    const log = vi.spyOn(console, 'info').mockImplementation(() => {});
    try {
      const sent = enquiry();
      const started = Date.now();
      const response = await contact(request(PATH, { body: sent }), context({ ip: uniqueIp() }));
      expect(response.status).toBe(201);
      expect(Date.now() - started).toBeLessThan(400);
      expect(await stored(sent.message)).toHaveLength(1);
      await settleBackground();
      const failures = log.mock.calls.map((c) => JSON.parse(String(c[0]))).filter((e) => e.event === 'mail.failed');
      expect(failures.map((f) => f.kind).sort()).toEqual(['enquiry-acknowledgement', 'enquiry-notification']);
    } finally {
      log.mockRestore();
      process.env.LOG_LEVEL = 'silent';
      process.env.SMTP_URL = saved;
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });
});
