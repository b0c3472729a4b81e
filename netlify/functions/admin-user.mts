import type { Config } from '@netlify/functions';
import { getDb } from '../lib/db.ts';
import { auditedEndpoint } from '../lib/http/endpoint.ts';
import { deleteUser } from '../lib/administration/user-management.ts';
import { toAdminUser } from '../lib/users/public.ts';
import { changeRole } from '../lib/administration/roles.ts';

export default auditedEndpoint('admin-user', {
  PATCH: async ({ auth, body, params }) => toAdminUser(await changeRole(getDb(), auth, params.userId, body)),
  DELETE: ({ auth, params }) => deleteUser(getDb(), auth, params.userId),
});

export const config: Config = { path: '/api/admin/users/:userId' };
