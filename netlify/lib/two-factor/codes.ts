// Checking a second factor: a TOTP code (each 30-second step accepted once) or a single-use recovery
// code (only their SHA-256 hashes are kept: each carries 80 random bits).
import { randomInt } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database, User } from '../../../db/rows.ts';
import { RECOVERY_CODE_COUNT } from '../../../src/schemas/two-factor.ts';
import { hashToken } from '../auth/tokens.ts';
import { now } from '../clock.ts';
import { acceptStep, spendRecoveryCode } from './repository.ts';
import { open } from './secret-box.ts';
import { matchingStep } from './totp.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type SecondFactor = 'totp' | 'recovery_code';

/** Crockford's base32: no I, L, O or U to misread. */
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

/** Ten new codes as the member sees them ('k3v9-7d2m-q8wx-4hfa'). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 16 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return chars.match(/.{4}/g)!.join('-');
  });
}

/** The stored form of a code as typed (dashes and spaces ignored, any case). */
export function hashRecoveryCode(code: string): string {
  return hashToken(code.replace(/[\s-]/g, '').toLowerCase());
}

/** The time step a six-digit code matches for this sealed secret (±1 step), or null. */
export function totpStep(sealedSecret: string, code: string): number | null {
  return /^\d{6}$/.test(code) ? matchingStep(open(sealedSecret), code) : null;
}

/** Which factor the code proved, or null for a wrong, replayed or spent code. */
export async function checkSecondFactor(db: Db, user: User, code: string): Promise<SecondFactor | null> {
  if (!user.twoFactorSecret) return null;
  if (/^\d{6}$/.test(code)) {
    const step = totpStep(user.twoFactorSecret, code);
    return step !== null && (await acceptStep(db, user.id, step)) ? 'totp' : null;
  }
  return (await spendRecoveryCode(db, user.id, hashRecoveryCode(code), now())) ? 'recovery_code' : null;
}
