import type { Config } from '@netlify/functions';
import { signOut } from '../lib/auth/account.ts';
import { getDb } from '../lib/db.ts';
import { assertNoBodyOrJson, clientIp, noContent, route } from '../lib/http.ts';
import { clearedSessionCookies, readSessionId } from '../lib/session/cookies.ts';

export default route({
  POST: async (request, context) => {
    assertNoBodyOrJson(request);
    await signOut(getDb(), await readSessionId(request), { ip: clientIp(request, context) });
    return noContent({ headers: clearedSessionCookies(request) });
  },
});

export const config: Config = { path: '/api/logout' };
