import type { Config } from '@netlify/functions';
import { requireAdmin } from '../lib/auth/guards.ts';
import { getDb } from '../lib/db.ts';
import { auditedRoute, json, readJson } from '../lib/http.ts';
import { resetPassword } from '../lib/users/user-management.ts';
import { resetPasswordSchema } from '../../src/schemas/auth.ts';

export default auditedRoute({
  PUT: async (request, context) => {
    const actor = await requireAdmin(request, getDb());
    const { password } = await readJson(request, resetPasswordSchema);
    await resetPassword(getDb(), actor, context.params.userId, password);
    return json({ message: 'Password updated' });
  },
});

export const config: Config = { path: '/api/admin/users/:userId/password' };
