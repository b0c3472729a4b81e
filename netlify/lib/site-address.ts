// The site's own address, from configuration only, never from the request: links in mail and every
// redirect's Location come from here, so a forged Host header can send nobody to another site.
import { withApiHeaders } from './http.ts';

type Env = Record<string, string | undefined>;

/**
 * Netlify's DEPLOY_PRIME_URL on previews and branch deploys, its URL in production, and SITE_URL where
 * Netlify sets neither (`npm start` and `npm run dev` set it to their own address; a server of your own
 * sets it to its public one). Netlify's local emulation makes up deploy URLs, so under it only SITE_URL
 * counts.
 */
export function siteOrigin(env: Env = process.env): string {
  const local = env.NETLIFY_LOCAL === 'true' || env.CONTEXT === 'dev';
  const preview = env.CONTEXT && env.CONTEXT !== 'production' ? env.DEPLOY_PRIME_URL : undefined;
  const configured = local ? env.SITE_URL : preview || env.URL || env.SITE_URL;
  if (!configured) throw new Error('Neither URL nor SITE_URL is set: links in e-mails need the address of the site.');
  return new URL(configured).origin;
}

/** A 302 to a path on this site, its Location absolute on the configured address. */
export function siteRedirect(path: string): Response {
  return withApiHeaders(new Response(null, { status: 302, headers: { Location: new URL(path, siteOrigin()).href } }));
}

/**
 * A redirect `response` to `request`'s own origin, its Location moved to the configured address (the
 * path, query and fragment kept); a redirect to another site, or no redirect, is returned as it is.
 */
export function relocatedToSite(response: Response, request: Request, env: Env = process.env): Response {
  const location = response.headers.get('location');
  if (!location) return response;
  const target = new URL(location, request.url);
  if (target.origin !== new URL(request.url).origin) return response;
  const copy = new Response(response.body, response);
  copy.headers.set('location', new URL(`${target.pathname}${target.search}${target.hash}`, siteOrigin(env)).href);
  return copy;
}
