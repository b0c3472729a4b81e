// Guards for any function: who is calling, from the sealed session cookie and the sessions table.
import type { Kysely } from 'kysely';
import type { Database, User } from '../../../db/rows.ts';
import { auditDenied, party } from '../audit/trail.ts';
import { HttpError, identifyCaller, requestIp } from '../http.ts';
import { readSessionId } from '../session/cookies.ts';
import { deviceFor } from './devices.ts';
import { touchSession } from '../session/store.ts';
import { meetsAdminTwoFactorRule } from '../two-factor/policy.ts';
import { twoFactorMessages } from '../../../src/schemas/two-factor.ts';

export interface Authenticated {
  user: User;
  /** The current session id (server-side only; never logged or returned). */
  sid: string;
  /** The caller's address (kept only truncated). */
  ip: string;
  /** The device id of the browser calling, when its device cookie names this account (auth/devices.ts). */
  device?: string;
}

/** The signed-in user, or null for no cookie, a forged or expired seal, or a session that has ended. */
export async function authenticate(request: Request, db: Kysely<Database>): Promise<Authenticated | null> {
  const sid = await readSessionId(request);
  if (!sid) return null;
  const user = await touchSession(db, sid);
  if (!user) return null;
  identifyCaller(request, user.id);
  return { user, sid, ip: requestIp(request), device: deviceFor(request, user.email) };
}

/** 401 `{ code: 'unauthenticated', message: 'Unauthorized' }` unless signed in. */
export async function requireUser(request: Request, db: Kysely<Database>): Promise<Authenticated> {
  const auth = await authenticate(request, db);
  if (!auth) throw new HttpError(401, 'Unauthorized');
  return auth;
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
