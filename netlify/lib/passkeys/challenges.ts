// A ceremony's challenge: 32 random bytes, sent to the browser once, kept only as a SHA-256 hash with its
// ceremony (and, when adding a passkey, the session that asked), valid five minutes, used once. The
// browser signs it inside clientDataJSON, which is where the server reads it back from.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/rows.ts';
import { PASSKEY_CHALLENGE_MINUTES, passkeyMessages } from '../../../src/schemas/passkeys.ts';
import { hashToken } from '../auth/tokens.ts';
import { now } from '../clock.ts';
import { HttpError } from '../http.ts';
import { consumeChallenge, insertChallenge, type Ceremony } from './repository.ts';

export const CEREMONY_TIMEOUT_MS = PASSKEY_CHALLENGE_MINUTES * 60_000;

/** A new challenge for a ceremony, stored hashed: its bytes, which the options carry base64url-encoded. */
export async function issueChallenge(
  db: Kysely<Database>,
  ceremony: Ceremony,
  owner: { userId: string; sid: string } | null,
): Promise<Uint8Array<ArrayBuffer>> {
  const bytes = new Uint8Array(randomBytes(32));
  const challenge = Buffer.from(bytes).toString('base64url');
  await insertChallenge(db, {
    challengeHash: hashToken(challenge),
    ceremony,
    userId: owner?.userId ?? null,
    sessionHash: owner ? hashToken(owner.sid) : null,
    expiresAt: new Date(now().getTime() + CEREMONY_TIMEOUT_MS),
  });
  return bytes;
}

/** What the browser says it signed: the challenge, and whether the ceremony ran inside another site's frame. */
interface SignedClientData {
  challenge: string;
  /** True when the page that asked was framed by another origin (or says which top origin framed it). */
  framed: boolean;
}

/** The client data the browser signed, read from its clientDataJSON (undefined when that is not readable). */
export function signedClientData(clientDataJSON: string): SignedClientData | undefined {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as Record<string, unknown>;
    const { challenge } = data;
    if (typeof challenge !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(challenge)) return undefined;
    return { challenge, framed: data.crossOrigin === true || data.topOrigin !== undefined };
  } catch {
    return undefined;
  }
}

/**
 * Spends the challenge the browser signed, only if it was issued to this ceremony, this user and session
 * (none for a sign-in) and is unexpired: the conditions are the DELETE's, so a wrong attempt spends
 * nobody else's challenge. A ceremony run inside another site's frame is refused (the site never frames
 * its own ceremonies). Otherwise the given refusal (401 for sign-in, 400 on /account).
 */
export async function spendChallenge(
  db: Kysely<Database>,
  clientDataJSON: string,
  ceremony: Ceremony,
  owner: { userId: string; sid: string } | null,
  refuse: () => HttpError,
): Promise<string> {
  const data = signedClientData(clientDataJSON);
  if (!data || data.framed) throw refuse();
  const issuedTo = owner ? { userId: owner.userId, sessionHash: hashToken(owner.sid) } : null;
  if (!(await consumeChallenge(db, hashToken(data.challenge), ceremony, issuedTo, now()))) throw refuse();
  return data.challenge;
}

export const expiredOnAccount = () =>
  new HttpError(400, passkeyMessages.expired, { fieldErrors: { response: [passkeyMessages.expired] } });
