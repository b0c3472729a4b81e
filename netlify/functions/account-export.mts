import type { Config } from '@netlify/functions';
import { exportAccount } from '../lib/account/export.ts';
import { getDb } from '../lib/db.ts';
import { json } from '../lib/http.ts';
import { auditedEndpoint } from '../lib/http/endpoint.ts';

export default auditedEndpoint('account-export', {
  GET: async ({ auth }) => {
    const { filename, data } = await exportAccount(getDb(), auth);
    return json(data, { headers: { 'Content-Disposition': `attachment; filename="${filename}"` } });
  },
});

export const config: Config = { path: '/api/account/export' };
