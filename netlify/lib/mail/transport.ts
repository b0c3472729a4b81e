// Sends one message over SMTP (nodemailer). A slow or failing server never holds anything up for long:
// connecting, the greeting, every socket wait and the whole delivery are bounded, and a failure is
// logged and reported as `false`, never thrown (mail is a side effect of what the member asked for).
import nodemailer, { type Transporter } from 'nodemailer';
import { logEvent, type LogFields } from '../log.ts';
import { mailConfig } from './config.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

/** What the log says about a message: its kind and whose it is, never the address or the content. */
export type MailLogFields = { kind: string } & LogFields;

const transports = new Map<string, Transporter>();

function transportFor(url: string, timeoutMs: number): Transporter {
  const key = `${timeoutMs} ${url}`;
  let transport = transports.get(key);
  if (!transport) {
    transport = nodemailer.createTransport({
      url,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
      dnsTimeout: timeoutMs,
    });
    transports.set(key, transport);
  }
  return transport;
}

function deadline(ms: number): { promise: Promise<never>; cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const promise = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`SMTP delivery took longer than ${ms} ms`)), ms);
  });
  return { promise, cancel: () => clearTimeout(timer) };
}

/** Delivers the message; true once the server accepted it, false (logged) otherwise. */
export async function sendMail(mail: OutgoingMail, log: MailLogFields): Promise<boolean> {
  const config = mailConfig();
  if (!config.smtpUrl) {
    logEvent('mail.not_configured', log);
    return false;
  }
  const limit = deadline(config.timeoutMs);
  try {
    const sending = transportFor(config.smtpUrl, config.timeoutMs).sendMail({ from: config.from, ...mail });
    // Past the deadline the delivery may still fail later: that is already logged, so swallow it.
    sending.catch(() => undefined);
    await Promise.race([sending, limit.promise]);
    logEvent('mail.sent', log);
    return true;
  } catch (error) {
    logEvent('mail.failed', { ...log, error: error instanceof Error ? error.message : String(error) });
    return false;
  } finally {
    limit.cancel();
  }
}
