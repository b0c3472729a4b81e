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
/** Failed sign-ins per IP, across accounts (credential stuffing). */
export const LOGIN_FAILURES_PER_IP: RateLimitRule = { name: 'login-ip', limit: 50, windowSeconds: 15 * MINUTE };
/** Registration attempts per IP. */
export const REGISTRATIONS_PER_IP: RateLimitRule = { name: 'register-ip', limit: 10, windowSeconds: 60 * MINUTE };

/** Rate-limit keys name an account by a hash of its normalised e-mail, not the address itself. */
export function accountKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 32);
}

/** Wrong two-factor codes per account (at sign-in, turning it on and turning it off). */
export const TWO_FACTOR_FAILURES_PER_ACCOUNT: RateLimitRule = {
  name: 'two-factor-account',
  limit: 10,
  windowSeconds: 15 * MINUTE,
};
/** Two-factor sign-in attempts per IP, across accounts. */
export const TWO_FACTOR_ATTEMPTS_PER_IP: RateLimitRule = {
  name: 'two-factor-ip',
  limit: 50,
  windowSeconds: 15 * MINUTE,
};
/** Codes tried against one pending sign-in before it is void. */
export const TWO_FACTOR_ATTEMPTS_PER_CHALLENGE = 5;
