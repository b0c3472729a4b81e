// The member's own account: see and edit the profile, change the password, delete the account.
import type { Kysely } from 'kysely';
import type { Database, User } from '../../../db/rows.ts';
import {
  accountMessages,
  type AccountProfile,
  type PasswordChange,
  type ProfileUpdate,
} from '../../../src/schemas/account.ts';
import type { AuditAction } from '../../../src/schemas/audit-actions.ts';
import { audit, audited, party } from '../audit/trail.ts';
import type { Authenticated } from '../auth/guards.ts';
import { PASSWORD_CHECKS_PER_SESSION, sessionKey } from '../auth/limits.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { assertStrongPassword } from '../auth/password-strength.ts';
import { now } from '../clock.ts';
import { HttpError } from '../http.ts';
import { enforce, reset } from '../rate-limit.ts';
import { deleteUserSessions } from '../session/store.ts';
import { toPublicUser } from '../users/public.ts';
import { keepOneAdministrator } from '../users/keep-one-administrator.ts';
import { deleteUserById, updateNames, updatePasswordHash } from '../users/repository.ts';
import { retireTokens } from './tokens.ts';

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
 * A wrong password or code typed to confirm an action: the action's own audit event with outcome
 * `failure` and which factor was wrong, so a session thief guessing leaves a trace in the trail.
 */
export async function auditFailedConfirmation(
  db: Kysely<Database>,
  auth: Authenticated,
  action: AuditAction,
  factor: 'password' | 'code' | 'passkey',
): Promise<void> {
  await audit(db, {
    action,
    outcome: 'failure',
    actor: party(auth.user),
    ip: auth.ip,
    details: { reason: `wrong_${factor}` },
  });
}

/**
 * Checks a password the member typed to confirm an action. Counted per session (a hash of its id), so a
 * stolen session cannot be used to try passwords without limit, while strangers' failed sign-ins, which
 * count against the account, never stop the owner acting from a browser they are signed in on. A wrong
 * password is audited as the action, failed.
 */
export async function confirmPassword(
  db: Kysely<Database>,
  auth: Authenticated,
  password: string,
  confirming: { field: string; action: AuditAction },
): Promise<void> {
  const key = sessionKey(auth.sid);
  await enforce(db, PASSWORD_CHECKS_PER_SESSION, key, now());
  if (!(await verifyPassword(auth.user.passwordHash, password))) {
    await auditFailedConfirmation(db, auth, confirming.action, 'password');
    const { field } = confirming;
    const message = field === 'currentPassword' ? accountMessages.currentPasswordWrong : accountMessages.passwordWrong;
    throw new HttpError(400, message, { fieldErrors: { [field]: [message] } });
  }
  await reset(db, PASSWORD_CHECKS_PER_SESSION, key);
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
