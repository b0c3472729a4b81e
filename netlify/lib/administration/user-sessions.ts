// An administrator sees where a user is signed in and can sign them out everywhere.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/rows.ts';
import { userMessages, type AdminSessionsEnded, type AdminUserSession } from '../../../src/schemas/user.ts';
import { describeSession } from '../account/sessions.ts';
import { audited, party } from '../audit/trail.ts';
import type { Authenticated } from '../auth/guards.ts';
import { now } from '../clock.ts';
import { HttpError } from '../http.ts';
import { deleteUserSessions, listLiveSessions } from '../session/store.ts';
import { findUserById } from '../users/repository.ts';

async function targetUser(db: Kysely<Database>, userId: string) {
  const user = await findUserById(db, userId);
  if (!user) throw new HttpError(404, userMessages.userNotFound);
  return user;
}

export async function listUserSessions(db: Kysely<Database>, userId: string): Promise<AdminUserSession[]> {
  const user = await targetUser(db, userId);
  const rows = await listLiveSessions(db, user.id, now());
  return rows.map(describeSession);
}

/** Ends every session of another user (the contract refuses one's own: /account ends one's own sessions). */
export async function endUserSessions(
  db: Kysely<Database>,
  actor: Authenticated,
  userId: string,
): Promise<AdminSessionsEnded> {
  const user = await targetUser(db, userId);
  const ended = await audited(
    db,
    (trx) => deleteUserSessions(trx, user.id),
    (count) => ({
      action: 'admin.sessions_ended',
      actor: party(actor.user),
      target: party(user),
      ip: actor.ip,
      details: { ended: count },
    }),
  );
  return { ended };
}
