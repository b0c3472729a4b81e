// Two-factor sign-in for test accounts: enrolled straight in the database with a known secret and known
// recovery codes, so tests can make codes (at a controlled clock) or spend recovery codes.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/rows.ts';
import { hashRecoveryCode, newRecoveryCodes } from '../../netlify/lib/two-factor/codes.ts';
import { replaceRecoveryCodes } from '../../netlify/lib/two-factor/repository.ts';
import { seal } from '../../netlify/lib/two-factor/secret-box.ts';
import { newTotpSecret } from '../../netlify/lib/two-factor/totp.ts';

export interface Enrolment {
  secret: string;
  recoveryCodes: string[];
}

export async function enrolTwoFactor(db: Kysely<Database>, userId: string): Promise<Enrolment> {
  const secret = newTotpSecret();
  const recoveryCodes = newRecoveryCodes();
  await db
    .updateTable('users')
    .set({ twoFactorSecret: seal(secret), twoFactorEnabledAt: new Date() })
    .where('id', '=', userId)
    .execute();
  await replaceRecoveryCodes(db, userId, recoveryCodes.map(hashRecoveryCode));
  return { secret, recoveryCodes };
}
