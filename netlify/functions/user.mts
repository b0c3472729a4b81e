import type { Config } from '@netlify/functions';
import { whoIsSignedIn } from '../lib/auth/who-is-signed-in.ts';
import { getDb } from '../lib/db.ts';
import { HttpError, auditedRoute, errorResponse, json } from '../lib/http.ts';

// The signed-in member, or 401 when nobody is (for clients that want a refusal; pages ask /api/auth/user).
export default auditedRoute({
  GET: async (request) => {
    const { user, headers } = await whoIsSignedIn(request, getDb());
    return user ? json(user) : errorResponse(new HttpError(401, 'Unauthorized'), headers);
  },
});

export const config: Config = { path: '/api/user' };
