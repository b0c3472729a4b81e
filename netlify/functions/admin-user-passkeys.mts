import type { Config } from '@netlify/functions';
import { requireAdmin } from '../lib/auth/guards.ts';
import { getDb } from '../lib/db.ts';
import { assertNoBodyOrJson, auditedRoute, noContent } from '../lib/http.ts';
import { mailContext } from '../lib/mail/context.ts';
import { removeUserPasskeys } from '../lib/users/user-management.ts';

export default auditedRoute({
  DELETE: async (request, context) => {
    assertNoBodyOrJson(request);
    const actor = await requireAdmin(request, getDb());
    await removeUserPasskeys(getDb(), actor, context.params.userId, mailContext(context));
    return noContent();
  },
});

export const config: Config = { path: '/api/admin/users/:userId/passkeys' };
