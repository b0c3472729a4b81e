// The two cookies set at sign-in: the sealed iron-session cookie holding only the session id, and the
// non-secret hint that lets static pages and Netlify's redirect rules tell signed-in visitors apart.
import { getIronSession, webCookies, type SessionOptions } from 'iron-session';
import { requestCookies, setCookieLine } from '../http/cookies.ts';
import { ABSOLUTE_TIMEOUT_MS, HINT_COOKIE, cookiePolicy, sessionSecret, type CookiePolicy } from './config.ts';

interface SealedSession {
  sid?: string;
}

const MAX_AGE_SECONDS = ABSOLUTE_TIMEOUT_MS / 1000;

function ironOptions(policy: CookiePolicy): SessionOptions {
  return {
    cookieName: policy.sessionName,
    password: sessionSecret(),
    // The seal outlives the cookie by iron-session's 60 s clock-skew allowance; the database row decides.
    ttl: MAX_AGE_SECONDS + 60,
    cookieOptions: { httpOnly: true, secure: policy.secure, sameSite: 'lax', path: '/', maxAge: MAX_AGE_SECONDS },
  };
}

function hintCookie(policy: CookiePolicy, maxAge: number): string {
  return setCookieLine({ name: HINT_COOKIE, value: maxAge > 0 ? '1' : '', maxAge, secure: policy.secure });
}

/**
 * Unsealing is the dearest part of a signed-in read, so each warm instance remembers the seals it has
 * opened: a seal always holds the same id, and the sessions row still decides on every request. Keyed
 * per secret (a rotated secret forgets them all), bounded in size and age.
 */
const UNSEALED_MAX = 5_000;
const UNSEALED_TTL_MS = 10 * 60 * 1000;
let unsealed = { secret: '', seals: new Map<string, { sid: string; until: number }>() };

/** One cookie's value from the request's Cookie header. */
export function cookieValue(request: Request, name: string): string | undefined {
  return requestCookies(request)[name];
}

/** The session id sealed in the request's cookie, if the seal is intact and unexpired. */
export async function readSessionId(request: Request): Promise<string | undefined> {
  if (!request.headers.get('cookie')) return undefined;
  const policy = cookiePolicy(request);
  const secret = sessionSecret();
  if (unsealed.secret !== secret) unsealed = { secret, seals: new Map() };
  const seal = cookieValue(request, policy.sessionName);
  const known = seal ? unsealed.seals.get(seal) : undefined;
  if (known && known.until > Date.now()) return known.sid;
  const session = await getIronSession<SealedSession>(webCookies(request, new Headers()), ironOptions(policy));
  const sid = typeof session.sid === 'string' && session.sid ? session.sid : undefined;
  if (seal && sid) {
    if (unsealed.seals.size >= UNSEALED_MAX) unsealed.seals.delete(unsealed.seals.keys().next().value!);
    unsealed.seals.set(seal, { sid, until: Date.now() + UNSEALED_TTL_MS });
  }
  return sid;
}

/** True when the request carries either cookie (a session to end, or a hint to clear). */
export function carriesSessionCookies(request: Request): boolean {
  const cookies = requestCookies(request);
  return cookiePolicy(request).sessionName in cookies || HINT_COOKIE in cookies;
}

/** Set-Cookie headers that start a session: the sealed id and the hint, both for the absolute timeout. */
export async function sessionCookies(request: Request, sid: string): Promise<Headers> {
  const headers = new Headers();
  const policy = cookiePolicy(request);
  // A request without cookies, so iron-session starts from an empty session and writes only ours.
  const fresh = new Request(request.url);
  const session = await getIronSession<SealedSession>(webCookies(fresh, headers), ironOptions(policy));
  session.sid = sid;
  await session.save();
  headers.append('set-cookie', hintCookie(policy, MAX_AGE_SECONDS));
  return headers;
}

/** Set-Cookie headers that remove both cookies. */
export function clearedSessionCookies(request: Request): Headers {
  const policy = cookiePolicy(request);
  const headers = new Headers();
  headers.append(
    'set-cookie',
    setCookieLine({ name: policy.sessionName, value: '', maxAge: 0, httpOnly: true, secure: policy.secure }),
  );
  headers.append('set-cookie', hintCookie(policy, 0));
  return headers;
}
