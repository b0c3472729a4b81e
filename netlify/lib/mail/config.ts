// Mail settings, read from the environment at each send (so an operator's change, or a test's server,
// takes effect without a restart): where mail goes, who it is from, who hears about enquiries, and how
// long a slow server may hold us up.
import { site } from '../../../src/site.ts';

type Env = Record<string, string | undefined>;

export const DEFAULT_MAIL_FROM = `${site.name} <no-reply@wacadvisory.co.uk>`;
/** Connection, greeting, each socket wait and the whole delivery are each bounded by this. */
export const DEFAULT_SMTP_TIMEOUT_MS = 10_000;

export interface MailConfig {
  /** smtp://user:pass@host:587 or smtps://...:465; undefined: mail is not configured (logged, not sent). */
  smtpUrl: string | undefined;
  from: string;
  /** Who is told about each new enquiry: the firm's contact address unless ENQUIRIES_TO says otherwise. */
  enquiriesTo: string;
  timeoutMs: number;
}

export function mailConfig(env: Env = process.env): MailConfig {
  const timeout = Number(env.SMTP_TIMEOUT_MS);
  return {
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    from: env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM,
    enquiriesTo: env.ENQUIRIES_TO?.trim() || site.contact.email,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_SMTP_TIMEOUT_MS,
  };
}
