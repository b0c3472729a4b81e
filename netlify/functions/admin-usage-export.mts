import type { Config } from '@netlify/functions';
import { getDb } from '../lib/db.ts';
import { csvDownloadHeaders } from '../lib/exports/download.ts';
import { auditedEndpoint } from '../lib/http/endpoint.ts';
import { usageCsv } from '../lib/usage/panel.ts';

export default auditedEndpoint('admin-usage-export', {
  GET: async ({ query }) => {
    const { filename, body } = await usageCsv(getDb(), query.chart, Number(query.weeks));
    return new Response(body, { headers: csvDownloadHeaders(filename) });
  },
});

export const config: Config = { path: '/api/admin/usage/export' };
