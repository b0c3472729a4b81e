import type { Config } from '@netlify/functions';
import { exportAudit } from '../lib/audit/export.ts';
import { getDb } from '../lib/db.ts';
import { csvDownloadHeaders } from '../lib/exports/download.ts';
import { auditedEndpoint } from '../lib/http/endpoint.ts';

export default auditedEndpoint('admin-audit-export', {
  GET: async ({ auth, query }) => {
    const { filename, body } = await exportAudit(getDb(), auth, query);
    return new Response(body, { headers: csvDownloadHeaders(filename) });
  },
});

export const config: Config = { path: '/api/admin/audit/export' };
