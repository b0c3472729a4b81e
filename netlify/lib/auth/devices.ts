// OWASP's device cookie: a browser that has signed in to an account carries a signed token naming that
// account (by hash) and a random device id. Failed sign-ins from it count against the device, not the
// account, so a stranger's failures, which lock the account for unknown browsers, never lock its owner out.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { DEVICE_COOKIE, DEVICE_COOKIE_DAYS } from '../../../src/schemas/storage.ts';
import { cookiePolicy, sessionSecret } from '../session/config.ts';
import { setCookieLine } from '../http/cookies.ts';
import { cookieValue } from '../session/cookies.ts';
import { accountKey } from './limits.ts';

const MAX_AGE_SECONDS = DEVICE_COOKIE_DAYS * 24 * 60 * 60;

function signature(account: string, device: string): string {
  return createHmac('sha256', sessionSecret()).update(`device:${account}.${device}`).digest('base64url');
}

function cookieName(request: Request): string {
  return cookiePolicy(request).secure ? DEVICE_COOKIE.secure : DEVICE_COOKIE.insecure;
}

/** The device id from the request's cookie when it is intact and names this account; else undefined. */
export function knownDevice(request: Request, account: string): string | undefined {
  const [named, device, mac] = (cookieValue(request, cookieName(request)) ?? '').split('.');
  if (!named || !device || !mac || named !== account) return undefined;
  const expected = Buffer.from(signature(account, device));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? device : undefined;
}

/** A new random device id, for a browser that has not signed in to the account before. */
export const newDeviceId = () => randomBytes(16).toString('base64url');

/** The Set-Cookie line that marks this browser as one the account's owner has signed in from. */
export function deviceCookie(request: Request, account: string, device = newDeviceId()): string {
  const { secure } = cookiePolicy(request);
  const value = `${account}.${device}.${signature(account, device)}`;
  return setCookieLine({ name: cookieName(request), value, maxAge: MAX_AGE_SECONDS, httpOnly: true, secure });
}

/** The browser's device id for the account with this e-mail, if it has signed in to it before. */
export function deviceFor(request: Request, email: string): string | undefined {
  return knownDevice(request, accountKey(email));
}

/** The device cookie for the account with this e-mail, keeping the browser's device id if it has one. */
export function deviceCookieFor(request: Request, email: string, device = deviceFor(request, email)): string {
  return deviceCookie(request, accountKey(email), device);
}
