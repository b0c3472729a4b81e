// A member turns two-factor sign-in on from /account (the password, then a new secret shown as a QR code,
// confirmed by its first code, then ten recovery codes shown once), makes new recovery codes and turns it
// off again. What each needs proved (the password, a factor the account has) is declared in the API
// contract and checked before these run (netlify/lib/proof). Every change is mailed to the member and
// kept in the audit trail.
import type { Kysely } from 'kysely';
import QRCode from 'qrcode';
import type { Database } from '../../../db/rows.ts';
import {
  twoFactorMessages,
  type RecoveryCodesIssued,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '../../../src/schemas/two-factor.ts';
import { audited, party } from '../audit/trail.ts';
import type { Authenticated } from '../auth/guards.ts';
import { now } from '../clock.ts';
import { HttpError } from '../http.ts';
import type { MailContext } from '../mail/context.ts';
import { hashRecoveryCode, newRecoveryCodes, totpStep } from './codes.ts';
import { confirmCode } from './confirm-code.ts';
import { queueTwoFactorNotice } from './notices.ts';
import { adminTwoFactorRequired, meetsAdminTwoFactorRule } from '../proof/administrators.ts';
import {
  countUnusedRecoveryCodes,
  disableTwoFactor,
  enableSecret,
  replaceRecoveryCodes,
  setPendingSecret,
} from './repository.ts';
import { seal } from './secret-box.ts';
import { newTotpSecret, totpUri } from './totp.ts';

export async function twoFactorStatus(db: Kysely<Database>, auth: Authenticated): Promise<TwoFactorStatus> {
  const enabled = auth.user.twoFactorEnabledAt !== null;
  return {
    enabled,
    recoveryCodesLeft: enabled ? await countUnusedRecoveryCodes(db, auth.user.id) : 0,
    // A passkey sign-in meets the rule too: such an administrator is not asked to turn codes on.
    required:
      auth.user.role === 'admin' && adminTwoFactorRequired() && (enabled || !(await meetsAdminTwoFactorRule(db, auth))),
  };
}

/**
 * A new secret, pending until a code confirms it (starting again replaces it). The password is asked
 * first (the contract): only whoever gave it ever sees the secret.
 */
export async function startSetup(db: Kysely<Database>, auth: Authenticated): Promise<TwoFactorSetup> {
  if (auth.user.twoFactorEnabledAt) throw new HttpError(409, twoFactorMessages.alreadyOn);
  const secret = newTotpSecret();
  await audited(db, (trx) => setPendingSecret(trx, auth.user.id, seal(secret), now()), {
    action: 'account.two_factor_setup_started',
    actor: party(auth.user),
    ip: auth.ip,
  });
  const otpauthUri = totpUri(secret, auth.user.email);
  const qrSvg = await QRCode.toString(otpauthUri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, otpauthUri, qrSvg };
}

/**
 * The first code from the app turns it on; the recovery codes are returned this once. The proof (the
 * password, or one of the account's passkeys) is the contract's. Turning on is a compare-and-set on the
 * pending secret this code was checked against: a setup started meanwhile (another secret pending) makes
 * it fail, so the secret turned on is always the one whose code the member typed.
 */
export async function enableTwoFactor(
  db: Kysely<Database>,
  auth: Authenticated,
  input: { code: string },
  mail: MailContext,
): Promise<RecoveryCodesIssued> {
  const { user } = auth;
  if (user.twoFactorEnabledAt) throw new HttpError(409, twoFactorMessages.alreadyOn);
  if (!user.twoFactorPendingSecret) throw new HttpError(409, twoFactorMessages.notStarted);
  const pending = user.twoFactorPendingSecret;
  const step = await confirmCode(db, auth, 'account.two_factor_enabled', () => totpStep(pending, input.code));
  const recoveryCodes = newRecoveryCodes();
  await audited(
    db,
    async (trx) => {
      if (!(await enableSecret(trx, user.id, pending, step, now()))) {
        throw new HttpError(409, twoFactorMessages.changedMeanwhile);
      }
      await replaceRecoveryCodes(trx, user.id, recoveryCodes.map(hashRecoveryCode));
    },
    { action: 'account.two_factor_enabled', actor: party(user), ip: auth.ip },
  );
  queueTwoFactorNotice(user, 'enabled', mail);
  return { recoveryCodes };
}

/** Off again (the password and a code, proved by the contract). */
export async function disableTwoFactorSignIn(db: Kysely<Database>, auth: Authenticated, mail: MailContext) {
  const { user } = auth;
  await audited(
    db,
    async (trx) => {
      if (!(await disableTwoFactor(trx, user.id, now()))) throw new HttpError(409, twoFactorMessages.notOn);
    },
    { action: 'account.two_factor_disabled', actor: party(user), ip: auth.ip },
  );
  queueTwoFactorNotice(user, 'disabled', mail);
}

/** Ten new recovery codes in place of the old ones (spent or not), shown once: the password and a code. */
export async function regenerateRecoveryCodes(
  db: Kysely<Database>,
  auth: Authenticated,
  mail: MailContext,
): Promise<RecoveryCodesIssued> {
  const { user } = auth;
  if (!user.twoFactorEnabledAt) throw new HttpError(409, twoFactorMessages.notOn);
  const recoveryCodes = newRecoveryCodes();
  await audited(db, (trx) => replaceRecoveryCodes(trx, user.id, recoveryCodes.map(hashRecoveryCode)), {
    action: 'account.recovery_codes_regenerated',
    actor: party(user),
    ip: auth.ip,
  });
  queueTwoFactorNotice(user, 'recovery_codes', mail);
  return { recoveryCodes };
}
