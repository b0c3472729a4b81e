// Back to where a member was going after they sign in: member pages send a signed-out visitor to
// /auth?next=<path>, and the sign-in form goes on to that path. Only a path on this site is followed,
// so a crafted link cannot send a member elsewhere after signing in.

export const NEXT_PARAM = 'next';

/** /auth, remembering `path` (a path on this site, e.g. '/questionnaire'). */
export function signInHref(path: string): string {
  return `/auth?${new URLSearchParams({ [NEXT_PARAM]: path })}`;
}

/**
 * The `next` path of an address's query, when it is a path on this site (not another origin, not a
 * protocol-relative '//host' or '/\host', not /auth itself); otherwise null.
 */
export function returnPath(search: string): string | null {
  const value = new URLSearchParams(search).get(NEXT_PARAM);
  if (!value || !value.startsWith('/') || value.startsWith('//') || /[\\\s]/.test(value)) return null;
  const base = 'https://site.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base || /^\/auth\/?$/.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
