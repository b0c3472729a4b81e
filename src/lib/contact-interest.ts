// "Contact us about X": links to the contact section with the form's service interest preselected.
// A link is '/?interest=<value>#contact'; on the landing page src/lib/scroll.ts turns the click into an
// in-page scroll, keeps the parameter in the address and fires LOCATION_EVENT, so a mounted form can
// follow along with onContactInterest().
import { isContactInterest, type ContactInterestValue } from '../schemas/contact-fields.ts';
import { LOCATION_EVENT } from './scroll.ts';

export const CONTACT_INTEREST_PARAM = 'interest';

export { isContactInterest };

/** The link to the contact section with `value` preselected; a value the form does not offer is a build error. */
export function contactInterestHref(value: string): string {
  if (!isContactInterest(value)) {
    throw new Error(
      `'${value}' is not a contact interest: add it to CONTACT_INTERESTS in src/schemas/contact-fields.ts`,
    );
  }
  return `/?${CONTACT_INTEREST_PARAM}=${encodeURIComponent(value)}#contact`;
}

/** The interest in the current address, if it is a known one. */
export function readContactInterest(search: string = location.search): ContactInterestValue | null {
  const value = new URLSearchParams(search).get(CONTACT_INTEREST_PARAM);
  return isContactInterest(value) ? value : null;
}

/** Calls `listener` whenever an in-page link or history navigation changes the interest in the address. */
export function onContactInterest(listener: (value: ContactInterestValue) => void): () => void {
  const notify = () => {
    const value = readContactInterest();
    if (value) listener(value);
  };
  window.addEventListener(LOCATION_EVENT, notify);
  window.addEventListener('popstate', notify);
  return () => {
    window.removeEventListener(LOCATION_EVENT, notify);
    window.removeEventListener('popstate', notify);
  };
}
