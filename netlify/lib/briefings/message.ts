// One briefing e-mail as the bytes SMTP carries, to the member as they are just before the send: the entry's
// title and summary, a link to it (members-only entries by way of sign-in), and RFC 8058 one-click
// unsubscribe, as the large mailbox providers require of bulk senders.
import { BRIEFINGS_CHOICE_WORDING, type BriefingEntry } from '../../../src/schemas/briefings.ts';
import { briefingsUnsubscribe } from '../../../src/schemas/api-routes/insights.ts';
import { mailConfig } from '../mail/config.ts';
import { briefingMail } from '../mail/messages.ts';
import { envelopeAddress, rawMessage } from '../mail/raw.ts';
import { unsubscribeToken } from './token.ts';

export interface BriefingMessage {
  envelope: { from: string; to: string };
  raw: string;
}

export function briefingMessage(
  to: { userId: string; email: string; firstName: string },
  entry: BriefingEntry,
  origin: string,
): BriefingMessage {
  const article = `/insights/${entry.slug}`;
  const membersOnly = entry.audience === 'members';
  const url = new URL(membersOnly ? `/auth?next=${encodeURIComponent(article)}` : article, origin).href;
  const unsubscribeUrl = `${origin}${briefingsUnsubscribe}?token=${unsubscribeToken(to.userId)}`;
  const mail = briefingMail({
    firstName: to.firstName.trim() || 'member',
    title: entry.title,
    summary: entry.summary,
    membersOnly,
    url,
    unsubscribeUrl,
    wording: BRIEFINGS_CHOICE_WORDING,
  });
  const { from } = mailConfig();
  return {
    envelope: { from: envelopeAddress(from), to: to.email },
    raw: rawMessage({
      from,
      to: to.email,
      ...mail,
      headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    }),
  };
}
