import type { Config } from '@netlify/functions';
import { requireAdmin } from '../lib/auth/guards.ts';
import { getDb } from '../lib/db.ts';
import { assertNoBodyOrJson, auditedRoute, json, noContent, readJson } from '../lib/http.ts';
import { deleteUser } from '../lib/users/user-management.ts';
import { toAdminUser } from '../lib/users/public.ts';
import { changeRole } from '../lib/users/roles.ts';
import { roleChangeSchema } from '../../src/schemas/user.ts';

export default auditedRoute({
  PATCH: async (request, context) => {
    const actor = await requireAdmin(request, getDb());
    const input = await readJson(request, roleChangeSchema, { maxBytes: 1024 });
    return json(toAdminUser(await changeRole(getDb(), actor, context.params.userId, input)));
  },
  DELETE: async (request, context) => {
    assertNoBodyOrJson(request);
    const actor = await requireAdmin(request, getDb());
    await deleteUser(getDb(), actor, context.params.userId);
    return noContent();
  },
});

export const config: Config = { path: '/api/admin/users/:userId' };
