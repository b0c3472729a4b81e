import type { Config } from '@netlify/functions';
import { getDb } from '../lib/db.ts';
import { auditedEndpoint } from '../lib/http/endpoint.ts';
import { siteSpeed } from '../lib/vitals/panel.ts';

export default auditedEndpoint('admin-site-speed', {
  GET: ({ query }) => siteSpeed(getDb(), query.device),
});

export const config: Config = { path: '/api/admin/site-speed' };
