// Abuse limits for the account endpoints, counted in Postgres (netlify/lib/rate-limit.ts).
import type { RateLimitRule } from '../rate-limit.ts';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** Reset links asked for one address (a hash of it), from anywhere: stops mail-bombing a member. */
export const RESET_REQUESTS_PER_ACCOUNT: RateLimitRule = { name: 'forgot-account', limit: 3, windowSeconds: HOUR };
/** Reset links asked for from one IP, across addresses. */
export const RESET_REQUESTS_PER_IP: RateLimitRule = { name: 'forgot-ip', limit: 20, windowSeconds: HOUR };
/** Links submitted (reset and verification) from one IP: guessing is hopeless, and stays so. */
export const TOKEN_ATTEMPTS_PER_IP: RateLimitRule = { name: 'token-ip', limit: 30, windowSeconds: 15 * MINUTE };
/** 'Send the link again' on the account page. */
export const VERIFICATION_RESENDS_PER_USER: RateLimitRule = {
  name: 'verify-resend-user',
  limit: 3,
  windowSeconds: HOUR,
};
/** Every account request of one member: generous for a person, tight for a script with a stolen cookie. */
export const ACCOUNT_REQUESTS_PER_USER: RateLimitRule = {
  name: 'account-user',
  limit: 120,
  windowSeconds: 15 * MINUTE,
};
/** Data exports per member. */
export const EXPORTS_PER_USER: RateLimitRule = { name: 'export-user', limit: 10, windowSeconds: HOUR };
