import type { Config } from '@netlify/functions';
import { requireUser } from '../lib/auth/guards.ts';
import { getDb } from '../lib/db.ts';
import { json, route } from '../lib/http.ts';
import { dashboardSummary } from '../lib/members/dashboard.ts';

export default route({
  GET: async (request) => json(dashboardSummary((await requireUser(request, getDb())).user)),
});

export const config: Config = { path: '/api/member/dashboard' };
