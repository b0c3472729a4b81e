// The member's own account: see and edit the profile, change the password, delete the account.
import type { Kysely } from 'kysely';
import type { Database, User } from '../../../db/rows.ts';
import type { AccountProfile, PasswordChange, ProfileUpdate } from '../../../src/schemas/account.ts';
import { audited, party } from '../audit/trail.ts';
import type { Authenticated } from '../auth/guards.ts';
import { hashPassword } from '../auth/password.ts';
import { assertStrongPassword } from '../auth/password-strength.ts';
import { now } from '../clock.ts';
import { HttpError } from '../http.ts';
import { deleteUserSessions } from '../session/store.ts';
import { toPublicUser } from '../users/public.ts';
import { keepOneAdministrator } from '../users/keep-one-administrator.ts';
import { deleteUserById, updateNames, updatePasswordHash } from '../users/repository.ts';
import { retireTokens } from '../auth/tokens.ts';

/** A timestamp as ISO 8601, keeping null. */
export const isoOrNull = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function toAccountProfile(user: User): AccountProfile {
  return {
    ...toPublicUser(user),
    createdAt: new Date(user.createdAt).toISOString(),
    lastLoginAt: isoOrNull(user.lastLoginAt),
  };
}

export async function updateProfile(
  db: Kysely<Database>,
  auth: Authenticated,
  input: ProfileUpdate,
): Promise<AccountProfile> {
  const user = await audited(
    db,
    async (trx) => {
      const updated = await updateNames(trx, auth.user.id, input, now());
      if (!updated) throw new HttpError(401, 'Unauthorized');
      return updated;
    },
    (updated) => ({ action: 'account.profile_updated', actor: party(updated), ip: auth.ip }),
  );
  return toAccountProfile(user);
}

/**
 * A new password (the current one and a recent factor proved by the contract): every other session ends,
 * this one stays; outstanding reset links stop working.
 */
export async function changePassword(db: Kysely<Database>, auth: Authenticated, input: PasswordChange): Promise<void> {
  await assertStrongPassword(input.newPassword, auth.user, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  const at = now();
  await audited(
    db,
    async (trx) => {
      await updatePasswordHash(trx, auth.user.id, passwordHash, at);
      await retireTokens(trx, auth.user.id, 'password_reset', at);
      return deleteUserSessions(trx, auth.user.id, auth.sid);
    },
    (ended) => ({
      action: 'account.password_changed',
      actor: party(auth.user),
      ip: auth.ip,
      details: { sessionsEnded: ended },
    }),
  );
}

/**
 * Deletes the account (the password and a recent factor proved by the contract): sessions, launches and links go with it (foreign
 * keys cascade); consent records made while signed in stay, unlinked. Administrators are locked first,
 * so the last one cannot leave the site without an administrator, even racing another deletion.
 */
export async function deleteAccount(db: Kysely<Database>, auth: Authenticated): Promise<void> {
  await audited(
    db,
    async (trx) => {
      await keepOneAdministrator(trx, { leaving: auth.user.id });
      await deleteUserById(trx, auth.user.id);
    },
    { action: 'account.deleted', actor: party(auth.user), ip: auth.ip, details: { role: auth.user.role } },
  );
}
