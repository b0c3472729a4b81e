// Preselects the service of interest (and a drafted message) from the address: the site's "contact us
// about X" links are /?interest=<value>[&message=...]#contact. On the landing page an in-page link
// changes the address without a page load and announces it with LOCATION_EVENT, so the form follows.
// (Checked against src/schemas rather than src/site.ts, which would add the whole site config to the page.)
import { useEffect } from 'react';
import { CONTACT_INTEREST_PARAM, CONTACT_MESSAGE_PARAM } from '../../lib/contact-link.ts';
import { LOCATION_EVENT } from '../../lib/scroll.ts';
import { isContactInterest } from '../../schemas/contact-fields.ts';

export interface ContactPrefill {
  serviceInterest?: string;
  message?: string;
}

function fromAddress(): ContactPrefill {
  const params = new URLSearchParams(location.search);
  const interest = params.get(CONTACT_INTEREST_PARAM);
  const message = params.get(CONTACT_MESSAGE_PARAM);
  return {
    ...(isContactInterest(interest) ? { serviceInterest: interest } : {}),
    ...(message ? { message } : {}),
  };
}

export function useContactPrefill(apply: (prefill: ContactPrefill) => void): void {
  useEffect(() => {
    const update = () => apply(fromAddress());
    update();
    window.addEventListener(LOCATION_EVENT, update);
    window.addEventListener('popstate', update);
    return () => {
      window.removeEventListener(LOCATION_EVENT, update);
      window.removeEventListener('popstate', update);
    };
  }, [apply]);
}
