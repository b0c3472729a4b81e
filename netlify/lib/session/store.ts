// The sessions table is the truth: a sealed cookie is only a pointer to a row. Rows are created at
// sign-in, pushed forward on use (at most once a minute, never past the absolute limit), deleted at
// sign-out, and purged.
import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database, User } from '../../../db/rows.ts';
import { now } from '../clock.ts';
import { UNKNOWN_IP, truncateIp } from '../ip.ts';
import { ABSOLUTE_TIMEOUT_MS, IDLE_TIMEOUT_MS, SESSION_EXTEND_STEP_MS } from './config.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** 256 random bits, URL-safe. */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

function idleExpiry(from: Date, createdAt: Date): Date {
  return new Date(Math.min(from.getTime() + IDLE_TIMEOUT_MS, createdAt.getTime() + ABSOLUTE_TIMEOUT_MS));
}

/**
 * What a member sees of where they are signed in: the browser and its network (never the full IP); and
 * what opened the session: the passkey, if one did, and a hash of the browser's device id.
 */
export interface SessionOrigin {
  userAgent: string | null;
  ip: string;
  passkeyId?: string | null;
  deviceHash?: string | null;
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
      createdAt: at,
      lastActiveAt: at,
      expire: idleExpiry(at, at),
      userAgent: origin?.userAgent?.slice(0, USER_AGENT_MAX) || null,
      ipAddress: origin ? knownNetwork(origin.ip) : null,
      passkeyId: origin?.passkeyId ?? null,
      deviceHash: origin?.deviceHash ?? null,
    })
    .execute();
  return sid;
}

/**
 * The user behind a live session: one read. Its idle expiry (capped at created_at + the absolute
 * timeout, so `expire > now` enforces both limits) is pushed forward by a second statement only when
 * that moves it by at least SESSION_EXTEND_STEP_MS, so at most once a minute per session; the same
 * statement records when the session was last active (to the minute) for the member's sessions list.
 */
export async function touchSession(db: Db, sid: string, at: Date = now()): Promise<User | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .selectAll('users')
    .select(['sessions.expire as sessionExpire', 'sessions.createdAt as sessionCreatedAt'])
    .where('sessions.sid', '=', sid)
    .where('sessions.expire', '>', at)
    .executeTakeFirst();
  if (!row) return undefined;
  const { sessionExpire, sessionCreatedAt, ...user } = row;
  const extended = idleExpiry(at, new Date(sessionCreatedAt));
  if (extended.getTime() - new Date(sessionExpire).getTime() >= SESSION_EXTEND_STEP_MS) {
    // Guarded, so concurrent requests extend it once, and never an ended session.
    await db
      .updateTable('sessions')
      .set({ expire: extended, lastActiveAt: at })
      .where('sid', '=', sid)
      .where('expire', '>', at)
      .where('expire', '<', extended)
      .execute();
  }
  return user;
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

/** Which second factor a session proves: a passkey, or a code from the app (or a recovery code). */
export type SessionFactor = 'passkey' | 'code';

/** Records that the session proved a second factor now: at a two-factor sign-in, or for a change. */
export async function markSessionFactor(db: Db, sid: string, factor: SessionFactor, at: Date): Promise<void> {
  await db.updateTable('sessions').set({ twoFactorAt: at, factorKind: factor }).where('sid', '=', sid).execute();
}

/** When the session last proved two factors, if it did. */
export async function sessionTwoFactorAt(db: Db, sid: string): Promise<Date | null> {
  return (await sessionProof(db, sid)).twoFactorAt;
}

/** When the session last proved two factors, and the hash of the device id of the browser it did it in. */
export async function sessionProof(
  db: Db,
  sid: string,
): Promise<{ twoFactorAt: Date | null; deviceHash: string | null }> {
  const row = await db
    .selectFrom('sessions')
    .select(['twoFactorAt', 'deviceHash'])
    .where('sid', '=', sid)
    .executeTakeFirst();
  return { twoFactorAt: row?.twoFactorAt ? new Date(row.twoFactorAt) : null, deviceHash: row?.deviceHash ?? null };
}

/** Ends the sessions a passkey opened, except optionally one (the member's own, removing it); how many. */
export async function deletePasskeySessions(db: Db, passkeyId: string, keepSid?: string): Promise<number> {
  let query = db.deleteFrom('sessions').where('passkeyId', '=', passkeyId);
  if (keepSid) query = query.where('sid', '!=', keepSid);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
