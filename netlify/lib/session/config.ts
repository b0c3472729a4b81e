// Session policy: timeouts, the cookie names and attributes, and the sealing secret.
import { SESSION_COOKIE, SIGNED_IN_HINT_COOKIE } from '../../../src/schemas/storage.ts';
import { secret } from '../secrets.ts';

/** A session ends after 30 minutes without a request (OWASP ASVS 3.3.2)... */
export const IDLE_TIMEOUT_MS = 30 * 60 * 1000;
/** ...and 12 hours after sign-in whatever the activity. Also the cookies' Max-Age. */
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000;

/**
 * Checking a session pushes its idle expiry forward only when that moves it by at least this much, so
 * reads stay reads: at most one write per session a minute. The idle timeout is met to within a minute.
 */
export const SESSION_EXTEND_STEP_MS = 60 * 1000;

type Env = Record<string, string | undefined>;

export function isProduction(env: Env = process.env): boolean {
  return env.NODE_ENV === 'production' || (env.NETLIFY === 'true' && env.CONTEXT === 'production');
}

/** Seals session cookies and signs device cookies: from the environment only (secrets.ts). */
export function sessionSecret(env: Env = process.env): string {
  return secret('SESSION_SECRET', env);
}

export interface CookiePolicy {
  sessionName: string;
  secure: boolean;
}

/** `__Host-` and Secure over HTTPS (always in production); plain names on http://localhost. */
export function cookiePolicy(request: Request, env: Env = process.env): CookiePolicy {
  const secure = new URL(request.url).protocol === 'https:' || isProduction(env);
  return { sessionName: secure ? SESSION_COOKIE.secure : SESSION_COOKIE.insecure, secure };
}

export const HINT_COOKIE = SIGNED_IN_HINT_COOKIE;
