// Who is calling, from the sealed session cookie and the sessions table (the administrators' guard, which
// adds the two-factor rule, is the proof rules': netlify/lib/proof/administrators.ts).
import type { Kysely } from 'kysely';
import type { Database, User } from '../../../db/rows.ts';
import { HttpError, identifyCaller, requestIp } from '../http.ts';
import { readSessionId } from '../session/cookies.ts';
import { deviceFor } from './devices.ts';
import { touchSession } from '../session/store.ts';

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
