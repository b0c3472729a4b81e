// REQUIRE_ADMIN_2FA: administrators must sign in with two factors before using the administrators' API:
// the password and a code from the app, or a passkey (user verification makes it two factors in one
// gesture). On unless set off ('off', 'false', '0' or 'no'); the local demo set-up
// turns it off and says so.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/rows.ts';
import { hasSecondFactor } from '../proof/factors.ts';
import { sessionTwoFactorAt } from '../session/store.ts';

type Env = Record<string, string | undefined>;

export function adminTwoFactorRequired(env: Env = process.env): boolean {
  return !['off', 'false', '0', 'no'].includes((env.REQUIRE_ADMIN_2FA ?? '').trim().toLowerCase());
}

/**
 * Whether this signed-in person meets the rule (anyone does while it is off): the session proved two
 * factors (a passkey, or a code after the password) and the account still has a second factor. A password
 * session stays single-factor whatever factors the account holds, even one made before the code app was
 * turned on; an administrator who turns off their last factor stops administering in every session at once.
 */
export async function meetsAdminTwoFactorRule(
  db: Kysely<Database>,
  auth: { sid: string; user: { id: string } },
): Promise<boolean> {
  if (!adminTwoFactorRequired()) return true;
  return (await sessionTwoFactorAt(db, auth.sid)) !== null && (await hasSecondFactor(db, auth.user.id));
}
