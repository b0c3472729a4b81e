import type { Config } from '@netlify/functions';
import { listAudit } from '../lib/audit/trail.ts';
import { requireAdmin } from '../lib/auth/guards.ts';
import { getDb } from '../lib/db.ts';
import { auditedRoute, json } from '../lib/http.ts';

export default auditedRoute({
  GET: async (request) => {
    await requireAdmin(request, getDb());
    return json(await listAudit(getDb(), new URL(request.url)));
  },
});

export const config: Config = { path: '/api/admin/audit' };
