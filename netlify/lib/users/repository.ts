// Repository functions for `users`: each takes the database (or a transaction) first.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, NewUser, User } from '../../../db/types.ts';

type Db = Kysely<Database> | Transaction<Database>;

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
