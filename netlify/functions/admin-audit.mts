import type { Config } from '@netlify/functions';
import { listAudit } from '../lib/audit/trail.ts';
import { getDb } from '../lib/db.ts';
import { auditedEndpoint } from '../lib/http/endpoint.ts';

export default auditedEndpoint('admin-audit', {
  GET: ({ query }) => listAudit(getDb(), query),
});

export const config: Config = { path: '/api/admin/audit' };
