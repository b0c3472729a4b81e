import type { Config } from '@netlify/functions';
import { requireAdmin } from '../lib/auth/guards.ts';
import { getDb } from '../lib/db.ts';
import { csvDownloadHeaders, downloadExport } from '../lib/exports/download.ts';
import { auditedRoute } from '../lib/http.ts';

export default auditedRoute({
  GET: async (request, context) => {
    const actor = await requireAdmin(request, getDb());
    const { filename, body } = await downloadExport(getDb(), actor, context.params.dataset);
    return new Response(body, { headers: csvDownloadHeaders(filename) });
  },
});

export const config: Config = { path: '/api/admin/exports/:dataset' };
