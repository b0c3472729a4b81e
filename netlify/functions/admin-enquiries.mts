import type { Config } from '@netlify/functions';
import { getDb } from '../lib/db.ts';
import { auditedEndpoint } from '../lib/http/endpoint.ts';
import { listInbox } from '../lib/contact/inbox.ts';

export default auditedEndpoint('admin-enquiries', {
  GET: ({ query }) => listInbox(getDb(), query),
});

export const config: Config = { path: '/api/admin/enquiries' };
