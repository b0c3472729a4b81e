import type { Config } from '@netlify/functions';
import { getDb } from '../lib/db.ts';
import { csvDownloadHeaders, downloadExport } from '../lib/exports/download.ts';
import { auditedEndpoint } from '../lib/http/endpoint.ts';

export default auditedEndpoint('admin-export', {
  GET: async ({ auth, params }) => {
    const { filename, body } = await downloadExport(getDb(), auth, params.dataset);
    return new Response(body, { headers: csvDownloadHeaders(filename) });
  },
});

export const config: Config = { path: '/api/admin/exports/:dataset' };
