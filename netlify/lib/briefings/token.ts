// The signed token of a briefing e-mail's unsubscribe link: the member's id and an HMAC of it, keyed by
// SESSION_SECRET under a label of its own (so no other signature of the site can stand in for it). It never
// expires: a link in an old message must still work, as RFC 8058 and the mailbox providers expect.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { secret } from '../secrets.ts';

const LABEL = 'briefings-unsubscribe:';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const mac = (userId: string) =>
  createHmac('sha256', secret('SESSION_SECRET'))
    .update(LABEL + userId)
    .digest('base64url');

export function unsubscribeToken(userId: string): string {
  return `${userId}.${mac(userId)}`;
}

/** The member a token names, or null for a token this site did not sign. */
export function memberOfToken(token: string): string | null {
  const [userId = '', signature = ''] = token.split('.');
  if (!UUID.test(userId)) return null;
  const expected = Buffer.from(mac(userId));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}
