// Cookies in the browser, through the `cookie` package: document.cookie read by name, one cookie written.
import { parseCookie, stringifySetCookie, type SetCookie } from 'cookie';

/** The page's cookies by name (values decoded). */
export function browserCookies(): Record<string, string | undefined> {
  return parseCookie(document.cookie);
}

/** Writes one cookie, for the whole site unless a path is given; `maxAge: 0` removes it. */
export function setBrowserCookie(cookie: SetCookie): void {
  document.cookie = stringifySetCookie({ path: '/', ...cookie });
}
