import type { Config } from '@netlify/functions';
import { signOut } from '../lib/account/sign-in.ts';
import { getDb } from '../lib/db.ts';
import { clientIp } from '../lib/http.ts';
import { answer, auditedEndpoint } from '../lib/http/endpoint.ts';
import { clearedSessionCookies, readSessionId } from '../lib/session/cookies.ts';

export default auditedEndpoint('logout', {
  POST: async ({ request, context }) => {
    await signOut(getDb(), await readSessionId(request), { ip: clientIp(context) });
    return answer(undefined, { headers: clearedSessionCookies(request) });
  },
});

export const config: Config = { path: '/api/logout' };
