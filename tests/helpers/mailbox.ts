// A real SMTP server in the test's own process (smtp-server), keeping what arrives parsed (mailparser),
// so API and browser tests can read the mail the site sends: its recipients, both parts and the links.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';

export interface ReceivedMail {
  to: string[];
  from: string;
  replyTo: string | undefined;
  subject: string;
  text: string;
  html: string;
}

export interface Mailbox {
  /** smtp://127.0.0.1:port, for SMTP_URL. */
  url: string;
  port: number;
  messages: ReceivedMail[];
  /** The first message to `to` (any case) whose subject matches, waiting for it to arrive. */
  waitFor: (to: string, subject?: RegExp, timeoutMs?: number) => Promise<ReceivedMail>;
  /** Every message to `to` so far. */
  to: (address: string) => ReceivedMail[];
  close: () => Promise<void>;
}

const addresses = (field: AddressObject | AddressObject[] | undefined): string[] =>
  [field ?? []]
    .flat()
    .flatMap((group) => group.value)
    .map((entry) => (entry.address ?? '').toLowerCase());

function toReceived(parsed: ParsedMail): ReceivedMail {
  return {
    to: addresses(parsed.to),
    from: parsed.from?.text ?? '',
    replyTo: parsed.replyTo?.value[0]?.address,
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
  };
}

/** Starts on `port` (0: any free port). */
export async function startMailbox(port = 0): Promise<Mailbox> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          messages.push(toReceived(parsed));
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const bound = (server.server.address() as AddressInfo).port;
  const matching = (to: string, subject?: RegExp) =>
    messages.filter((m) => m.to.includes(to.toLowerCase()) && (!subject || subject.test(m.subject)));

  return {
    url: `smtp://127.0.0.1:${bound}`,
    port: bound,
    messages,
    to: (address) => matching(address),
    async waitFor(to, subject, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = matching(to, subject)[0];
        if (found) return found;
        if (Date.now() > until) throw new Error(`no mail to ${to}${subject ? ` matching ${subject}` : ''} arrived`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a message's text part that starts with `prefix` (e.g. the site origin + path). */
export function linkIn(mail: ReceivedMail, path: string): URL {
  const match = mail.text.match(new RegExp(`https?://\\S+${path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\S*`));
  if (!match) throw new Error(`no link to ${path} in: ${mail.text}`);
  return new URL(match[0]);
}
