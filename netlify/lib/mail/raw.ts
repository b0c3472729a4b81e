// One message as the bytes SMTP carries (RFC 5322 with MIME, RFC 2045 to 2047): a plain-text and an HTML
// part, each UTF-8 and base64, for sending many at once. nodemailer's composer spends about 5 ms a message
// here (quoted-printable encoding and its streams), which caps a run near 200 messages a second; composing
// this fixed shape directly costs a few hundredths of that, and nodemailer still does the SMTP.
import { randomUUID } from 'node:crypto';
import { headerText } from './render.ts';

export interface RawMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Further headers, e.g. List-Unsubscribe (values on one line; no line breaks are kept). */
  headers?: Record<string, string>;
  date?: Date;
}

/** A header value in RFC 2047's encoded form when it is not plain ASCII. */
const encodedWord = (value: string) =>
  /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`;

/** Base64 in lines of 76 characters, as MIME asks. */
function base64Lines(content: string): string {
  const encoded = Buffer.from(content.replace(/\r?\n/g, '\r\n'), 'utf8').toString('base64');
  const lines: string[] = [];
  for (let at = 0; at < encoded.length; at += 76) lines.push(encoded.slice(at, at + 76));
  return lines.join('\r\n');
}

/** The domain of an address such as `Name <user@example.com>`, for the Message-ID. */
const domainOf = (address: string) => /@([^>\s]+)/.exec(address)?.[1] ?? 'localhost';

export function rawMessage(mail: RawMail): string {
  const boundary = `=_${randomUUID()}`;
  const headers: [string, string][] = [
    ['From', headerText(mail.from)],
    ['To', headerText(mail.to)],
    ['Subject', encodedWord(headerText(mail.subject))],
    ['Date', (mail.date ?? new Date()).toUTCString().replace('GMT', '+0000')],
    ['Message-ID', `<${randomUUID()}@${domainOf(mail.from)}>`],
    ...Object.entries(mail.headers ?? {}).map(([name, value]): [string, string] => [name, headerText(value)]),
    ['MIME-Version', '1.0'],
    ['Content-Type', `multipart/alternative; boundary="${boundary}"`],
  ];
  const part = (type: string, content: string) =>
    `--${boundary}\r\nContent-Type: ${type}; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n\r\n${base64Lines(content)}\r\n`;
  return `${headers.map(([name, value]) => `${name}: ${value}`).join('\r\n')}\r\n\r\n${part('text/plain', mail.text)}${part('text/html', mail.html)}--${boundary}--\r\n`;
}

/** The bare address of a header value such as `Name <user@example.com>`, for the SMTP envelope. */
export const envelopeAddress = (address: string) => /<([^>]+)>/.exec(address)?.[1] ?? address.trim();
