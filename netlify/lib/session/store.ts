// The sessions table is the truth: a sealed cookie is only a pointer to a row. Rows are created at
// sign-in, pushed forward on use (never past the absolute limit), deleted at sign-out, and purged.
import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, User } from '../../../db/types.ts';
import { now } from '../clock.ts';
import { UNKNOWN_IP, truncateIp } from '../consent/ip.ts';
import { ABSOLUTE_TIMEOUT_MS, IDLE_TIMEOUT_MS } from './config.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** 256 random bits, URL-safe. */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

function idleExpiry(from: Date, createdAt: Date): Date {
  return new Date(Math.min(from.getTime() + IDLE_TIMEOUT_MS, createdAt.getTime() + ABSOLUTE_TIMEOUT_MS));
}

/** What a member sees of where they are signed in: the browser and its network (never the full IP). */
export interface SessionOrigin {
  userAgent: string | null;
  ip: string;
}

const USER_AGENT_MAX = 512;

/** The network, truncated; null when the address is unknown (no client address reached the function). */
function knownNetwork(ip: string): string | null {
  const network = truncateIp(ip);
  return network === UNKNOWN_IP ? null : network;
}

export async function createSession(db: Db, userId: string, at: Date = now(), origin?: SessionOrigin): Promise<string> {
  const sid = newSessionId();
  await db
    .insertInto('sessions')
    .values({
      sid,
      userId,
      sess: JSON.stringify({ userId, createdAt: at.toISOString() }),
      createdAt: at,
      lastActiveAt: at,
      expire: idleExpiry(at, at),
      userAgent: origin?.userAgent?.slice(0, USER_AGENT_MAX) || null,
      ipAddress: origin ? knownNetwork(origin.ip) : null,
    })
    .execute();
  return sid;
}

/**
 * The user behind a live session, pushing its idle expiry forward in the same statement. Expiry is
 * capped at created_at + the absolute timeout, so `expire > now` enforces both limits.
 */
export async function touchSession(db: Db, sid: string, at: Date = now()): Promise<User | undefined> {
  const idleUntil = new Date(at.getTime() + IDLE_TIMEOUT_MS);
  const absoluteSeconds = ABSOLUTE_TIMEOUT_MS / 1000;
  return db
    .with('live', (qb) =>
      qb
        .updateTable('sessions')
        .set({
          expire: sql<Date>`least(${idleUntil}::timestamptz, created_at + make_interval(secs => ${absoluteSeconds}))`,
          lastActiveAt: at,
        })
        .where('sid', '=', sid)
        .where('expire', '>', at)
        .returning('userId'),
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

/** A user's live sessions, most recently active first. */
export function listLiveSessions(db: Db, userId: string, at: Date = now()) {
  return db
    .selectFrom('sessions')
    .select(['id', 'sid', 'userAgent', 'ipAddress', 'createdAt', 'lastActiveAt', 'expire'])
    .where('userId', '=', userId)
    .where('expire', '>', at)
    .orderBy('lastActiveAt', 'desc')
    .orderBy('createdAt', 'desc')
    .execute();
}

/** Ends one of the user's sessions by its public id; returns its sid, or undefined if they have no such session. */
export async function deleteSessionById(db: Db, userId: string, id: string): Promise<string | undefined> {
  const row = await db
    .deleteFrom('sessions')
    .where('userId', '=', userId)
    .where('id', '=', id)
    .returning('sid')
    .executeTakeFirst();
  return row?.sid;
}
