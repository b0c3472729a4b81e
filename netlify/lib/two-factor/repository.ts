// Repository functions for two-factor sign-in: secrets on `users`, `recovery_codes` and
// `two_factor_challenges`. Each takes the database (or a transaction) first.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../db/rows.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function setPendingSecret(db: Db, userId: string, sealed: string, at: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ twoFactorPendingSecret: sealed, updatedAt: at })
    .where('id', '=', userId)
    .execute();
}

/**
 * Turns on the pending secret the code was checked against, recording the code's step; false when that
 * secret is no longer the one pending (none, or a setup started since replaced it).
 */
export async function enableSecret(db: Db, userId: string, pending: string, step: number, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({
      twoFactorSecret: sql<string>`two_factor_pending_secret`,
      twoFactorPendingSecret: null,
      twoFactorEnabledAt: at,
      twoFactorLastStep: step,
      updatedAt: at,
    })
    .where('id', '=', userId)
    .where('twoFactorPendingSecret', '=', pending)
    .where('twoFactorEnabledAt', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Records a code's step as used; false when that step (or a later one) was already used: a replay. */
export async function acceptStep(db: Db, userId: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ twoFactorLastStep: step })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('twoFactorLastStep', 'is', null), eb('twoFactorLastStep', '<', String(step))]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Turns it off and spends the recovery codes; false when it was not on (two at once: one wins). */
export async function disableTwoFactor(db: Db, userId: string, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({
      twoFactorSecret: null,
      twoFactorPendingSecret: null,
      twoFactorEnabledAt: null,
      twoFactorLastStep: null,
      updatedAt: at,
    })
    .where('id', '=', userId)
    .where('twoFactorEnabledAt', 'is not', null)
    .executeTakeFirst();
  await db.deleteFrom('recoveryCodes').where('userId', '=', userId).execute();
  return result.numUpdatedRows > 0n;
}

export async function replaceRecoveryCodes(db: Db, userId: string, hashes: string[]): Promise<void> {
  await db.deleteFrom('recoveryCodes').where('userId', '=', userId).execute();
  await db
    .insertInto('recoveryCodes')
    .values(hashes.map((codeHash) => ({ userId, codeHash })))
    .execute();
}

/** Spends a recovery code; false when it is unknown or already used (two at once: one wins). */
export async function spendRecoveryCode(db: Db, userId: string, codeHash: string, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('recoveryCodes')
    .set({ usedAt: at })
    .where('userId', '=', userId)
    .where('codeHash', '=', codeHash)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function countUnusedRecoveryCodes(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('recoveryCodes')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertChallenge(db: Db, tokenHash: string, userId: string, expiresAt: Date): Promise<void> {
  await db.insertInto('twoFactorChallenges').values({ tokenHash, userId, expiresAt }).execute();
}

/** Counts one attempt at a live challenge and returns it; undefined when it is unknown or expired. */
export function attemptChallenge(db: Db, tokenHash: string, at: Date) {
  return db
    .updateTable('twoFactorChallenges')
    .set({ attempts: sql<number>`attempts + 1` })
    .where('tokenHash', '=', tokenHash)
    .where('expiresAt', '>', at)
    .returning(['userId', 'attempts'])
    .executeTakeFirst();
}

export async function deleteChallenge(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('twoFactorChallenges').where('tokenHash', '=', tokenHash).execute();
}
