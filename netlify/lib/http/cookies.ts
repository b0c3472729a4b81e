// Cookies on the server, through the `cookie` package: the request's Cookie header read, Set-Cookie lines
// written. iron-session writes the sealed session cookie itself, with the same package.
import { parseCookie, stringifySetCookie, type SetCookie } from 'cookie';

/** The request's cookies by name (values decoded). */
export function requestCookies(request: Request): Record<string, string | undefined> {
  return parseCookie(request.headers.get('cookie') ?? '');
}

/** A Set-Cookie line for the whole site (Path=/, SameSite=Lax unless the cookie says otherwise). */
export function setCookieLine(cookie: SetCookie): string {
  return stringifySetCookie({ path: '/', sameSite: 'lax', ...cookie });
}
