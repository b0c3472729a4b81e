// Re-authentication before a change to the account's passkeys: the password, or the allowance a fresh
// two-factor sign-in (a passkey or a code) gives for five minutes. The allowance holds only in the browser
// that signed in (its device cookie, whose hash the session keeps), so a copy of the session cookie used
// from another browser gets none; and it is checked when the change is made, not only when its options
// are issued. A stolen session cookie alone can do nothing here.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/rows.ts';
import { PASSKEY_CHALLENGE_MINUTES, passkeyMessages } from '../../../src/schemas/passkeys.ts';
import { confirmPassword, type ConfirmedAction } from '../account/profile.ts';
import { hashToken } from '../account/tokens.ts';
import type { Authenticated } from '../auth/guards.ts';
import { now } from '../clock.ts';
import { HttpError } from '../http.ts';
import { sessionProof } from '../session/store.ts';

/** When this session's allowance from a recent two-factor sign-in ends, if it has one in this browser. */
export async function allowanceEnds(db: Kysely<Database>, auth: Authenticated): Promise<Date | null> {
  const { twoFactorAt, deviceHash } = await sessionProof(db, auth.sid);
  if (!twoFactorAt || !auth.device || deviceHash !== hashToken(auth.device)) return null;
  const ends = new Date(twoFactorAt.getTime() + PASSKEY_CHALLENGE_MINUTES * 60_000);
  return ends > now() ? ends : null;
}

/**
 * The password, or (null) a recent two-factor sign-in in this browser. Returns when the allowance used
 * ends (a challenge issued under it must not outlive it), or undefined for a password.
 */
export async function reauthenticate(
  db: Kysely<Database>,
  auth: Authenticated,
  password: string | null,
  action: Extract<ConfirmedAction, 'account.passkey_added' | 'account.passkey_removed'>,
): Promise<Date | undefined> {
  if (password === null) {
    const ends = await allowanceEnds(db, auth);
    if (ends) return ends;
    throw new HttpError(400, passkeyMessages.passwordRequired, {
      fieldErrors: { password: [passkeyMessages.passwordRequired] },
    });
  }
  await confirmPassword(db, auth, password, { field: 'password', action });
  return undefined;
}
