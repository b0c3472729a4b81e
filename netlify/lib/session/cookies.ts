// The two cookies set at sign-in: the sealed iron-session cookie holding only the session id, and the
// non-secret hint that lets static pages and Netlify's redirect rules tell signed-in visitors apart.
import { getIronSession, webCookies, type SessionOptions } from 'iron-session';
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
  const value = maxAge > 0 ? '1' : '';
  return `${HINT_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax${policy.secure ? '; Secure' : ''}`;
}

function cookieNames(request: Request): string[] {
  return (request.headers.get('cookie') ?? '')
    .split(';')
    .map((part) => part.split('=')[0]!.trim())
    .filter(Boolean);
}

/** The session id sealed in the request's cookie, if the seal is intact and unexpired. */
export async function readSessionId(request: Request): Promise<string | undefined> {
  if (!request.headers.get('cookie')) return undefined;
  const session = await getIronSession<SealedSession>(
    webCookies(request, new Headers()),
    ironOptions(cookiePolicy(request)),
  );
  return typeof session.sid === 'string' && session.sid ? session.sid : undefined;
}

/** True when the request carries either cookie (a session to end, or a hint to clear). */
export function carriesSessionCookies(request: Request): boolean {
  const names = cookieNames(request);
  return names.includes(cookiePolicy(request).sessionName) || names.includes(HINT_COOKIE);
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
    `${policy.sessionName}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${policy.secure ? '; Secure' : ''}`,
  );
  headers.append('set-cookie', hintCookie(policy, 0));
  return headers;
}
