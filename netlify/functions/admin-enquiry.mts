import type { Config } from '@netlify/functions';
import { requireAdmin } from '../lib/auth/guards.ts';
import { getDb } from '../lib/db.ts';
import { auditedRoute, json, readJson } from '../lib/http.ts';
import { updateEnquiry } from '../lib/contact/inbox.ts';
import { enquiryUpdateSchema } from '../../src/schemas/contact.ts';

export default auditedRoute({
  PATCH: async (request, context) => {
    const actor = await requireAdmin(request, getDb());
    const update = await readJson(request, enquiryUpdateSchema, { maxBytes: 1024 });
    return json(await updateEnquiry(getDb(), actor, context.params.id, update));
  },
});

export const config: Config = { path: '/api/admin/enquiries/:id' };
