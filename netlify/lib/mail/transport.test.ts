import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { startMailbox, type Mailbox } from '../../../tests/helpers/mailbox.ts';
import { DEFAULT_MAIL_FROM, mailConfig } from './config.ts';
import { sendMail } from './transport.ts';

const message = { to: 'reader@example.test', subject: 'Hello', text: 'Plain', html: '<p>Rich</p>' };
const saved = { ...process.env };
let mailbox: Mailbox;

/** The structured log lines written while `fn` runs. */
async function logged<T>(fn: () => Promise<T>): Promise<{ result: T; events: Record<string, unknown>[] }> {
  process.env.LOG_LEVEL = 'info';
  const spy = vi.spyOn(console, 'info').mockImplementation(() => {});
  try {
    const result = await fn();
    return { result, events: spy.mock.calls.map((call) => JSON.parse(String(call[0]))) };
  } finally {
    spy.mockRestore();
    process.env.LOG_LEVEL = saved.LOG_LEVEL;
  }
}

/** A server that accepts connections and never says a word (a hung SMTP server). */
async function silentServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(() => mailbox.close());
afterEach(() => {
  for (const key of ['SMTP_URL', 'MAIL_FROM', 'ENQUIRIES_TO', 'SMTP_TIMEOUT_MS']) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
});

describe('mailConfig', () => {
  it('has safe defaults: no server, the brand as sender, the firm contact address for enquiries, 10 s', () => {
    expect(mailConfig({})).toEqual({
      smtpUrl: undefined,
      from: DEFAULT_MAIL_FROM,
      enquiriesTo: 'info@wacadvisory.co.uk',
      timeoutMs: 10_000,
    });
    expect(mailConfig({ SMTP_TIMEOUT_MS: 'soon' }).timeoutMs).toBe(10_000);
  });
});

describe('sendMail', () => {
  it('delivers a plain-text and an HTML part from MAIL_FROM to a real SMTP server', async () => {
    process.env.SMTP_URL = mailbox.url;
    process.env.MAIL_FROM = 'Portal <portal@example.test>';
    const { result, events } = await logged(() => sendMail(message, { kind: 'test', userId: 'u1' }));
    expect(result).toBe(true);
    const received = await mailbox.waitFor('reader@example.test', /^Hello$/);
    expect(received.from).toBe('"Portal" <portal@example.test>');
    expect(received.text.trim()).toBe('Plain');
    expect(received.html).toContain('<p>Rich</p>');
    expect(events).toContainEqual(expect.objectContaining({ event: 'mail.sent', kind: 'test', userId: 'u1' }));
    expect(JSON.stringify(events)).not.toContain('reader@example.test');
  });

  it('without SMTP_URL sends nothing and logs that mail is not configured', async () => {
    delete process.env.SMTP_URL;
    const { result, events } = await logged(() => sendMail(message, { kind: 'test' }));
    expect(result).toBe(false);
    expect(events).toContainEqual(expect.objectContaining({ event: 'mail.not_configured', kind: 'test' }));
  });

  it('logs a server that refuses the message, and reports false', async () => {
    const refusing = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onRcptTo: (_address, _session, callback) => callback(new Error('Mailbox unavailable')),
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    process.env.SMTP_URL = `smtp://127.0.0.1:${(refusing.server.address() as AddressInfo).port}`;
    try {
      const { result, events } = await logged(() => sendMail(message, { kind: 'test' }));
      expect(result).toBe(false);
      const failure = events.find((e) => e.event === 'mail.failed');
      expect(String(failure?.error)).toMatch(/Mailbox unavailable/);
    } finally {
      await new Promise<void>((resolve) => refusing.close(() => resolve()));
    }
  });

  it('gives up on a server that never answers within SMTP_TIMEOUT_MS, and logs it', async () => {
    const silent = await silentServer();
    process.env.SMTP_URL = silent.url;
    process.env.SMTP_TIMEOUT_MS = '300';
    try {
      const started = Date.now();
      const { result, events } = await logged(() => sendMail(message, { kind: 'test' }));
      expect(result).toBe(false);
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(events.find((e) => e.event === 'mail.failed')?.error).toBeTruthy();
    } finally {
      await silent.close();
    }
  });

  it('reports a closed port at once', async () => {
    const silent = await silentServer();
    const url = silent.url;
    await silent.close();
    process.env.SMTP_URL = url;
    const started = Date.now();
    expect((await logged(() => sendMail(message, { kind: 'test' }))).result).toBe(false);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
