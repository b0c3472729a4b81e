import type { Config } from '@netlify/functions';
import { getDb } from '../lib/db.ts';
import { auditedEndpoint } from '../lib/http/endpoint.ts';
import { usagePanel } from '../lib/usage/panel.ts';

export default auditedEndpoint('admin-usage', {
  GET: ({ query }) => usagePanel(getDb(), Number(query.weeks)),
});

export const config: Config = { path: '/api/admin/usage' };
