// A ceremony's challenge: 32 random bytes, sent to the browser once, kept only as a SHA-256 hash with its
// ceremony (and, when adding a passkey, the session that asked), valid five minutes, used once. The
// browser signs it inside clientDataJSON, which is where the server reads it back from.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/rows.ts';
import { PASSKEY_CHALLENGE_MINUTES, passkeyMessages } from '../../../src/schemas/passkeys.ts';
import { hashToken } from '../account/tokens.ts';
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

/** The challenge the browser signed, read from its clientDataJSON (undefined when that is not readable). */
export function signedChallenge(clientDataJSON: string): string | undefined {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    const challenge = (data as { challenge?: unknown }).challenge;
    return typeof challenge === 'string' && /^[A-Za-z0-9_-]{43}$/.test(challenge) ? challenge : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Spends the challenge the browser signed: it must exist, be of this ceremony, unexpired and (for adding
 * a passkey) belong to this session. Otherwise the given refusal (401 for sign-in, 400 on /account).
 */
export async function spendChallenge(
  db: Kysely<Database>,
  clientDataJSON: string,
  ceremony: Ceremony,
  owner: { userId: string; sid: string } | null,
  refuse: () => HttpError,
): Promise<string> {
  const challenge = signedChallenge(clientDataJSON);
  if (!challenge) throw refuse();
  const row = await consumeChallenge(db, hashToken(challenge), ceremony, now());
  const bound = owner ? row?.userId === owner.userId && row.sessionHash === hashToken(owner.sid) : !!row;
  if (!row || !bound) throw refuse();
  return challenge;
}

export const expiredOnAccount = () =>
  new HttpError(400, passkeyMessages.expired, { fieldErrors: { response: [passkeyMessages.expired] } });
