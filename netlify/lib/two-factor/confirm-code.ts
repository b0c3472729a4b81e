// A code typed to confirm a change on /account (a code from the app or a recovery code): counted against
// the session it was typed in (never the account, so codes tried elsewhere cannot stop the owner), and a
// wrong one audited as the action, failed.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/rows.ts';
import { twoFactorMessages } from '../../../src/schemas/two-factor.ts';
import type { AuditAction } from '../../../src/schemas/audit-actions.ts';
import { auditFailedConfirmation } from '../auth/confirmation.ts';
import type { Authenticated } from '../auth/guards.ts';
import { TWO_FACTOR_CHECKS_PER_SESSION, sessionKey } from '../auth/limits.ts';
import { now } from '../clock.ts';
import { HttpError } from '../http.ts';
import { enforce } from '../rate-limit.ts';
import { checkSecondFactor } from './codes.ts';

export async function confirmCode<T>(
  db: Kysely<Database>,
  auth: Authenticated,
  action: AuditAction,
  check: () => Promise<T | null> | T | null,
): Promise<T> {
  await enforce(db, TWO_FACTOR_CHECKS_PER_SESSION, sessionKey(auth.sid), now());
  const proved = await check();
  if (proved !== null) return proved;
  await auditFailedConfirmation(db, auth, action, 'code');
  throw new HttpError(400, twoFactorMessages.codeWrong, { fieldErrors: { code: [twoFactorMessages.codeWrong] } });
}

/** A code from the app or a recovery code, proving the factor the account has, for `action`. */
export async function confirmFactorCode(
  db: Kysely<Database>,
  auth: Authenticated,
  code: string,
  action: AuditAction,
): Promise<void> {
  await confirmCode(db, auth, action, () => checkSecondFactor(db, auth.user, code));
}
