// An administrator changes another user's role. Administrators are locked first, so the site can never
// be left without one, even when two administrators demote each other at once.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/rows.ts';
import { userMessages, type RoleChange } from '../../../src/schemas/user.ts';
import { audited, party } from '../audit/trail.ts';
import type { Authenticated } from '../auth/guards.ts';
import { now } from '../clock.ts';
import { HttpError } from '../http.ts';
import { keepOneAdministrator } from '../users/keep-one-administrator.ts';
import { countPasskeys } from '../passkeys/repository.ts';
import { findUserById, setRole, type ListedUser } from '../users/repository.ts';

export async function changeRole(
  db: Kysely<Database>,
  actor: Authenticated,
  userId: string,
  input: RoleChange,
): Promise<ListedUser> {
  const { user } = await audited(
    db,
    async (trx) => {
      await keepOneAdministrator(trx, { actor: actor.user.id, leaving: input.role === 'admin' ? null : userId });
      const target = await findUserById(trx, userId);
      if (!target) throw new HttpError(404, userMessages.userNotFound);
      return { user: (await setRole(trx, userId, input.role, now()))!, from: target.role };
    },
    (changed) => ({
      action: 'admin.role_changed',
      actor: party(actor.user),
      target: party(changed.user),
      ip: actor.ip,
      details: { from: changed.from, to: changed.user.role },
    }),
  );
  return { ...user, passkeyCount: await countPasskeys(db, user.id) };
}
