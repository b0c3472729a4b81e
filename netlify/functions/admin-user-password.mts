import type { Config } from '@netlify/functions';
import { getDb } from '../lib/db.ts';
import { auditedEndpoint } from '../lib/http/endpoint.ts';
import { resetPassword } from '../lib/administration/user-management.ts';

export default auditedEndpoint('admin-user-password', {
  PUT: async ({ auth, body, params }) => {
    await resetPassword(getDb(), auth, params.userId, body.password);
    return { message: 'Password updated' };
  },
});

export const config: Config = { path: '/api/admin/users/:userId/password' };
