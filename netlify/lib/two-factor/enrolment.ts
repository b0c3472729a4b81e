// A member turns two-factor sign-in on from /account (the password, then a new secret shown as a QR code,
// confirmed by its first code, then ten recovery codes shown once), makes new recovery codes and turns it
// off again (each with the password and a code). A stolen session alone can do none of these, and every
// change is mailed to the member and kept in the audit trail, as is every wrong password or code typed
// to confirm one.
import type { Kysely } from 'kysely';
import QRCode from 'qrcode';
import type { Database } from '../../../db/rows.ts';
import {
  twoFactorMessages,
  type RecoveryCodesIssued,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '../../../src/schemas/two-factor.ts';
import { confirmPassword, type ConfirmedAction } from '../account/profile.ts';
import { audited, party } from '../audit/trail.ts';
import type { Authenticated } from '../auth/guards.ts';
import { now } from '../clock.ts';
import { HttpError } from '../http.ts';
import type { MailContext } from '../mail/context.ts';
import { checkSecondFactor, hashRecoveryCode, newRecoveryCodes, totpStep } from './codes.ts';
import { confirmCode } from './confirm-code.ts';
import { confirmSecondFactor, hasSecondFactor, type FactorProof } from '../passkeys/confirmation.ts';
import { queueTwoFactorNotice } from './notices.ts';
import { adminTwoFactorRequired, meetsAdminTwoFactorRule } from './policy.ts';
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
 * first: only whoever gave it ever sees the secret, so a stolen session cannot enrol its own phone.
 */
export async function startSetup(
  db: Kysely<Database>,
  auth: Authenticated,
  input: { password: string },
): Promise<TwoFactorSetup> {
  if (auth.user.twoFactorEnabledAt) throw new HttpError(409, twoFactorMessages.alreadyOn);
  await confirmPassword(db, auth, input.password, { field: 'password', action: 'account.two_factor_setup_started' });
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
 * The first code from the app turns it on; the recovery codes are returned this once. An account that has
 * passkeys proves one of them in the same request (the password given at the start is not enough).
 */
export async function enableTwoFactor(
  db: Kysely<Database>,
  auth: Authenticated,
  input: { code: string; assertion?: FactorProof['assertion'] },
  mail: MailContext,
): Promise<RecoveryCodesIssued> {
  const { user } = auth;
  if (user.twoFactorEnabledAt) throw new HttpError(409, twoFactorMessages.alreadyOn);
  if (!user.twoFactorPendingSecret) throw new HttpError(409, twoFactorMessages.notStarted);
  const pending = user.twoFactorPendingSecret;
  const step = await confirmCode(db, auth, 'account.two_factor_enabled', () => totpStep(pending, input.code));
  if (await hasSecondFactor(db, user)) {
    await confirmSecondFactor(db, auth, { assertion: input.assertion }, 'account.two_factor_enabled');
  }
  const recoveryCodes = newRecoveryCodes();
  await audited(
    db,
    async (trx) => {
      if (!(await enableSecret(trx, user.id, step, now()))) throw new HttpError(409, twoFactorMessages.alreadyOn);
      await replaceRecoveryCodes(trx, user.id, recoveryCodes.map(hashRecoveryCode));
    },
    { action: 'account.two_factor_enabled', actor: party(user), ip: auth.ip },
  );
  queueTwoFactorNotice(user, 'enabled', mail);
  return { recoveryCodes };
}

/** The password, then a code from the app or a recovery code: 400 naming the field that is wrong. */
async function confirmBothFactors(
  db: Kysely<Database>,
  auth: Authenticated,
  input: { password: string; code: string },
  action: ConfirmedAction,
): Promise<void> {
  const { user } = auth;
  if (!user.twoFactorEnabledAt) throw new HttpError(409, twoFactorMessages.notOn);
  await confirmPassword(db, auth, input.password, { field: 'password', action });
  await confirmCode(db, auth, action, () => checkSecondFactor(db, user, input.code));
}

/** Off again: the password and a code (or a recovery code) both needed. */
export async function disableTwoFactorSignIn(
  db: Kysely<Database>,
  auth: Authenticated,
  input: { password: string; code: string },
  mail: MailContext,
): Promise<void> {
  const { user } = auth;
  await confirmBothFactors(db, auth, input, 'account.two_factor_disabled');
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
  input: { password: string; code: string },
  mail: MailContext,
): Promise<RecoveryCodesIssued> {
  const { user } = auth;
  await confirmBothFactors(db, auth, input, 'account.recovery_codes_regenerated');
  const recoveryCodes = newRecoveryCodes();
  await audited(db, (trx) => replaceRecoveryCodes(trx, user.id, recoveryCodes.map(hashRecoveryCode)), {
    action: 'account.recovery_codes_regenerated',
    actor: party(user),
    ip: auth.ip,
  });
  queueTwoFactorNotice(user, 'recovery_codes', mail);
  return { recoveryCodes };
}
