import type { Config } from '@netlify/functions';
import { authenticate } from '../lib/auth/guards.ts';
import { getDb } from '../lib/db.ts';
import { HttpError, auditedRoute, errorResponse, json } from '../lib/http.ts';
import { carriesSessionCookies, clearedSessionCookies } from '../lib/session/cookies.ts';
import { toPublicUser } from '../lib/users/public.ts';

export default auditedRoute({
  GET: async (request) => {
    const auth = await authenticate(request, getDb());
    if (auth) return json(toPublicUser(auth.user));
    // A stale or forged cookie: clear both, so the redirect rules treat the browser as signed out.
    const headers = carriesSessionCookies(request) ? clearedSessionCookies(request) : undefined;
    return errorResponse(new HttpError(401, 'Unauthorized'), headers);
  },
});

// /api/auth/user is the spec's second name for the same resource.
export const config: Config = { path: ['/api/user', '/api/auth/user'] };
