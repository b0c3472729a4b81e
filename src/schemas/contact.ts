// The contact form and POST /api/contact: one schema for the island's checks and the function's.
import { multiLine, singleLine } from './text.ts';
import { z } from './zod.ts';
import { CONTACT_LIMITS, contactInterestValues } from './contact-fields.ts';

export * from './contact-fields.ts';

const required = (label: string, max: number, text = singleLine) =>
  text(
    z
      .string({ error: `${label} is required` })
      .trim()
      .min(1, { error: `${label} is required` })
      .max(max, { error: `${label} must be at most ${max} characters` }),
    label,
  );

export const contactRequestSchema = z.strictObject({
  firstName: required('First name', CONTACT_LIMITS.name),
  lastName: required('Last name', CONTACT_LIMITS.name),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, { error: 'Email is required' })
    .max(CONTACT_LIMITS.email, { error: `Email must be at most ${CONTACT_LIMITS.email} characters` })
    .pipe(z.email({ error: 'Please enter a valid email address' })),
  company: singleLine(
    z
      .string({ error: 'Company must be text' })
      .trim()
      .max(CONTACT_LIMITS.company, { error: `Company must be at most ${CONTACT_LIMITS.company} characters` }),
    'Company',
  )
    .nullish()
    .transform((value) => value || null),
  serviceInterest: z.enum(contactInterestValues, { error: 'Please choose a service of interest' }),
  message: required('Message', CONTACT_LIMITS.message, multiLine),
  /** Honeypot: hidden from people, filled in by bots. A filled-in request is accepted and discarded. */
  website: z.string().max(500).optional(),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;
export type ContactSubmissionInput = z.output<typeof contactRequestSchema>;

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
