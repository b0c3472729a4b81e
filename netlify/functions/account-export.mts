import type { Config } from '@netlify/functions';
import { exportAccount } from '../lib/account/export.ts';
import { requireAccountHolder } from '../lib/account/guard.ts';
import { getDb } from '../lib/db.ts';
import { json, auditedRoute } from '../lib/http.ts';

export default auditedRoute({
  GET: async (request) => {
    const { filename, data } = await exportAccount(getDb(), await requireAccountHolder(request, getDb()));
    return json(data, { headers: { 'Content-Disposition': `attachment; filename="${filename}"` } });
  },
});

export const config: Config = { path: '/api/account/export' };
