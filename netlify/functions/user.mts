import type { Config } from '@netlify/functions';
import { whoIsSignedIn } from '../lib/auth/who-is-signed-in.ts';
import { getDb } from '../lib/db.ts';
import { HttpError } from '../lib/http.ts';
import { auditedEndpoint } from '../lib/http/endpoint.ts';

// The signed-in member, or 401 when nobody is (for clients that want a refusal; pages ask /api/auth/user).
export default auditedEndpoint('user', {
  // Signed in or not is the answer itself, so the function asks who is calling rather than requiring it.
  GET: async ({ request }) => {
    const { user, headers } = await whoIsSignedIn(request, getDb());
    if (user) return user;
    throw new HttpError(401, 'Unauthorized', { headers });
  },
});

export const config: Config = { path: '/api/user' };
