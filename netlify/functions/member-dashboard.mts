import type { Config } from '@netlify/functions';
import { requireUser } from '../lib/auth/guards.ts';
import { getDb } from '../lib/db.ts';
import { json, route } from '../lib/http.ts';
import { dashboardSummary } from '../lib/members/dashboard.ts';

export default route({
  GET: async (request) => {
    const { user } = await requireUser(request, getDb());
    return json(await dashboardSummary(getDb(), user));
  },
});

export const config: Config = { path: '/api/member/dashboard' };
