import type { Config } from '@netlify/functions';
import { exportAudit } from '../lib/audit/export.ts';
import { requireAdmin } from '../lib/auth/guards.ts';
import { getDb } from '../lib/db.ts';
import { csvDownloadHeaders } from '../lib/exports/download.ts';
import { auditedRoute } from '../lib/http.ts';

export default auditedRoute({
  GET: async (request) => {
    const actor = await requireAdmin(request, getDb());
    const { filename, body } = await exportAudit(getDb(), actor, new URL(request.url));
    return new Response(body, { headers: csvDownloadHeaders(filename) });
  },
});

export const config: Config = { path: '/api/admin/audit/export' };
