import type { Config } from '@netlify/functions';
import { whoIsSignedIn } from '../lib/auth/who-is-signed-in.ts';
import { getDb } from '../lib/db.ts';
import { answer } from '../lib/http/answer.ts';
import { auditedEndpoint } from '../lib/http/endpoint.ts';

// The pages' question, "who is signed in, if anyone?": the member, or null. Nobody signed in is an answer,
// not a refusal, so a browser whose session ended elsewhere (signed out from another device, timed out,
// a password reset) logs no error when it asks.
export default auditedEndpoint('auth-user', {
  GET: async ({ request }) => {
    const { user, headers } = await whoIsSignedIn(request, getDb());
    return headers ? answer(user, { headers }) : user;
  },
});

export const config: Config = { path: '/api/auth/user' };
