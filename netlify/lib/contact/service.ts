// Enquiries from the landing page's contact form: stored for the administrators' inbox.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types.ts';
import {
  CONTACT_SUCCESS_MESSAGE,
  type ContactResponse,
  type ContactSubmissionInput,
} from '../../../src/schemas/contact.ts';
import { logEvent } from '../log.ts';
import { enforce, type RateLimitRule } from '../rate-limit.ts';
import { insertEnquiry } from './repository.ts';

/** A person sends one or two enquiries; five an hour from one address is already unusual. */
export const CONTACT_RATE_LIMIT: RateLimitRule = { name: 'contact-ip', limit: 5, windowSeconds: 60 * 60 };

export async function submitEnquiry(
  db: Kysely<Database>,
  input: ContactSubmissionInput,
  context: { ip: string },
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
  return { message: CONTACT_SUCCESS_MESSAGE };
}
