import type { Config } from '@netlify/functions';
import { requireUser } from '../lib/auth/guards.ts';
import { readVersion } from '../lib/brand-persona/service.ts';
import { getDb } from '../lib/db.ts';
import { json, route } from '../lib/http.ts';

export default route({
  GET: async (request, context) => {
    const { user } = await requireUser(request, getDb());
    return json(await readVersion(getDb(), user.id, context.params.version));
  },
});

export const config: Config = { path: '/api/member/brand-persona/versions/:version' };
