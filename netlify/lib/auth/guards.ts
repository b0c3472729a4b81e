// Guards for any function: who is calling, from the sealed session cookie and the sessions table.
import type { Kysely } from 'kysely';
import type { Database, User } from '../../../db/types.ts';
import { HttpError, identifyCaller, requestIp } from '../http.ts';
import { readSessionId } from '../session/cookies.ts';
import { touchSession } from '../session/store.ts';
import { adminTwoFactorRequired } from '../two-factor/policy.ts';
import { twoFactorMessages } from '../../../src/schemas/two-factor.ts';

export interface Authenticated {
  user: User;
  /** The current session id (server-side only; never logged or returned). */
  sid: string;
  /** The caller's address (kept only truncated). */
  ip: string;
}

/** The signed-in user, or null for no cookie, a forged or expired seal, or a session that has ended. */
export async function authenticate(request: Request, db: Kysely<Database>): Promise<Authenticated | null> {
  const sid = await readSessionId(request);
  if (!sid) return null;
  const user = await touchSession(db, sid);
  if (!user) return null;
  identifyCaller(request, user.id);
  return { user, sid, ip: requestIp(request) };
}

/** 401 `{ code: 'unauthenticated', message: 'Unauthorized' }` unless signed in. */
export async function requireUser(request: Request, db: Kysely<Database>): Promise<Authenticated> {
  const auth = await authenticate(request, db);
  if (!auth) throw new HttpError(401, 'Unauthorized');
  return auth;
}

/**
 * 401 for anonymous callers, 403 `{ message: 'Forbidden' }` for members, and 403 with the way to /account
 * for an administrator without two-factor sign-in while REQUIRE_ADMIN_2FA is on.
 */
export async function requireAdmin(request: Request, db: Kysely<Database>): Promise<Authenticated> {
  const auth = await requireUser(request, db);
  if (auth.user.role !== 'admin') throw new HttpError(403, 'Forbidden');
  if (!auth.user.twoFactorEnabledAt && adminTwoFactorRequired()) {
    throw new HttpError(403, twoFactorMessages.adminRequired, { code: 'two_factor_required' });
  }
  return auth;
}
