// Every account endpoint: signed in (401 otherwise), within the member's request budget (429).
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types.ts';
import { requireUser, type Authenticated } from '../auth/guards.ts';
import { now } from '../clock.ts';
import { enforce } from '../rate-limit.ts';
import { ACCOUNT_REQUESTS_PER_USER } from './limits.ts';

export async function requireAccountHolder(request: Request, db: Kysely<Database>): Promise<Authenticated> {
  const auth = await requireUser(request, db);
  await enforce(db, ACCOUNT_REQUESTS_PER_USER, auth.user.id, now());
  return auth;
}
