// Many messages over a few SMTP connections, for the briefing e-mails, each connection nodemailer's own
// SMTPConnection (its pool would resend a message on a new connection by itself, and hides which stage a
// failure came at). Each message's outcome says what may be done with it next:
// - 'sent': the server accepted it (its final 250);
// - 'refused': the server said no (a 4xx is for now, `temporary`; a 5xx is final), or the failure came
//   before the message was handed over (connecting, the greeting, MAIL FROM, RCPT TO, the DATA command
//   itself): the server does not have it, so it may be sent again;
// - 'unknown': the connection failed after the server took DATA and the message began to flow (a lost
//   reply before the final 250, a reset, a timeout): the server may have it, so it is never sent again.
// The stage is read from the message's own stream: nodemailer reads it only once the server has answered
// DATA with 354.
import { Readable } from 'node:stream';
import { parseConnectionUrl } from 'nodemailer/lib/shared';
import SMTPConnection from 'nodemailer/lib/smtp-connection';
import { mailConfig } from './config.ts';

export type BulkOutcome =
  { status: 'sent' } | { status: 'refused'; temporary: boolean; error: string } | { status: 'unknown'; error: string };

/** One open connection: sends one message at a time. */
export interface BulkConnection {
  send: (envelope: { from: string; to: string }, raw: string) => Promise<BulkOutcome>;
  /** Ends the session politely (QUIT). */
  close: () => void;
}

export interface BulkMailer {
  /** Opens a connection (greeted, signed in); rejects when the server cannot be reached or refuses us. */
  connect: () => Promise<BulkConnection>;
  /** Drops every open connection at once (a run out of time): what is in flight fails by its stage. */
  abort: () => void;
}

const describe = (error: unknown) => {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  return `${code ? `${code} ` : ''}${message ?? String(error)}`.slice(0, 300);
};

/** A failure's outcome, given whether the message had begun to flow to the server. */
export function outcomeOf(error: unknown, handedOver: boolean): BulkOutcome {
  const { responseCode } = (error ?? {}) as { responseCode?: number };
  if (typeof responseCode === 'number' && responseCode >= 400) {
    return { status: 'refused', temporary: responseCode < 500, error: describe(error) };
  }
  if (!handedOver) return { status: 'refused', temporary: true, error: describe(error) };
  return { status: 'unknown', error: describe(error) };
}

/** A mailer on SMTP_URL; null when mail is not configured. */
export function bulkMailer(): BulkMailer | null {
  const config = mailConfig();
  if (!config.smtpUrl) return null;
  const options = {
    ...parseConnectionUrl(config.smtpUrl),
    connectionTimeout: config.timeoutMs,
    greetingTimeout: config.timeoutMs,
    socketTimeout: config.timeoutMs,
    dnsTimeout: config.timeoutMs,
  };
  /** How to drop each open connection, settling its message in flight. */
  const open = new Set<() => void>();

  async function connect(): Promise<BulkConnection> {
    const connection = new SMTPConnection(options);
    let inFlight: { message: Readable; settle: (outcome: BulkOutcome) => void } | undefined;
    const drop = () => {
      open.delete(drop);
      // close() forgets a message in flight without calling back: it is settled here, by its stage.
      const stopped = inFlight;
      inFlight = undefined;
      stopped?.settle(outcomeOf(new Error('the run stopped the connection'), stopped.message.readableDidRead));
      connection.close();
    };
    open.add(drop);
    // Errors reach the callbacks below; the event would otherwise be thrown.
    connection.on('error', () => undefined);
    connection.once('end', () => open.delete(drop));
    // A socket that fails while connecting or signing in says so by the 'error' event, not the callback.
    let failed: (error: unknown) => void = () => undefined;
    const setupFailed = new Promise<never>((_resolve, reject) => (failed = reject));
    connection.once('error', (error) => failed(error));
    try {
      await Promise.race([
        setupFailed,
        new Promise<void>((resolve, reject) => connection.connect((error) => (error ? reject(error) : resolve()))),
      ]);
      if (options.auth && connection.allowsAuth) {
        await Promise.race([
          setupFailed,
          new Promise<void>((resolve, reject) =>
            connection.login(options.auth!, (error) => (error ? reject(error) : resolve())),
          ),
        ]);
      }
    } catch (error) {
      drop();
      throw error;
    } finally {
      failed = () => undefined;
      setupFailed.catch(() => undefined);
    }
    return {
      send: (envelope, raw) =>
        new Promise<BulkOutcome>((resolve) => {
          const message = Readable.from([Buffer.from(raw, 'utf8')]);
          inFlight = { message, settle: resolve };
          connection.send({ from: envelope.from, to: [envelope.to] }, message, (error) => {
            if (inFlight?.message !== message) return;
            inFlight = undefined;
            resolve(error ? outcomeOf(error, message.readableDidRead) : { status: 'sent' });
          });
        }),
      close: () => {
        open.delete(drop);
        connection.quit();
      },
    };
  }

  return {
    connect,
    abort: () => {
      for (const drop of [...open]) drop();
    },
  };
}
