import type { Config } from '@netlify/functions';
import { requireUser } from '../lib/auth/guards.ts';
import { reopenVersion } from '../lib/brand-persona/service.ts';
import { getDb } from '../lib/db.ts';
import { assertNoBodyOrJson, json, route } from '../lib/http.ts';

export default route({
  POST: async (request, context) => {
    assertNoBodyOrJson(request);
    return json(await reopenVersion(getDb(), await requireUser(request, getDb()), context.params.version));
  },
});

export const config: Config = { path: '/api/member/brand-persona/versions/:version/reopen' };
