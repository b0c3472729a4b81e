// Repository functions for `users`: each takes the database (or a transaction) first.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, NewUser, User } from '../../../db/rows.ts';
import type { Role } from '../../../src/schemas/user.ts';
import { likePrefix } from '../db.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** A user as the administrators' list shows them: the row, and how many passkeys they have. */
export type ListedUser = User & { passkeyCount: number };

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', normaliseEmail(email))
    .executeTakeFirst();
}

export function findUserById(db: Db, id: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Inserts a user; returns undefined when the e-mail is already registered (any letter case). */
export async function insertUser(db: Db, user: NewUser): Promise<User | undefined> {
  return db
    .insertInto('users')
    .values({ ...user, email: normaliseEmail(user.email) })
    .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
    .returningAll()
    .executeTakeFirst();
}

function matching(db: Db, search: string | undefined) {
  const query = db.selectFrom('users');
  if (!search) return query;
  // Prefix matches, each served by a lower(...) text_pattern_ops index.
  const prefix = likePrefix(search);
  return query.where((eb) =>
    eb.or([
      eb(sql<string>`lower(email)`, 'like', prefix),
      eb(sql<string>`lower(first_name)`, 'like', prefix),
      eb(sql<string>`lower(last_name)`, 'like', prefix),
      eb(sql<string>`lower(first_name || ' ' || last_name)`, 'like', prefix),
    ]),
  );
}

/**
 * One page of users whose e-mail, first name, last name or full name starts with `search`; newest first.
 * One statement: the page, read in the listing index's order so it stops after its rows, and the number of
 * matches, counted once through the prefix indexes (a window count would make the page read every match).
 */
export async function searchUsers(
  db: Db,
  options: { search?: string; offset: number; limit: number },
): Promise<{ rows: ListedUser[]; total: number }> {
  const count = () => matching(db, options.search).select((eb) => eb.fn.countAll<string>().as('n'));
  const rows = await matching(db, options.search)
    .selectAll()
    .select(sql<number>`(select count(*)::int from passkeys where passkeys.user_id = users.id)`.as('passkeyCount'))
    .select(() => count().as('matches'))
    .orderBy('createdAt', 'desc')
    .orderBy('email')
    .offset(options.offset)
    .limit(options.limit)
    .execute();
  if (rows.length === 0 && options.offset > 0) {
    // Past the last page: the count has no row to ride on.
    return { rows: [], total: Number((await count().executeTakeFirstOrThrow()).n) };
  }
  return { rows: rows.map(({ matches: _, ...user }) => user), total: Number(rows[0]?.matches ?? 0) };
}

/** Sets a user's role; returns the user, or undefined if there is none. */
export function setRole(db: Db, userId: string, role: Role, at: Date): Promise<User | undefined> {
  return db
    .updateTable('users')
    .set({ role, updatedAt: at })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

/** Moves the last sign-in to `previousLoginAt` and records this one, in one statement. */
export async function recordSignIn(db: Db, userId: string, at: Date): Promise<User> {
  return db
    .updateTable('users')
    .set({ previousLoginAt: sql<Date | null>`last_login_at`, lastLoginAt: at })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Returns false when there is no such user. */
export async function updatePasswordHash(db: Db, userId: string, passwordHash: string, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ passwordHash, updatedAt: at })
    .where('id', '=', userId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The administrators' ids, locked until the transaction ends (serialises "last administrator" checks). */
export async function lockAdministrators(trx: Transaction<Database>): Promise<string[]> {
  const rows = await trx.selectFrom('users').select('id').where('role', '=', 'admin').forUpdate().execute();
  return rows.map((row) => row.id);
}

/** Deletes a user; their sessions and application launches go with them (foreign keys cascade). */
export async function deleteUserById(db: Db, userId: string): Promise<boolean> {
  const result = await db.deleteFrom('users').where('id', '=', userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Promotes an existing user to administrator; returns the user, or undefined if there is none. */
export function promoteToAdmin(db: Db, userId: string, at: Date): Promise<User | undefined> {
  return db
    .updateTable('users')
    .set({ role: 'admin', updatedAt: at })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Marks the account verified if it still has this address (a link counts only for the address it was
 * sent to); false when it does not, or the user is gone.
 */
export async function markVerified(db: Db, userId: string, email: string, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ isVerified: true, updatedAt: at })
    .where('id', '=', userId)
    .where(sql<string>`lower(email)`, '=', normaliseEmail(email))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Changes the names a member goes by; returns the updated user. */
export function updateNames(
  db: Db,
  userId: string,
  names: { firstName: string; lastName: string },
  at: Date,
): Promise<User | undefined> {
  return db
    .updateTable('users')
    .set({ ...names, updatedAt: at })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}
