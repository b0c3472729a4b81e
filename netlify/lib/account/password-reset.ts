// 'Forgot your password?': a single-use link valid for 30 minutes, then a new password that ends every
// session of the account. The request answers the same whether or not the address has an account, and
// in the same time: finding the account and mailing it happen after the response.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/rows.ts';
import {
  PASSWORD_RESET_VALID_MINUTES,
  accountMessages,
  type ForgotPasswordInput,
  type MailAccepted,
  type PasswordResetInput,
} from '../../../src/schemas/account.ts';
import { accountKey, signInCounter } from '../auth/limits.ts';
import { hashPassword } from '../auth/password.ts';
import { assertStrongPassword } from '../auth/password-strength.ts';
import { now } from '../clock.ts';
import { HttpError } from '../http.ts';
import { audit, audited, party } from '../audit/trail.ts';
import { logEvent } from '../log.ts';
import type { MailContext } from '../mail/context.ts';
import { passwordResetMail } from '../mail/messages.ts';
import { sendMail } from '../mail/transport.ts';
import { enforce, hit, reset } from '../rate-limit.ts';
import { deleteUserSessions } from '../session/store.ts';
import { findUserByEmail, findUserById, markVerified, updatePasswordHash } from '../users/repository.ts';
import { RESET_MAILS_PER_ACCOUNT, RESET_REQUESTS_PER_IP, TOKEN_ATTEMPTS_PER_IP } from './limits.ts';
import { consumeToken, issueToken, retireTokens, type TokenRefusal } from '../auth/tokens.ts';
import { removeRecentFactors, type RecentFactors } from './recent-factors.ts';

const VALID_MS = PASSWORD_RESET_VALID_MINUTES * 60 * 1000;

const REFUSALS: Record<TokenRefusal, string> = {
  unknown: accountMessages.resetTokenUnknown,
  used: accountMessages.resetTokenUsed,
  expired: accountMessages.resetTokenExpired,
};

async function sendResetLink(db: Kysely<Database>, email: string, meta: { ip: string; origin: string }): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user) {
    logEvent('password.reset_requested_unknown', {});
    return;
  }
  const token = await issueToken(db, {
    userId: user.id,
    email: user.email,
    purpose: 'password_reset',
    validMs: VALID_MS,
    at: now(),
  });
  const url = `${meta.origin}/reset-password?token=${token}`;
  const message = passwordResetMail({ firstName: user.firstName, url, validMinutes: PASSWORD_RESET_VALID_MINUTES });
  await sendMail({ to: user.email, ...message }, { kind: 'password-reset', userId: user.id });
  // Whoever asked is unknown (the request needs no sign-in): the row names the account and the network.
  await audit(db, { action: 'account.password_reset_requested', actor: null, target: party(user), ip: meta.ip });
}

export async function requestPasswordReset(
  db: Kysely<Database>,
  input: ForgotPasswordInput,
  meta: { ip: string; mail: MailContext },
): Promise<MailAccepted> {
  const at = now();
  await enforce(db, RESET_REQUESTS_PER_IP, meta.ip, at);
  // Counted for every address, known or not, so the answer takes the same time; past the allowance the
  // answer is the same 202 and nothing is sent (the link mailed minutes ago still works).
  const mail = await hit(db, RESET_MAILS_PER_ACCOUNT, accountKey(input.email), at);
  if (mail.allowed) meta.mail.defer(sendResetLink(db, input.email, { ip: meta.ip, origin: meta.mail.origin }));
  return { message: accountMessages.forgotAccepted };
}

/**
 * Sets the new password and spends the link in one transaction; every session of the account ends and
 * every other reset link stops working. The link reached the account's mailbox, so the address counts
 * as confirmed too, and the browser that opened it is one the owner uses: the caller gives it the
 * account's device cookie (auth/devices.ts), so strangers' failed sign-ins never lock it out.
 */
export async function resetPasswordWithToken(
  db: Kysely<Database>,
  input: PasswordResetInput,
  meta: { ip: string },
): Promise<{ email: string; userId: string; removed: RecentFactors | undefined }> {
  await enforce(db, TOKEN_ATTEMPTS_PER_IP, meta.ip, now());
  const passwordHash = await hashPassword(input.password);
  const at = now();
  const done = await audited(
    db,
    async (trx) => {
      const consumed = await consumeToken(trx, input.token, 'password_reset', at);
      if (!consumed.ok) {
        const message = REFUSALS[consumed.reason];
        throw new HttpError(400, message, { fieldErrors: { token: [message] } });
      }
      // A weak password rolls the transaction back: the link still works for a better one.
      await assertStrongPassword(input.password, (await findUserById(trx, consumed.userId)) ?? consumed);
      await updatePasswordHash(trx, consumed.userId, passwordHash, at);
      await markVerified(trx, consumed.userId, consumed.email, at);
      await retireTokens(trx, consumed.userId, 'password_reset', at);
      // The member asked to remove what was added recently: whoever knew the old password may have added it.
      const removed = input.removeRecentFactors ? await removeRecentFactors(trx, consumed.userId, at) : undefined;
      return { ...consumed, removed, sessionsEnded: await deleteUserSessions(trx, consumed.userId) };
    },
    (changed) => ({
      action: 'account.password_reset',
      actor: { id: changed.userId, email: changed.email },
      ip: meta.ip,
      details: {
        sessionsEnded: changed.sessionsEnded,
        by: 'link',
        ...(changed.removed && {
          passkeysRemoved: changed.removed.passkeys.length,
          codeAppRemoved: changed.removed.codeAppAt !== null,
        }),
      },
    }),
  );
  // The link proved the mailbox: earlier failed sign-ins and codes typed by unknown browsers no longer
  // stand between the member and their account.
  for (const factor of ['password', 'code'] as const) {
    const [rule, subject] = signInCounter(factor, done.email, undefined);
    await reset(db, rule, subject);
  }
  return { email: done.email, userId: done.userId, removed: done.removed };
}
