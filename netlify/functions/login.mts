import type { Config } from '@netlify/functions';
import { signIn } from '../lib/auth/account.ts';
import { signInMeta, signedInResponse } from '../lib/auth/sign-in-request.ts';
import { getDb } from '../lib/db.ts';
import { auditedRoute, json, readJson } from '../lib/http.ts';
import { siteRedirect } from '../lib/site-address.ts';
import { loginSchema } from '../../src/schemas/auth.ts';

export default auditedRoute({
  // The spec's sign-in link is also used as a navigation: send the browser to the sign-in page.
  GET: () => siteRedirect('/auth'),
  POST: async (request, context) => {
    const input = await readJson(request, loginSchema);
    const result = await signIn(getDb(), input, await signInMeta(request, context));
    if ('challenge' in result) return json({ twoFactorRequired: true, challenge: result.challenge }, { status: 202 });
    return signedInResponse(request, result);
  },
});

export const config: Config = { path: '/api/login' };
