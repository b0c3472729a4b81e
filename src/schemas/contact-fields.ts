// The contact form's constants, without zod: the form island loads these with the
// page and fetches the zod schema (src/schemas/contact.ts) only when it is about to validate.

/**
 * The service-of-interest field's options, in display order: the value stored with an enquiry (and used
 * in '/?interest=<value>#contact' links) and the label people see. The server accepts only these values.
 */
export const CONTACT_INTERESTS = [
  { value: 'business-transformation', label: 'Business Transformation' },
  { value: 'agentic-ai-solutions', label: 'Agentic AI Solutions' },
  { value: 'innovation-sprints', label: 'Innovation Sprints' },
  { value: 'risk-compliance', label: 'Risk & Compliance' },
  { value: 'enterprise-technology', label: 'Enterprise Technology' },
  { value: 'leadership-advisory', label: 'Leadership Advisory' },
  { value: 'process-optimisation', label: 'Process Optimisation' },
  { value: 'applications', label: 'Our applications: demos, trials and access' },
  { value: 'general', label: 'General enquiry' },
] as const;
export type ContactInterest = (typeof CONTACT_INTERESTS)[number];
export type ContactInterestValue = ContactInterest['value'];

export const contactInterestValues = CONTACT_INTERESTS.map((interest) => interest.value) as [
  ContactInterestValue,
  ...ContactInterestValue[],
];

/** The label of a stored value (an enquiry from before a value was retired shows the value itself). */
export function contactInterestLabel(value: string): string {
  return CONTACT_INTERESTS.find((interest) => interest.value === value)?.label ?? value;
}

export function isContactInterest(value: string | null | undefined): value is ContactInterestValue {
  return (contactInterestValues as readonly (string | null | undefined)[]).includes(value);
}

export const CONTACT_LIMITS = { name: 100, email: 254, company: 200, message: 5000 } as const;

export const CONTACT_SUCCESS_MESSAGE = "Thank you for your enquiry. We'll be in touch within 24 hours.";
