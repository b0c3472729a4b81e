import type { Config } from '@netlify/functions';
import { signOut } from '../lib/auth/account.ts';
import { getDb } from '../lib/db.ts';
import { assertNoBodyOrJson, auditedRoute, clientIp, noContent } from '../lib/http.ts';
import { clearedSessionCookies, readSessionId } from '../lib/session/cookies.ts';

export default auditedRoute({
  POST: async (request, context) => {
    assertNoBodyOrJson(request);
    await signOut(getDb(), await readSessionId(request), { ip: clientIp(context) });
    return noContent({ headers: clearedSessionCookies(request) });
  },
});

export const config: Config = { path: '/api/logout' };
