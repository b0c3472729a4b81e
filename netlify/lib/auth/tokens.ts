// Single-use tokens sent by e-mail. The link carries 256 random bits; the database keeps only their
// SHA-256 hash, so a copy of the table cannot be turned back into working links. A token is consumed by
// one conditional UPDATE, so two requests racing with the same link cannot both succeed.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { AccountTokenPurpose, Database } from '../../../db/rows.ts';

type Db = Kysely<Database> | Transaction<Database>;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Stores a new token's hash and returns the token itself (only ever written into the e-mail). */
export async function issueToken(
  db: Db,
  grant: { userId: string; email: string; purpose: AccountTokenPurpose; validMs: number; at: Date },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('accountTokens')
    .values({
      userId: grant.userId,
      email: grant.email,
      purpose: grant.purpose,
      tokenHash: hashToken(token),
      createdAt: grant.at,
      expiresAt: new Date(grant.at.getTime() + grant.validMs),
    })
    .execute();
  return token;
}

export type TokenRefusal = 'unknown' | 'used' | 'expired';
export type Consumed = { ok: true; userId: string; email: string } | { ok: false; reason: TokenRefusal };

/** Marks the token used if it is live; otherwise says why it cannot be used. */
export async function consumeToken(db: Db, token: string, purpose: AccountTokenPurpose, at: Date): Promise<Consumed> {
  const tokenHash = hashToken(token);
  const consumed = await db
    .updateTable('accountTokens')
    .set({ usedAt: at })
    .where('tokenHash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', at)
    .returning(['userId', 'email'])
    .executeTakeFirst();
  if (consumed) return { ok: true, ...consumed };
  const found = await db
    .selectFrom('accountTokens')
    .select(['usedAt'])
    .where('tokenHash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  return { ok: false, reason: !found ? 'unknown' : found.usedAt ? 'used' : 'expired' };
}

/** Spends every other live token of this kind (a new password makes older reset links worthless). */
export async function retireTokens(db: Db, userId: string, purpose: AccountTokenPurpose, at: Date): Promise<void> {
  await db
    .updateTable('accountTokens')
    .set({ usedAt: at })
    .where('userId', '=', userId)
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .execute();
}
