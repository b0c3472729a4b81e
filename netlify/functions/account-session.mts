import type { Config } from '@netlify/functions';
import { endSession } from '../lib/account/sessions.ts';
import { getDb } from '../lib/db.ts';
import { answer, auditedEndpoint } from '../lib/http/endpoint.ts';
import { clearedSessionCookies } from '../lib/session/cookies.ts';

// A signed-in member without a request budget: they can end at most as many sessions as they have.
export default auditedEndpoint('account-session', {
  DELETE: async ({ auth, params, request }) => {
    const wasCurrent = await endSession(getDb(), auth, params.id);
    return answer(undefined, { headers: wasCurrent ? clearedSessionCookies(request) : undefined });
  },
});

export const config: Config = { path: '/api/account/sessions/:id' };
