// Enquiries from the landing page's contact form: stored for the administrators' inbox, then (after the
// response, so a slow mail server never delays or loses one) announced to ENQUIRIES_TO and acknowledged
// to the enquirer.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/rows.ts';
import type { ContactResponse } from '../../../src/schemas/contact-replies.ts';
import { CONTACT_SUCCESS_MESSAGE, type ContactSubmissionInput } from '../../../src/schemas/contact.ts';
import { site } from '../../../src/site.ts';
import { logEvent } from '../log.ts';
import { mailConfig } from '../mail/config.ts';
import type { MailContext } from '../mail/context.ts';
import { enquiryAcknowledgementMail, enquiryNotificationMail, type EnquiryForMail } from '../mail/messages.ts';
import { sendMail } from '../mail/transport.ts';
import { enforce, type RateLimitRule } from '../rate-limit.ts';
import { insertEnquiry } from './repository.ts';

/** A person sends one or two enquiries; five an hour from one address is already unusual. */
export const CONTACT_RATE_LIMIT: RateLimitRule = { name: 'contact-ip', limit: 5, windowSeconds: 60 * 60 };

/** Where the notification's link goes: the administrators' dashboard, at its Enquiries panel. */
export const ENQUIRIES_PANEL_PATH = '/dashboard#enquiries';

async function sendEnquiryMails(enquiry: EnquiryForMail, id: string, origin: string): Promise<void> {
  const { enquiriesTo } = mailConfig();
  const notification = enquiryNotificationMail(enquiry, `${origin}${ENQUIRIES_PANEL_PATH}`);
  await Promise.all([
    sendMail({ to: enquiriesTo, replyTo: enquiry.email, ...notification }, { kind: 'enquiry-notification', id }),
    sendMail(
      { to: enquiry.email, replyTo: site.contact.email, ...enquiryAcknowledgementMail(enquiry) },
      { kind: 'enquiry-acknowledgement', id },
    ),
  ]);
}

export async function submitEnquiry(
  db: Kysely<Database>,
  input: ContactSubmissionInput,
  context: { ip: string; mail: MailContext },
): Promise<ContactResponse> {
  await enforce(db, CONTACT_RATE_LIMIT, context.ip);
  // The honeypot is invisible to people: a bot gets the same answer, and nothing is stored.
  if (input.website) {
    logEvent('contact.honeypot', {});
    return { message: CONTACT_SUCCESS_MESSAGE };
  }
  const { website: _website, ...enquiry } = input;
  const { id } = await insertEnquiry(db, enquiry);
  logEvent('contact.received', { id, serviceInterest: enquiry.serviceInterest });
  context.mail.defer(sendEnquiryMails(enquiry, id, context.mail.origin));
  return { message: CONTACT_SUCCESS_MESSAGE };
}
