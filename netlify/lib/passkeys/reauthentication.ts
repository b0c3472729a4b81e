// Adding or removing a passkey needs a fresh proof that the person at the keyboard owns the account: the
// password, or a session that proved two factors (a passkey or a code sign-in) within the last five
// minutes. A stolen session cookie alone can do neither.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/rows.ts';
import { PASSKEY_CHALLENGE_MINUTES, passkeyMessages } from '../../../src/schemas/passkeys.ts';
import { confirmPassword, type ConfirmedAction } from '../account/profile.ts';
import type { Authenticated } from '../auth/guards.ts';
import { now } from '../clock.ts';
import { HttpError } from '../http.ts';
import { sessionTwoFactorAt } from '../session/store.ts';

export async function recentlyProvedTwoFactors(db: Kysely<Database>, sid: string): Promise<boolean> {
  const at = await sessionTwoFactorAt(db, sid);
  return !!at && now().getTime() - at.getTime() <= PASSKEY_CHALLENGE_MINUTES * 60_000;
}

export async function reauthenticate(
  db: Kysely<Database>,
  auth: Authenticated,
  password: string | null,
  action: Extract<ConfirmedAction, 'account.passkey_added' | 'account.passkey_removed'>,
): Promise<void> {
  if (password === null) {
    if (await recentlyProvedTwoFactors(db, auth.sid)) return;
    throw new HttpError(400, passkeyMessages.passwordRequired, {
      fieldErrors: { password: [passkeyMessages.passwordRequired] },
    });
  }
  await confirmPassword(db, auth, password, { field: 'password', action });
}
