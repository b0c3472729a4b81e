import type { Config } from '@netlify/functions';
import { authenticate } from '../lib/auth/guards.ts';
import { getDb } from '../lib/db.ts';
import { HttpError } from '../lib/http.ts';
import { auditedEndpoint } from '../lib/http/endpoint.ts';
import { carriesSessionCookies, clearedSessionCookies } from '../lib/session/cookies.ts';
import { toPublicUser } from '../lib/users/public.ts';

export default auditedEndpoint('user', {
  // Signed in or not is the answer itself, so the function asks who is calling rather than requiring it.
  GET: async ({ request }) => {
    const auth = await authenticate(request, getDb());
    if (auth) return toPublicUser(auth.user);
    // A stale or forged cookie: clear both, so the redirect rules treat the browser as signed out.
    const headers = carriesSessionCookies(request) ? clearedSessionCookies(request) : undefined;
    throw new HttpError(401, 'Unauthorized', { headers });
  },
});

// /api/auth/user is the spec's second name for the same resource.
export const config: Config = { path: ['/api/user', '/api/auth/user'] };
