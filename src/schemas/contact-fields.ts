// The contact form's constants and the enquiry types, without zod: the form island loads these with the
// page and fetches the zod schema (src/schemas/contact.ts) only when it is about to validate.

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

export const CONTACT_LIMITS = { name: 100, email: 254, company: 200, message: 5000 } as const;

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
