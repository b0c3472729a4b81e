// REQUIRE_ADMIN_2FA: administrators must sign in with two factors before using the administrators' API:
// the password and a code from the app, or a passkey (user verification makes it two factors in one
// gesture). On unless set off ('off', 'false', '0' or 'no'); the local demo set-up
// turns it off and says so. The rule and the administrators' guard that applies it (requireAdmin).
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/rows.ts';
import { twoFactorMessages } from '../../../src/schemas/two-factor.ts';
import { auditDenied, party } from '../audit/trail.ts';
import { requireUser, type Authenticated } from '../auth/guards.ts';
import { HttpError } from '../http.ts';
import { sessionTwoFactorAt } from '../session/store.ts';
import { hasSecondFactor } from './factors.ts';

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

/** The request as the audit trail names it: method and path (never the query, a header or the body). */
const routeOf = (request: Request) => `${request.method} ${new URL(request.url).pathname.slice(0, 200)}`;

/**
 * 401 for anonymous callers, 403 `{ message: 'Forbidden' }` for members, and 403 with the way to /account
 * for an administrator without two-factor sign-in while REQUIRE_ADMIN_2FA is on. Each 403 names a signed-in
 * person, so it is audited (outcome `denied`, at most one event per person a minute, counting them) with
 * the route they first asked for. Anonymous and forged-cookie
 * callers name nobody: their refusal is the `request.refused` log line only, so a stranger cannot grow
 * the trail by sending requests.
 */
export async function requireAdmin(request: Request, db: Kysely<Database>): Promise<Authenticated> {
  const auth = await requireUser(request, db);
  const refusal =
    auth.user.role !== 'admin'
      ? new HttpError(403, 'Forbidden')
      : !(await meetsAdminTwoFactorRule(db, auth))
        ? new HttpError(403, twoFactorMessages.adminRequired, { code: 'two_factor_required' })
        : undefined;
  if (!refusal) return auth;
  await auditDenied(db, {
    action: 'admin.access_denied',
    actor: party(auth.user),
    target: null,
    ip: auth.ip,
    details: { route: routeOf(request), reason: refusal.code, role: auth.user.role },
  });
  throw refusal;
}
