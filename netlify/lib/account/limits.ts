// Abuse limits for the account endpoints, counted in Postgres (netlify/lib/rate-limit.ts).
import type { RateLimitRule } from '../rate-limit.ts';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Reset mails to one address (a hash of it), whoever asks: at most one per five minutes stops mail-bombing a
 * member. Never a refusal: a request past it is answered 202 like any other and sends nothing, so a
 * stranger's requests cannot make the owner's own answer 429, and the link mailed within the last five
 * minutes (valid 30) still works.
 */
export const RESET_MAILS_PER_ACCOUNT: RateLimitRule = {
  name: 'forgot-mail-account',
  limit: 1,
  windowSeconds: 5 * MINUTE,
};
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
/**
 * Every account request from one session: generous for a person, tight for a script with a stolen cookie,
 * and counted per session, so a thief's script never uses up the owner's budget in their own browser (where
 * they would change the password and sign the thief out).
 */
export const ACCOUNT_REQUESTS_PER_SESSION: RateLimitRule = {
  name: 'account-session',
  limit: 120,
  windowSeconds: 15 * MINUTE,
};
/** Data exports per member. */
export const EXPORTS_PER_USER: RateLimitRule = { name: 'export-user', limit: 10, windowSeconds: HOUR };
