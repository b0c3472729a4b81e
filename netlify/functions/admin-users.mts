import type { Config } from '@netlify/functions';
import { getDb } from '../lib/db.ts';
import { auditedEndpoint } from '../lib/http/endpoint.ts';
import { mailContext } from '../lib/mail/context.ts';
import { createUser } from '../lib/administration/user-management.ts';
import { listUserPage } from '../lib/users/directory.ts';
import { toAdminUser } from '../lib/users/public.ts';

export default auditedEndpoint('admin-users', {
  GET: ({ query }) => listUserPage(getDb(), query),
  POST: async ({ auth, body, context }) => toAdminUser(await createUser(getDb(), auth, body, mailContext(context))),
});

export const config: Config = { path: '/api/admin/users' };
