import type { Config } from '@netlify/functions';
import { requireAdmin } from '../lib/auth/guards.ts';
import { getDb } from '../lib/db.ts';
import { auditedRoute, json, readJson } from '../lib/http.ts';
import { mailContext } from '../lib/mail/context.ts';
import { createUser } from '../lib/users/user-management.ts';
import { listUserPage } from '../lib/users/directory.ts';
import { toAdminUser } from '../lib/users/public.ts';
import { createUserSchema } from '../../src/schemas/auth.ts';

export default auditedRoute({
  GET: async (request) => {
    await requireAdmin(request, getDb());
    return json(await listUserPage(getDb(), new URL(request.url)));
  },
  POST: async (request, context) => {
    const actor = await requireAdmin(request, getDb());
    const input = await readJson(request, createUserSchema);
    const user = await createUser(getDb(), actor, input, mailContext(context));
    return json(toAdminUser(user), { status: 201 });
  },
});

export const config: Config = { path: '/api/admin/users' };
