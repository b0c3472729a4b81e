// Passkeys and their ceremonies' challenges in the database. A challenge is consumed by one
// DELETE ... RETURNING, so two requests racing with the same answer cannot both use it.
import { type Kysely, type Transaction } from 'kysely';
import type { Database, NewPasskeyRow, PasskeyRow } from '../../../db/rows.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type Ceremony = 'registration' | 'authentication';

export function listUserPasskeys(db: Db, userId: string): Promise<PasskeyRow[]> {
  return db
    .selectFrom('passkeys')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

export function findPasskeyByCredentialId(db: Db, credentialId: string): Promise<PasskeyRow | undefined> {
  return db.selectFrom('passkeys').selectAll().where('credentialId', '=', credentialId).executeTakeFirst();
}

export async function countPasskeys(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('passkeys')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Locks the user's row, so two additions racing cannot both take the last place. */
export async function countPasskeysForUpdate(trx: Transaction<Database>, userId: string): Promise<number> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
  return countPasskeys(trx, userId);
}

export type NewPasskey = Omit<NewPasskeyRow, 'id' | 'createdAt' | 'lastUsedAt'>;

/** The new passkey, or undefined when its credential id is already registered. */
export function insertPasskey(db: Db, passkey: NewPasskey, at: Date): Promise<PasskeyRow | undefined> {
  return db
    .insertInto('passkeys')
    .values({ ...passkey, createdAt: at })
    .onConflict((oc) => oc.column('credentialId').doNothing())
    .returningAll()
    .executeTakeFirst();
}

/**
 * Records a use: the new counter, only if it still is what was read (a second use of the same assertion
 * racing this one finds it moved and fails), and the backup flag the authenticator reports now.
 */
export async function recordPasskeyUse(
  db: Db,
  passkey: Pick<PasskeyRow, 'id' | 'counter'>,
  use: { counter: number; backedUp: boolean; at: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('passkeys')
    .set({ counter: use.counter, backedUp: use.backedUp, lastUsedAt: use.at })
    .where('id', '=', passkey.id)
    .where('counter', '=', passkey.counter)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export function renamePasskey(db: Db, userId: string, id: string, name: string): Promise<PasskeyRow | undefined> {
  return db
    .updateTable('passkeys')
    .set({ name })
    .where('id', '=', id)
    .where('userId', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

export function deletePasskey(db: Db, userId: string, id: string): Promise<PasskeyRow | undefined> {
  return db.deleteFrom('passkeys').where('id', '=', id).where('userId', '=', userId).returningAll().executeTakeFirst();
}

export async function deleteUserPasskeys(db: Db, userId: string): Promise<number> {
  const result = await db.deleteFrom('passkeys').where('userId', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function insertChallenge(
  db: Db,
  challenge: {
    challengeHash: string;
    ceremony: Ceremony;
    userId: string | null;
    sessionHash: string | null;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insertInto('passkeyChallenges').values(challenge).execute();
}

/**
 * The challenge, deleted as it is read, only if it was issued to this ceremony and this user and session
 * (or to nobody, for a sign-in) and is still valid: anything else leaves it for its owner.
 */
export async function consumeChallenge(
  db: Db,
  challengeHash: string,
  ceremony: Ceremony,
  issuedTo: { userId: string; sessionHash: string } | null,
  at: Date,
): Promise<boolean> {
  let query = db
    .deleteFrom('passkeyChallenges')
    .where('challengeHash', '=', challengeHash)
    .where('ceremony', '=', ceremony)
    .where('expiresAt', '>', at);
  query = issuedTo
    ? query.where('userId', '=', issuedTo.userId).where('sessionHash', '=', issuedTo.sessionHash)
    : query.where('userId', 'is', null).where('sessionHash', 'is', null);
  return (await query.returning('challengeHash').executeTakeFirst()) !== undefined;
}

export async function purgeExpiredChallenges(db: Db, at: Date): Promise<number> {
  const result = await db.deleteFrom('passkeyChallenges').where('expiresAt', '<', at).executeTakeFirst();
  return Number(result.numDeletedRows);
}
