// User management for administrators. Every action is logged with who did it.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/rows.ts';
import type { CreateUserInput } from '../../../src/schemas/auth.ts';
import { userMessages } from '../../../src/schemas/user.ts';
import { retireTokens } from '../auth/tokens.ts';
import { queueVerificationLink } from '../account/verification.ts';
import { audited, party } from '../audit/trail.ts';
import type { Authenticated } from '../auth/guards.ts';
import { EMAIL_TAKEN } from '../account/sign-in.ts';
import { hashPassword } from '../auth/password.ts';
import { assertStrongPassword } from '../auth/password-strength.ts';
import { now } from '../clock.ts';
import { HttpError } from '../http.ts';
import type { MailContext } from '../mail/context.ts';
import { deleteUserSessions } from '../session/store.ts';
import { queuePasskeyNotice } from '../passkeys/notices.ts';
import { deleteUserPasskeys } from '../passkeys/repository.ts';
import { queueTwoFactorNotice } from '../two-factor/notices.ts';
import { disableTwoFactor } from '../two-factor/repository.ts';
import { passkeyMessages } from '../../../src/schemas/passkeys.ts';
import { twoFactorMessages } from '../../../src/schemas/two-factor.ts';
import { deleteUserById, findUserById, insertUser, updatePasswordHash, type ListedUser } from '../users/repository.ts';
import { keepOneAdministrator } from '../users/keep-one-administrator.ts';

/**
 * Add User: a member unless the input says admin. New accounts are not verified: the link to confirm the
 * address goes to them after the response.
 */
export async function createUser(
  db: Kysely<Database>,
  actor: Authenticated,
  input: CreateUserInput,
  mail: MailContext,
): Promise<ListedUser> {
  await assertStrongPassword(input.password, input);
  const passwordHash = await hashPassword(input.password);
  const user = await audited(
    db,
    async (trx) => {
      const created = await insertUser(trx, {
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        role: input.role,
        profileImageUrl: null,
        lastLoginAt: null,
        previousLoginAt: null,
      });
      if (!created) throw new HttpError(409, EMAIL_TAKEN, { fieldErrors: { email: [EMAIL_TAKEN] } });
      return created;
    },
    (created) => ({
      action: 'admin.user_created',
      actor: party(actor.user),
      target: party(created),
      ip: actor.ip,
      details: { role: created.role },
    }),
  );
  queueVerificationLink(db, user, mail, 'added');
  // A new account has no passkeys yet.
  return { ...user, passkeyCount: 0 };
}

/**
 * Sets another user's password (never one's own: the contract refuses it, and their account page asks for
 * the current password and a factor), ends every session of theirs and spends their outstanding reset
 * links: a link mailed before the reset must not undo it.
 */
export async function resetPassword(
  db: Kysely<Database>,
  actor: Authenticated,
  userId: string,
  password: string,
): Promise<void> {
  const owner = await findUserById(db, userId);
  if (!owner) throw new HttpError(404, userMessages.userNotFound);
  await assertStrongPassword(password, owner);
  const passwordHash = await hashPassword(password);
  const at = now();
  await audited(
    db,
    async (trx) => {
      const target = await findUserById(trx, userId);
      if (!target || !(await updatePasswordHash(trx, userId, passwordHash, at))) {
        throw new HttpError(404, userMessages.userNotFound);
      }
      await retireTokens(trx, userId, 'password_reset', at);
      return { target, ended: await deleteUserSessions(trx, userId) };
    },
    ({ target, ended }) => ({
      action: 'admin.password_reset',
      actor: party(actor.user),
      target: party(target),
      ip: actor.ip,
      details: { sessionsEnded: ended },
    }),
  );
}

/**
 * Deletes a user (their sessions and launches go with them). Administrators are locked first, so two
 * administrators deleting each other at once cannot leave the site without one.
 */
export async function deleteUser(db: Kysely<Database>, actor: Authenticated, userId: string): Promise<void> {
  await audited(
    db,
    async (trx) => {
      await keepOneAdministrator(trx, { actor: actor.user.id, leaving: userId });
      const target = await findUserById(trx, userId);
      if (!target || !(await deleteUserById(trx, userId))) throw new HttpError(404, userMessages.userNotFound);
      return target;
    },
    (deleted) => ({
      action: 'admin.user_deleted',
      actor: party(actor.user),
      target: party(deleted),
      ip: actor.ip,
      details: { role: deleted.role },
    }),
  );
}

/**
 * Turns off another user's two-factor sign-in (they lost their phone and their recovery codes): their
 * secret and recovery codes go, every session of theirs ends (one opened by whoever has the phone must not
 * go on), they are told by e-mail, and it is audited. Never one's own (the contract refuses it).
 */
export async function resetTwoFactor(
  db: Kysely<Database>,
  actor: Authenticated,
  userId: string,
  mail: MailContext,
): Promise<void> {
  const { target } = await audited(
    db,
    async (trx) => {
      const target = await findUserById(trx, userId);
      if (!target) throw new HttpError(404, userMessages.userNotFound);
      if (!(await disableTwoFactor(trx, userId, now()))) throw new HttpError(409, twoFactorMessages.resetNotOn);
      return { target, sessionsEnded: await deleteUserSessions(trx, userId) };
    },
    (done) => ({
      action: 'admin.two_factor_reset',
      actor: party(actor.user),
      target: party(done.target),
      ip: actor.ip,
      details: { sessionsEnded: done.sessionsEnded },
    }),
  );
  queueTwoFactorNotice(target, 'admin_reset', mail);
}

/**
 * Removes every passkey of another user (they lost the device) and ends every session of theirs, so none
 * opened with a lost passkey goes on: audited in the same transaction, the user told by e-mail. They sign
 * in with their password (and code) and add a passkey again. Never one's own (the contract refuses it).
 */
export async function removeUserPasskeys(
  db: Kysely<Database>,
  actor: Authenticated,
  userId: string,
  mail: MailContext,
): Promise<void> {
  const { target } = await audited(
    db,
    async (trx) => {
      const target = await findUserById(trx, userId);
      if (!target) throw new HttpError(404, userMessages.userNotFound);
      const removed = await deleteUserPasskeys(trx, userId);
      if (removed === 0) throw new HttpError(409, passkeyMessages.noneToRemove);
      return { target, removed, sessionsEnded: await deleteUserSessions(trx, userId) };
    },
    (done) => ({
      action: 'admin.passkeys_removed',
      actor: party(actor.user),
      target: party(done.target),
      ip: actor.ip,
      details: { removed: done.removed, sessionsEnded: done.sessionsEnded },
    }),
  );
  queuePasskeyNotice(target, 'admin_removed', mail);
}
