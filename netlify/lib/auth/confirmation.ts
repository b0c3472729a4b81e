// Confirming a change with the password: the check the proof rules (netlify/lib/proof) make when a request
// carries the current password, counted per session, and the audit event of any wrong confirmation
// (password, code or passkey), which the factor folders' checks write too.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/rows.ts';
import { accountMessages } from '../../../src/schemas/account.ts';
import type { AuditAction } from '../../../src/schemas/audit-actions.ts';
import { audit, party } from '../audit/trail.ts';
import { now } from '../clock.ts';
import { HttpError } from '../http.ts';
import { enforce, reset } from '../rate-limit.ts';
import type { Authenticated } from './guards.ts';
import { PASSWORD_CHECKS_PER_SESSION, sessionKey } from './limits.ts';
import { verifyPassword } from './password.ts';

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
