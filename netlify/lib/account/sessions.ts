// Where the member is signed in: each live session with its browser and operating system (from the
// User-Agent), its network (the IP truncated at sign-in), when it started and when it was last used.
import type { Kysely } from 'kysely';
import { UAParser } from 'ua-parser-js';
import type { Database } from '../../../db/rows.ts';
import { accountMessages, type AccountSession, type SessionsEnded } from '../../../src/schemas/account.ts';
import { audited, party } from '../audit/trail.ts';
import type { Authenticated } from '../auth/guards.ts';
import { now } from '../clock.ts';
import { HttpError } from '../http.ts';
import { deleteSessionById, deleteUserSessions, listLiveSessions } from '../session/store.ts';

const label = (name: string | undefined, version: string | undefined) =>
  name ? [name, version].filter(Boolean).join(' ') : null;

/** 'Chrome 126' and 'macOS 10.15.7' from a User-Agent; null for what it does not say. */
export function describeUserAgent(userAgent: string | null): { browser: string | null; os: string | null } {
  if (!userAgent) return { browser: null, os: null };
  const { browser, os } = UAParser(userAgent);
  return { browser: label(browser.name, browser.major), os: label(os.name, os.version) };
}

type LiveSession = Awaited<ReturnType<typeof listLiveSessions>>[number];

/** A session as its owner or an administrator sees it: browser, system, network and times (never the sid). */
export function describeSession(row: LiveSession): Omit<AccountSession, 'current'> {
  return {
    id: row.id,
    ...describeUserAgent(row.userAgent),
    ipAddress: row.ipAddress,
    signedInAt: new Date(row.createdAt).toISOString(),
    lastActiveAt: new Date(row.lastActiveAt).toISOString(),
  };
}

export async function listSessions(db: Kysely<Database>, auth: Authenticated): Promise<AccountSession[]> {
  const rows = await listLiveSessions(db, auth.user.id, now());
  return rows.map((row) => ({ ...describeSession(row), current: row.sid === auth.sid }));
}

/** Signs one browser out. Returns true when it was the one asking (its cookies should go too). */
export async function endSession(db: Kysely<Database>, auth: Authenticated, id: string): Promise<boolean> {
  const sid = await audited(
    db,
    async (trx) => {
      const ended = await deleteSessionById(trx, auth.user.id, id);
      if (!ended) throw new HttpError(404, accountMessages.sessionNotFound);
      return ended;
    },
    { action: 'account.sessions_ended', actor: party(auth.user), ip: auth.ip, details: { ended: 1 } },
  );
  return sid === auth.sid;
}

/** Signs every other browser out; this one stays. */
export async function endOtherSessions(db: Kysely<Database>, auth: Authenticated): Promise<SessionsEnded> {
  const ended = await audited(
    db,
    (trx) => deleteUserSessions(trx, auth.user.id, auth.sid),
    (count) => ({ action: 'account.sessions_ended', actor: party(auth.user), ip: auth.ip, details: { ended: count } }),
  );
  return { ended };
}
