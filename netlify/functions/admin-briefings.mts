import type { Config } from '@netlify/functions';
import { getDb } from '../lib/db.ts';
import { auditedEndpoint } from '../lib/http/endpoint.ts';
import { briefingsPanel } from '../lib/briefings/panel.ts';

export default auditedEndpoint('admin-briefings', {
  GET: () => briefingsPanel(getDb()),
});

export const config: Config = { path: '/api/admin/briefings' };
