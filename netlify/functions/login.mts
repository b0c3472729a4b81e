import type { Config } from '@netlify/functions';
import { signIn } from '../lib/account/sign-in.ts';
import { signInMeta, signedInAnswer } from '../lib/auth/sign-in-request.ts';
import { getDb } from '../lib/db.ts';
import { answer, auditedEndpoint } from '../lib/http/endpoint.ts';
import { siteRedirect } from '../lib/site-address.ts';

export default auditedEndpoint('login', {
  // The spec's sign-in link is also used as a navigation: send the browser to the sign-in page.
  GET: () => siteRedirect('/auth'),
  POST: async ({ body, request, context }) => {
    const result = await signIn(getDb(), body, await signInMeta(request, context));
    if ('challenge' in result) return answer({ twoFactorRequired: true, challenge: result.challenge }, { status: 202 });
    return signedInAnswer(request, result);
  },
});

export const config: Config = { path: '/api/login' };
