// The URL contract for "contact us about X" links: `/?interest=<value>#contact`, where <value> is one of
// CONTACT_INTERESTS (src/schemas/contact-fields.ts); the landing page's contact form reads the parameters and preselects the field.
// An optional `message` parameter carries a drafted message the form can prefill.
import type { ContactInterestValue } from '../schemas/contact-fields.ts';

export const CONTACT_INTEREST_PARAM = 'interest';
export const CONTACT_MESSAGE_PARAM = 'message';

/** `page` is the landing page's path: '/' on public pages, '/public' where a signed-in member starts (at '/' they get the dashboard). */
export function contactHref(interest: ContactInterestValue, message?: string, page: '/' | '/public' = '/'): string {
  const params = new URLSearchParams({ [CONTACT_INTEREST_PARAM]: interest });
  if (message) params.set(CONTACT_MESSAGE_PARAM, message);
  return `${page}?${params}#contact`;
}
