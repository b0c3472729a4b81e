// Who the passkeys belong to: the relying party is the configured site address (Netlify's URL, or
// SITE_URL), never the request's Host or Origin, so a passkey made here works only here.
import { site } from '../../../src/site.ts';
import { siteOrigin } from '../site-address.ts';

export interface RelyingParty {
  /** The site's host name: the relying-party id passkeys are bound to. */
  id: string;
  name: string;
  /** The one origin ceremonies may come from. */
  origin: string;
}

export function relyingParty(env: Record<string, string | undefined> = process.env): RelyingParty {
  const origin = siteOrigin(env);
  return { id: new URL(origin).hostname, name: site.name, origin };
}
