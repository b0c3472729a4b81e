// A real SMTP server in the test's own process (smtp-server), keeping what arrives parsed (mailparser),
// so API and browser tests can read the mail the site sends: its recipients, both parts and the links.
// The browser tests start one for the whole run and their workers read what it saves to a folder.
import { readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
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

/** What arrived, and a wait for one message. */
export interface MailReader {
  messages: ReceivedMail[];
  /** The first message to `to` (any case) whose subject matches, waiting for it to arrive. */
  waitFor: (to: string, subject?: RegExp, timeoutMs?: number) => Promise<ReceivedMail>;
  /** Every message to `to` so far. */
  to: (address: string) => ReceivedMail[];
}

export interface Mailbox extends MailReader {
  /** smtp://127.0.0.1:port, for SMTP_URL. */
  url: string;
  port: number;
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

/** A reader over whatever `list()` returns now: the messages held in memory, or those in a folder. */
function reader(list: () => ReceivedMail[]): MailReader {
  const matching = (to: string, subject?: RegExp) =>
    list().filter((m) => m.to.includes(to.toLowerCase()) && (!subject || subject.test(m.subject)));
  return {
    get messages() {
      return list();
    },
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
  };
}

/**
 * Starts on `port` (0: any free port). With `saveTo`, each message is also written to that folder as a
 * JSON file, for other processes to read with `readMailFolder` (the browser tests' workers).
 */
export async function startMailbox(port = 0, { saveTo }: { saveTo?: string } = {}): Promise<Mailbox> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mail = toReceived(parsed);
          messages.push(mail);
          // Written whole under a temporary name, then renamed: a reader never sees half a message.
          if (saveTo) {
            const file = join(saveTo, `${String(messages.length).padStart(6, '0')}.json`);
            writeFileSync(`${file}.tmp`, JSON.stringify(mail));
            renameSync(`${file}.tmp`, file);
          }
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
  return {
    ...reader(() => messages),
    url: `smtp://127.0.0.1:${bound}`,
    port: bound,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The messages a mailbox started with `saveTo: folder` has received, in the order they arrived. */
export function readMailFolder(folder: string): MailReader {
  const read = new Map<string, ReceivedMail>();
  return reader(() =>
    readdirSync(folder)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => {
        if (!read.has(name)) read.set(name, JSON.parse(readFileSync(join(folder, name), 'utf8')) as ReceivedMail);
        return read.get(name)!;
      }),
  );
}

/** The first link in a message's text part that starts with `prefix` (e.g. the site origin + path). */
export function linkIn(mail: ReceivedMail, path: string): URL {
  const match = mail.text.match(new RegExp(`https?://\\S+${path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\S*`));
  if (!match) throw new Error(`no link to ${path} in: ${mail.text}`);
  return new URL(match[0]);
}
