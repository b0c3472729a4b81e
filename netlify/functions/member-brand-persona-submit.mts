import type { Config } from '@netlify/functions';
import { requireUser } from '../lib/auth/guards.ts';
import { submitDraft } from '../lib/brand-persona/service.ts';
import { getDb } from '../lib/db.ts';
import { assertNoBodyOrJson, json, route } from '../lib/http.ts';

export default route({
  POST: async (request) => {
    assertNoBodyOrJson(request);
    return json(await submitDraft(getDb(), await requireUser(request, getDb())), { status: 201 });
  },
});

export const config: Config = { path: '/api/member/brand-persona/submit' };
