// The contact form and POST /api/contact: one schema for the island's checks and the function's.
import { z } from './zod.ts';
import { CONTACT_LIMITS } from './contact-limits.ts';

/**
 * Values of the service-of-interest field, in display order. src/site.ts pairs each with its label
 * (a unit test keeps the two lists equal); the server accepts only these.
 */
export const contactInterestValues = [
  'business-transformation',
  'agentic-ai-solutions',
  'innovation-sprints',
  'risk-compliance',
  'enterprise-technology',
  'leadership-advisory',
  'process-optimisation',
  'applications',
  'general',
] as const;
export type ContactInterestValue = (typeof contactInterestValues)[number];

export function isContactInterest(value: string | null | undefined): value is ContactInterestValue {
  return (contactInterestValues as readonly (string | null | undefined)[]).includes(value);
}

export { CONTACT_LIMITS };

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` });

export const contactRequestSchema = z.strictObject({
  firstName: required('First name', CONTACT_LIMITS.name),
  lastName: required('Last name', CONTACT_LIMITS.name),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, { error: 'Email is required' })
    .max(CONTACT_LIMITS.email, { error: `Email must be at most ${CONTACT_LIMITS.email} characters` })
    .pipe(z.email({ error: 'Please enter a valid email address' })),
  company: z
    .string({ error: 'Company must be text' })
    .trim()
    .max(CONTACT_LIMITS.company, { error: `Company must be at most ${CONTACT_LIMITS.company} characters` })
    .nullish()
    .transform((value) => value || null),
  serviceInterest: z.enum(contactInterestValues, { error: 'Please choose a service of interest' }),
  message: required('Message', CONTACT_LIMITS.message),
  /** Honeypot: hidden from people, filled in by bots. A filled-in request is accepted and discarded. */
  website: z.string().max(500).optional(),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;
export type ContactSubmissionInput = z.output<typeof contactRequestSchema>;

export const CONTACT_SUCCESS_MESSAGE = "Thank you for your enquiry. We'll be in touch within 24 hours.";

export interface ContactResponse {
  message: string;
}

/** An enquiry as the administrators' API returns it. */
export interface Enquiry {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  company: string | null;
  serviceInterest: string;
  message: string;
  handledAt: string | null;
  createdAt: string;
}

export interface EnquiryPage {
  enquiries: Enquiry[];
  /** Pass as `before` to get the next (older) page; null on the last page. */
  nextCursor: string | null;
  openCount: number;
}

export const enquiryUpdateSchema = z.strictObject({
  handled: z.boolean({ error: 'handled must be true or false' }),
});
export type EnquiryUpdate = z.infer<typeof enquiryUpdateSchema>;

/** Query of GET /api/admin/enquiries: a page of `limit` enquiries, older than the one with id `before`. */
export const enquiryListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: 'limit must be between 1 and 100' })
    .max(100, { error: 'limit must be between 1 and 100' })
    .default(25),
  before: z.uuid({ error: 'before must be an enquiry id' }).optional(),
});
export type EnquiryListQuery = z.infer<typeof enquiryListQuerySchema>;
