import type { Config } from '@netlify/functions';
import { requireAccountHolder } from '../lib/account/guard.ts';
import { getDb } from '../lib/db.ts';
import { assertNoBodyOrJson, auditedRoute, json } from '../lib/http.ts';
import { startSetup } from '../lib/two-factor/enrolment.ts';

export default auditedRoute({
  POST: async (request) => {
    assertNoBodyOrJson(request);
    return json(await startSetup(getDb(), await requireAccountHolder(request, getDb())), { status: 201 });
  },
});

export const config: Config = { path: '/api/account/two-factor/setup' };
