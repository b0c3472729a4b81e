// Confirming a member's e-mail address: a single-use link valid for 24 hours, sent at registration, when
// an administrator adds the account, and again on request from the account page.
import type { Kysely } from 'kysely';
import type { Database, User } from '../../../db/rows.ts';
import {
  EMAIL_VERIFICATION_VALID_HOURS,
  accountMessages,
  type MailAccepted,
  type VerifyEmailInput,
} from '../../../src/schemas/account.ts';
import { audit, audited, party } from '../audit/trail.ts';
import type { Authenticated } from '../auth/guards.ts';
import { now } from '../clock.ts';
import { HttpError } from '../http.ts';
import type { MailContext } from '../mail/context.ts';
import { verificationMail, type VerificationReason } from '../mail/messages.ts';
import { sendMail } from '../mail/transport.ts';
import { enforce } from '../rate-limit.ts';
import { markVerified } from '../users/repository.ts';
import { TOKEN_ATTEMPTS_PER_IP, VERIFICATION_RESENDS_PER_USER } from './limits.ts';
import { consumeToken, issueToken, retireTokens, type TokenRefusal } from '../auth/tokens.ts';

const VALID_MS = EMAIL_VERIFICATION_VALID_HOURS * 60 * 60 * 1000;

const REFUSALS: Record<TokenRefusal, string> = {
  unknown: accountMessages.verifyTokenUnknown,
  used: accountMessages.verifyTokenUsed,
  expired: accountMessages.verifyTokenExpired,
};

type Recipient = Pick<User, 'id' | 'email' | 'firstName'>;

/** Issues a link and mails it; false (logged) when the mail could not be sent. */
export async function sendVerificationLink(
  db: Kysely<Database>,
  user: Recipient,
  origin: string,
  reason: VerificationReason,
): Promise<boolean> {
  const token = await issueToken(db, {
    userId: user.id,
    email: user.email,
    purpose: 'email_verification',
    validMs: VALID_MS,
    at: now(),
  });
  const url = `${origin}/verify-email?token=${token}`;
  const message = verificationMail({
    firstName: user.firstName,
    url,
    validHours: EMAIL_VERIFICATION_VALID_HOURS,
    reason,
  });
  return sendMail({ to: user.email, ...message }, { kind: 'email-verification', userId: user.id });
}

/** Registration and Add User: the link goes out after the response. */
export function queueVerificationLink(
  db: Kysely<Database>,
  user: Recipient,
  mail: MailContext,
  reason: VerificationReason,
): void {
  mail.defer(sendVerificationLink(db, user, mail.origin, reason));
}

/** 'Send the link again' from the account page. */
export async function resendVerificationLink(
  db: Kysely<Database>,
  auth: Authenticated,
  mail: MailContext,
): Promise<MailAccepted> {
  if (auth.user.isVerified) throw new HttpError(409, accountMessages.alreadyVerified);
  await enforce(db, VERIFICATION_RESENDS_PER_USER, auth.user.id, now());
  queueVerificationLink(db, auth.user, mail, 'requested');
  await audit(db, { action: 'account.verification_requested', actor: party(auth.user), ip: auth.ip });
  return { message: accountMessages.verificationSent };
}

/** Consumes the link and marks the account verified, if it still has the address the link was sent to. */
export async function verifyEmail(db: Kysely<Database>, input: VerifyEmailInput, meta: { ip: string }): Promise<void> {
  const at = now();
  await enforce(db, TOKEN_ATTEMPTS_PER_IP, meta.ip, at);
  await audited(
    db,
    async (trx) => {
      const consumed = await consumeToken(trx, input.token, 'email_verification', at);
      if (!consumed.ok) refuse(REFUSALS[consumed.reason]);
      if (!(await markVerified(trx, consumed.userId, consumed.email, at))) refuse(REFUSALS.unknown);
      await retireTokens(trx, consumed.userId, 'email_verification', at);
      return consumed;
    },
    ({ userId, email }) => ({ action: 'account.email_verified', actor: { id: userId, email }, ip: meta.ip }),
  );
}

function refuse(message: string): never {
  throw new HttpError(400, message, { fieldErrors: { token: [message] } });
}
