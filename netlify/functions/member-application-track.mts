import type { Config } from '@netlify/functions';
import { requireUser } from '../lib/auth/guards.ts';
import { getDb } from '../lib/db.ts';
import { assertNoBodyOrJson, json, route } from '../lib/http.ts';
import { trackLaunch } from '../lib/members/dashboard.ts';

export default route({
  POST: async (request, context) => {
    assertNoBodyOrJson(request);
    return json(await trackLaunch(getDb(), await requireUser(request, getDb()), context.params.name));
  },
});

export const config: Config = { path: '/api/member/applications/:name/track' };
