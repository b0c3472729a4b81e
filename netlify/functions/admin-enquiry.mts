import type { Config } from '@netlify/functions';
import { getDb } from '../lib/db.ts';
import { auditedEndpoint } from '../lib/http/endpoint.ts';
import { updateEnquiry } from '../lib/contact/inbox.ts';

export default auditedEndpoint('admin-enquiry', {
  PATCH: ({ auth, body, params }) => updateEnquiry(getDb(), auth, params.id, body),
});

export const config: Config = { path: '/api/admin/enquiries/:id' };
