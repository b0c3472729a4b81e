// Many messages over one pooled SMTP transport (nodemailer's pool: a few connections, each reused), for the
// briefing e-mails. Each message's outcome says what may be done with it next:
// - 'sent': the server accepted it;
// - 'refused': the server answered with a 4xx (try again later) or never let us in (connection refused,
//   DNS): it does not have the message, so a later run may send it;
// - 'rejected': the server answered with a 5xx (this address will not take it): sending again is pointless;
// - 'unknown': the connection failed or timed out after the message was handed over: the server may have it,
//   so it is never sent again.
import nodemailer, { type Transporter } from 'nodemailer';
import { mailConfig } from './config.ts';
import type { OutgoingMail } from './transport.ts';
import { envelopeAddress, rawMessage } from './raw.ts';

export type BulkOutcome = { status: 'sent' } | { status: 'refused' | 'rejected' | 'unknown'; error: string };

export interface BulkMailer {
  send: (mail: OutgoingMail & { headers?: Record<string, string> }) => Promise<BulkOutcome>;
  close: () => void;
}

/** Errors raised before the server could have had the message (nodemailer's codes). */
const NOT_HANDED_OVER = new Set(['ECONNECTION', 'EDNS', 'ESOCKET', 'EAUTH', 'ETLS']);

export function outcomeOf(error: unknown): BulkOutcome {
  const { responseCode, code, message } = (error ?? {}) as { responseCode?: number; code?: string; message?: string };
  const text = message ?? String(error);
  if (typeof responseCode === 'number') {
    return { status: responseCode >= 500 ? 'rejected' : 'refused', error: `${responseCode} ${text}`.slice(0, 300) };
  }
  if (code && NOT_HANDED_OVER.has(code)) return { status: 'refused', error: `${code} ${text}`.slice(0, 300) };
  return { status: 'unknown', error: text.slice(0, 300) };
}

/** A pooled mailer on SMTP_URL; null when mail is not configured. */
export function bulkMailer(connections = 5): BulkMailer | null {
  const config = mailConfig();
  if (!config.smtpUrl) return null;
  const transport: Transporter = nodemailer.createTransport({
    url: config.smtpUrl,
    pool: true,
    maxConnections: connections,
    maxMessages: Infinity,
    connectionTimeout: config.timeoutMs,
    greetingTimeout: config.timeoutMs,
    socketTimeout: config.timeoutMs,
    dnsTimeout: config.timeoutMs,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    async send(mail) {
      try {
        const raw = rawMessage({ from: config.from, ...mail });
        await transport.sendMail({ envelope: { from: envelopeAddress(config.from), to: [mail.to] }, raw });
        return { status: 'sent' };
      } catch (error) {
        return outcomeOf(error);
      }
    },
    close: () => transport.close(),
  };
}
