import type { Config } from '@netlify/functions';
import { requireAccountHolder } from '../lib/account/guard.ts';
import { endOtherSessions, listSessions } from '../lib/account/sessions.ts';
import { getDb } from '../lib/db.ts';
import { assertNoBodyOrJson, json, auditedRoute } from '../lib/http.ts';

export default auditedRoute({
  GET: async (request) => json(await listSessions(getDb(), await requireAccountHolder(request, getDb()))),
  // Every session but the one asking.
  DELETE: async (request) => {
    assertNoBodyOrJson(request);
    return json(await endOtherSessions(getDb(), await requireAccountHolder(request, getDb())));
  },
});

export const config: Config = { path: '/api/account/sessions' };
