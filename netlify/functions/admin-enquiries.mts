import type { Config } from '@netlify/functions';
import { requireAdmin } from '../lib/auth/guards.ts';
import { getDb } from '../lib/db.ts';
import { auditedRoute, json } from '../lib/http.ts';
import { listInbox } from '../lib/contact/inbox.ts';

export default auditedRoute({
  GET: async (request) => {
    await requireAdmin(request, getDb());
    return json(await listInbox(getDb(), new URL(request.url)));
  },
});

export const config: Config = { path: '/api/admin/enquiries' };
