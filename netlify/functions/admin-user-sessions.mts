import type { Config } from '@netlify/functions';
import { getDb } from '../lib/db.ts';
import { auditedEndpoint } from '../lib/http/endpoint.ts';
import { endUserSessions, listUserSessions } from '../lib/administration/user-sessions.ts';

export default auditedEndpoint('admin-user-sessions', {
  GET: ({ params }) => listUserSessions(getDb(), params.userId),
  DELETE: ({ auth, params }) => endUserSessions(getDb(), auth, params.userId),
});

export const config: Config = { path: '/api/admin/users/:userId/sessions' };
