// Abuse limits for the account endpoints, counted in Postgres (netlify/lib/rate-limit.ts).
import { createHash } from 'node:crypto';
import type { RateLimitRule } from '../rate-limit.ts';

const MINUTE = 60;

/** Failed sign-ins per account (e-mail), whichever IP they come from. */
export const LOGIN_FAILURES_PER_ACCOUNT: RateLimitRule = {
  name: 'login-account',
  limit: 10,
  windowSeconds: 15 * MINUTE,
};
/**
 * Failed sign-ins from a browser that has signed in to the account before (its device cookie): counted
 * per device instead of per account, so failures from strangers never lock the owner's browser out.
 */
export const LOGIN_FAILURES_PER_DEVICE: RateLimitRule = {
  name: 'login-device',
  limit: 10,
  windowSeconds: 15 * MINUTE,
};
/**
 * Passwords typed to confirm an action (password change, account deletion, turning two-factor off), per
 * session: a stolen session cannot try passwords without limit, and strangers' failed sign-ins, counted
 * per account, never stop the owner acting from their own signed-in browser.
 */
export const PASSWORD_CHECKS_PER_SESSION: RateLimitRule = {
  name: 'password-check-session',
  limit: 10,
  windowSeconds: 15 * MINUTE,
};
/** Failed sign-ins per IP, across accounts (credential stuffing). */
export const LOGIN_FAILURES_PER_IP: RateLimitRule = { name: 'login-ip', limit: 50, windowSeconds: 15 * MINUTE };
/** Registration attempts per IP. */
export const REGISTRATIONS_PER_IP: RateLimitRule = { name: 'register-ip', limit: 10, windowSeconds: 60 * MINUTE };

const shortHash = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 32);

/** Rate-limit keys name an account by a hash of its normalised e-mail, not the address itself. */
export function accountKey(email: string): string {
  return shortHash(email.trim().toLowerCase());
}

/** A session by a hash of its id, so the table of counters never holds a live session id. */
export function sessionKey(sid: string): string {
  return shortHash(`session:${sid}`);
}

/** Two-factor codes at sign-in per account, from browsers that have never signed in to it. */
export const TWO_FACTOR_FAILURES_PER_ACCOUNT: RateLimitRule = {
  name: 'two-factor-account',
  limit: 10,
  windowSeconds: 15 * MINUTE,
};
/**
 * Two-factor codes at sign-in from a browser that has signed in to the account before: counted per
 * device, so wrong codes typed anywhere else never lock the owner's browser out.
 */
export const TWO_FACTOR_FAILURES_PER_DEVICE: RateLimitRule = {
  name: 'two-factor-device',
  limit: 10,
  windowSeconds: 15 * MINUTE,
};
/** Codes typed to confirm an action (turning two-factor on or off, new recovery codes), per session. */
export const TWO_FACTOR_CHECKS_PER_SESSION: RateLimitRule = {
  name: 'two-factor-session',
  limit: 10,
  windowSeconds: 15 * MINUTE,
};

/**
 * Where a sign-in attempt (a password or a code) is counted: against the browser, when it has completed
 * a sign-in to this account before (its device cookie); otherwise against the account, which caps what
 * all unknown browsers together may try.
 */
export function signInCounter(
  factor: 'password' | 'code',
  email: string,
  device: string | undefined,
): [RateLimitRule, string] {
  const account = accountKey(email);
  if (factor === 'password') {
    return device ? [LOGIN_FAILURES_PER_DEVICE, `${account}.${device}`] : [LOGIN_FAILURES_PER_ACCOUNT, account];
  }
  return device ? [TWO_FACTOR_FAILURES_PER_DEVICE, `${account}.${device}`] : [TWO_FACTOR_FAILURES_PER_ACCOUNT, account];
}
/** Two-factor sign-in attempts per IP, across accounts. */
export const TWO_FACTOR_ATTEMPTS_PER_IP: RateLimitRule = {
  name: 'two-factor-ip',
  limit: 50,
  windowSeconds: 15 * MINUTE,
};

/**
 * The per-address counter a sign-in attempt (a password or a code) also spends, unless it comes from a
 * browser that has completed a sign-in to this account (its device cookie): that browser is counted
 * against itself alone, so strangers sharing its address (an office's, a café's) cannot use up its
 * allowance, while the per-address limit still caps what unknown browsers try across accounts. A device
 * cookie names one account and is signed: only a sign-in to that account makes one.
 */
export function addressCounter(
  factor: 'password' | 'code',
  ip: string,
  device: string | undefined,
): [RateLimitRule, string] | undefined {
  if (device) return undefined;
  return [factor === 'password' ? LOGIN_FAILURES_PER_IP : TWO_FACTOR_ATTEMPTS_PER_IP, ip];
}
/** Codes tried against one pending sign-in before it is void. */
export const TWO_FACTOR_ATTEMPTS_PER_CHALLENGE = 5;
/** Passkey sign-in ceremonies per IP (options and answers; autofill asks for options on each visit). */
export const PASSKEY_CEREMONIES_PER_IP: RateLimitRule = {
  name: 'passkey-ip',
  limit: 120,
  windowSeconds: 15 * MINUTE,
};
