// Back to where a member was going after they sign in: member pages send a signed-out visitor to
// /auth?next=<path>, and the sign-in form goes on to that path. Only a path on this site is followed,
// so a crafted link cannot send a member elsewhere after signing in. This module is the one place that
// decides: every way of completing a sign-in goes on through `returnPath`.

export const NEXT_PARAM = 'next';

/** /auth, remembering `path` (a path on this site, e.g. '/questionnaire'). */
export function signInHref(path: string): string {
  return `/auth?${new URLSearchParams({ [NEXT_PARAM]: path })}`;
}

/** Any character a browser strips or reads specially in an address: controls, white space, backslash. */
const UNSAFE_CHARACTER = /[\u0000-\u0020\u007F-\u00A0\u1680\u2000-\u200F\u2028-\u202F\u205F-\u206F\u3000\uFEFF\\]/;
/** A slash, backslash or dot in disguise, which some reader along the way may decode. */
const ENCODED_SEPARATOR = /%(2e|2f|5c)/i;
/** Where the path ends: the query or the fragment. */
const PATH_END = /[?#]/;

/** True when `path` is plain: its first segment not empty, no '.' or '..' segment. */
function plainPath(path: string): boolean {
  const segments = path.split('/').slice(1);
  return segments[0] !== '' && !segments.some((segment) => segment === '.' || segment === '..');
}

/** The sign-in page itself: coming back to it would be a loop. */
const SIGN_IN_PAGE = /^\/auth\/?$/;

/**
 * A return path, when it is a path on this site as the browser itself would resolve it: it starts with
 * one '/' and a non-empty first segment (never '//host' or '/\host'), and holds no dot segment, no
 * encoded slash, backslash or dot, and no control, white-space or invisible character. Resolving it
 * must change nothing, so what is checked is exactly where the browser goes. Otherwise null.
 */
export function safeReturnPath(value: string): string | null {
  if (!value.startsWith('/') || UNSAFE_CHARACTER.test(value) || ENCODED_SEPARATOR.test(value)) return null;
  const path = value.split(PATH_END, 1)[0] ?? '';
  if (!plainPath(path) && path !== '/') return null;
  const base = 'https://site.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base || url.pathname !== path || SIGN_IN_PAGE.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The `next` path of an address's query, when `safeReturnPath` accepts it; otherwise null. */
export function returnPath(search: string): string | null {
  const value = new URLSearchParams(search).get(NEXT_PARAM);
  return value ? safeReturnPath(value) : null;
}
