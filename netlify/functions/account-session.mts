import type { Config } from '@netlify/functions';
import { endSession } from '../lib/account/sessions.ts';
import { requireUser } from '../lib/auth/guards.ts';
import { getDb } from '../lib/db.ts';
import { assertNoBodyOrJson, noContent, auditedRoute } from '../lib/http.ts';
import { clearedSessionCookies } from '../lib/session/cookies.ts';

export default auditedRoute({
  DELETE: async (request, context) => {
    assertNoBodyOrJson(request);
    // No request budget: a member can end at most as many sessions as they have.
    const auth = await requireUser(request, getDb());
    const wasCurrent = await endSession(getDb(), auth, context.params.id);
    return noContent({ headers: wasCurrent ? clearedSessionCookies(request) : undefined });
  },
});

export const config: Config = { path: '/api/account/sessions/:id' };
