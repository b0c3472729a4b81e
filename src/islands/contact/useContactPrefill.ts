// Preselects the service of interest (and a drafted message) from the address: the site's
// "contact us about X" links are /?interest=<value>[&message=...]#contact, followed live on the landing page.
import { useEffect } from 'react';
import { onContactInterest, readContactInterest } from '../../lib/contact-interest.ts';
import { CONTACT_MESSAGE_PARAM } from '../../lib/contact-link.ts';

export function useContactPrefill(apply: (prefill: { serviceInterest?: string; message?: string }) => void): void {
  useEffect(() => {
    const interest = readContactInterest();
    const message = new URLSearchParams(location.search).get(CONTACT_MESSAGE_PARAM)?.slice(0, 2000);
    if (interest || message)
      apply({ ...(interest ? { serviceInterest: interest } : {}), ...(message ? { message } : {}) });
    return onContactInterest((value) => apply({ serviceInterest: value }));
  }, [apply]);
}
