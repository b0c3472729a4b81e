// A member turns two-factor sign-in on from /account (a new secret shown as a QR code, confirmed by its
// first code, then ten recovery codes shown once) and off again (password and a code).
import type { Kysely } from 'kysely';
import QRCode from 'qrcode';
import type { Database } from '../../../db/types.ts';
import {
  twoFactorMessages,
  type TwoFactorSetup,
  type TwoFactorStatus,
  type TwoFactorEnabled,
} from '../../../src/schemas/two-factor.ts';
import { confirmPassword } from '../account/profile.ts';
import { audit, party } from '../audit/trail.ts';
import type { Authenticated } from '../auth/guards.ts';
import { TWO_FACTOR_FAILURES_PER_ACCOUNT } from '../auth/limits.ts';
import { now } from '../clock.ts';
import { HttpError } from '../http.ts';
import { enforce } from '../rate-limit.ts';
import { checkSecondFactor, hashRecoveryCode, newRecoveryCodes, totpStep } from './codes.ts';
import { adminTwoFactorRequired } from './policy.ts';
import {
  countUnusedRecoveryCodes,
  disableTwoFactor,
  enableSecret,
  replaceRecoveryCodes,
  setPendingSecret,
} from './repository.ts';
import { seal } from './secret-box.ts';
import { newTotpSecret, totpUri } from './totp.ts';

function wrongCode(): never {
  throw new HttpError(400, twoFactorMessages.codeWrong, { fieldErrors: { code: [twoFactorMessages.codeWrong] } });
}

export async function twoFactorStatus(db: Kysely<Database>, auth: Authenticated): Promise<TwoFactorStatus> {
  const enabled = auth.user.twoFactorEnabledAt !== null;
  return {
    enabled,
    recoveryCodesLeft: enabled ? await countUnusedRecoveryCodes(db, auth.user.id) : 0,
    required: auth.user.role === 'admin' && adminTwoFactorRequired(),
  };
}

/** A new secret, pending until a code confirms it (starting again replaces it). */
export async function startSetup(db: Kysely<Database>, auth: Authenticated): Promise<TwoFactorSetup> {
  if (auth.user.twoFactorEnabledAt) throw new HttpError(409, twoFactorMessages.alreadyOn);
  const secret = newTotpSecret();
  await setPendingSecret(db, auth.user.id, seal(secret), now());
  await audit(db, { action: 'account.two_factor_setup_started', actor: party(auth.user), ip: auth.ip });
  const otpauthUri = totpUri(secret, auth.user.email);
  const qrSvg = await QRCode.toString(otpauthUri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, otpauthUri, qrSvg };
}

/** The first code from the app turns it on; the recovery codes are returned this once. */
export async function enableTwoFactor(
  db: Kysely<Database>,
  auth: Authenticated,
  input: { code: string },
): Promise<TwoFactorEnabled> {
  const { user } = auth;
  if (user.twoFactorEnabledAt) throw new HttpError(409, twoFactorMessages.alreadyOn);
  if (!user.twoFactorPendingSecret) throw new HttpError(409, twoFactorMessages.notStarted);
  await enforce(db, TWO_FACTOR_FAILURES_PER_ACCOUNT, user.id, now());
  const step = totpStep(user.twoFactorPendingSecret, input.code);
  if (step === null) wrongCode();
  const recoveryCodes = newRecoveryCodes();
  await db.transaction().execute(async (trx) => {
    if (!(await enableSecret(trx, user.id, step, now()))) throw new HttpError(409, twoFactorMessages.alreadyOn);
    await replaceRecoveryCodes(trx, user.id, recoveryCodes.map(hashRecoveryCode));
  });
  await audit(db, { action: 'account.two_factor_enabled', actor: party(user), ip: auth.ip });
  return { recoveryCodes };
}

/** Off again: the password and a code (or a recovery code) both needed. */
export async function disableTwoFactorSignIn(
  db: Kysely<Database>,
  auth: Authenticated,
  input: { password: string; code: string },
): Promise<void> {
  const { user } = auth;
  if (!user.twoFactorEnabledAt) throw new HttpError(409, twoFactorMessages.notOn);
  await confirmPassword(db, auth, input.password, 'password');
  await enforce(db, TWO_FACTOR_FAILURES_PER_ACCOUNT, user.id, now());
  if (!(await checkSecondFactor(db, user, input.code))) wrongCode();
  await db.transaction().execute((trx) => disableTwoFactor(trx, user.id, now()));
  await audit(db, { action: 'account.two_factor_disabled', actor: party(user), ip: auth.ip });
}
