// The sessions table is the truth: a sealed cookie is only a pointer to a row. Rows are created at
// sign-in, pushed forward on use (at most once a minute, never past the absolute limit), deleted at
// sign-out, and purged.
import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, User } from '../../../db/types.ts';
import { now } from '../clock.ts';
import { ABSOLUTE_TIMEOUT_MS, IDLE_TIMEOUT_MS, SESSION_EXTEND_STEP_MS } from './config.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** 256 random bits, URL-safe. */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

function idleExpiry(from: Date, createdAt: Date): Date {
  return new Date(Math.min(from.getTime() + IDLE_TIMEOUT_MS, createdAt.getTime() + ABSOLUTE_TIMEOUT_MS));
}

export async function createSession(db: Db, userId: string, at: Date = now()): Promise<string> {
  const sid = newSessionId();
  await db
    .insertInto('sessions')
    .values({
      sid,
      userId,
      sess: JSON.stringify({ userId, createdAt: at.toISOString() }),
      createdAt: at,
      expire: idleExpiry(at, at),
    })
    .execute();
  return sid;
}

/**
 * The user behind a live session. The same statement pushes the idle expiry forward (capped at
 * created_at + the absolute timeout, so `expire > now` enforces both limits), but only when that moves
 * it by at least SESSION_EXTEND_STEP_MS: most checks write nothing.
 */
export async function touchSession(db: Db, sid: string, at: Date = now()): Promise<User | undefined> {
  const extended = sql<Date>`least(${new Date(at.getTime() + IDLE_TIMEOUT_MS)}::timestamptz, created_at + make_interval(secs => ${ABSOLUTE_TIMEOUT_MS / 1000}))`;
  return db
    .with('live', (qb) => qb.selectFrom('sessions').select('userId').where('sid', '=', sid).where('expire', '>', at))
    .with('extended', (qb) =>
      qb
        .updateTable('sessions')
        .set({ expire: extended })
        .where('sid', '=', sid)
        .where('expire', '>', at)
        .where(sql<boolean>`expire <= ${extended} - make_interval(secs => ${SESSION_EXTEND_STEP_MS / 1000})`)
        .returning('sid'),
    )
    .selectFrom('live')
    .innerJoin('users', 'users.id', 'live.userId')
    .selectAll('users')
    .executeTakeFirst();
}

/** Deletes one session; returns whose it was (undefined if it had already gone). */
export async function deleteSession(db: Db, sid: string): Promise<string | undefined> {
  const row = await db.deleteFrom('sessions').where('sid', '=', sid).returning('userId').executeTakeFirst();
  return row?.userId;
}

/** Ends every session of a user, except optionally one (an administrator resetting their own password). */
export async function deleteUserSessions(db: Db, userId: string, keepSid?: string): Promise<number> {
  let query = db.deleteFrom('sessions').where('userId', '=', userId);
  if (keepSid) query = query.where('sid', '!=', keepSid);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes expired rows (idle or absolute); returns how many. Run at each sign-in and by `npm run db:purge`. */
export async function purgeExpiredSessions(db: Db, at: Date = now()): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expire', '<=', at).executeTakeFirst();
  return Number(result.numDeletedRows);
}
