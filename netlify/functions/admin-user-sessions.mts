import type { Config } from '@netlify/functions';
import { requireAdmin } from '../lib/auth/guards.ts';
import { getDb } from '../lib/db.ts';
import { assertNoBodyOrJson, auditedRoute, json } from '../lib/http.ts';
import { endUserSessions, listUserSessions } from '../lib/users/user-sessions.ts';

export default auditedRoute({
  GET: async (request, context) => {
    await requireAdmin(request, getDb());
    return json(await listUserSessions(getDb(), context.params.userId));
  },
  DELETE: async (request, context) => {
    assertNoBodyOrJson(request);
    const actor = await requireAdmin(request, getDb());
    return json(await endUserSessions(getDb(), actor, context.params.userId));
  },
});

export const config: Config = { path: '/api/admin/users/:userId/sessions' };
