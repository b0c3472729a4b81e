import type { Config } from '@netlify/functions';
import { requireAccountHolder } from '../lib/account/guard.ts';
import { endSession } from '../lib/account/sessions.ts';
import { getDb } from '../lib/db.ts';
import { assertNoBodyOrJson, noContent, route } from '../lib/http.ts';
import { clearedSessionCookies } from '../lib/session/cookies.ts';

export default route({
  DELETE: async (request, context) => {
    assertNoBodyOrJson(request);
    const auth = await requireAccountHolder(request, getDb());
    const wasCurrent = await endSession(getDb(), auth, context.params.id);
    return noContent({ headers: wasCurrent ? clearedSessionCookies(request) : undefined });
  },
});

export const config: Config = { path: '/api/account/sessions/:id' };
