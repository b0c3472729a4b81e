// Every account endpoint: signed in (401 otherwise), a well-formed request (400, 413, 415), then within
// the session's request budget (429). The budget is counted only for requests that could act, so a
// malformed request changes nothing, not even a counter.
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../../db/rows.ts';
import { requireUser, type Authenticated } from '../auth/guards.ts';
import { now } from '../clock.ts';
import { readJson } from '../http.ts';
import { enforce } from '../rate-limit.ts';
import { sessionKey } from '../auth/limits.ts';
import { ACCOUNT_REQUESTS_PER_SESSION } from './limits.ts';

export async function requireAccountHolder(request: Request, db: Kysely<Database>): Promise<Authenticated> {
  const auth = await requireUser(request, db);
  await enforce(db, ACCOUNT_REQUESTS_PER_SESSION, sessionKey(auth.sid), now());
  return auth;
}

/** An account request with a JSON body: the caller, then the body, then the budget. */
export async function readAccountRequest<S extends z.ZodType>(
  request: Request,
  db: Kysely<Database>,
  schema: S,
  { maxBytes = 2048 }: { maxBytes?: number } = {},
): Promise<{ auth: Authenticated; input: z.infer<S> }> {
  const auth = await requireUser(request, db);
  const input = await readJson(request, schema, { maxBytes });
  await enforce(db, ACCOUNT_REQUESTS_PER_SESSION, sessionKey(auth.sid), now());
  return { auth, input };
}
