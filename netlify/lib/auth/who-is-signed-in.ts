// Who is signed in, for the read that answers it (GET /api/auth/user, what pages ask): the member, or
// nobody, and then the browser's stale or forged cookies (if it sent any) are cleared, so the redirect
// rules treat it as signed out from its next request.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/rows.ts';
import type { PublicUser } from '../../../src/schemas/user.ts';
import { carriesSessionCookies, clearedSessionCookies } from '../session/cookies.ts';
import { toPublicUser } from '../users/public.ts';
import { authenticate } from './guards.ts';

export interface SignedInAnswer {
  user: PublicUser | null;
  /** Set-Cookie lines that clear the browser's cookies, when nobody is signed in but it sent some. */
  headers?: Headers;
}

export async function whoIsSignedIn(request: Request, db: Kysely<Database>): Promise<SignedInAnswer> {
  const auth = await authenticate(request, db);
  if (auth) return { user: toPublicUser(auth.user) };
  return { user: null, headers: carriesSessionCookies(request) ? clearedSessionCookies(request) : undefined };
}
