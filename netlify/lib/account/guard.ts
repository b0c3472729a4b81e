// The account holder's budget: each session has a number of account requests (429 once spent). The
// endpoint (http/endpoint.ts) spends one only for a request that could act, once it knows the caller and
// has read a well-formed body, so a malformed request changes nothing, not even a counter.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/rows.ts';
import type { Authenticated } from '../auth/guards.ts';
import { now } from '../clock.ts';
import { enforce } from '../rate-limit.ts';
import { sessionKey } from '../auth/limits.ts';
import { ACCOUNT_REQUESTS_PER_SESSION } from './limits.ts';

export async function spendAccountRequest(db: Kysely<Database>, auth: Authenticated): Promise<void> {
  await enforce(db, ACCOUNT_REQUESTS_PER_SESSION, sessionKey(auth.sid), now());
}
