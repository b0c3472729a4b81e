import type { Config } from '@netlify/functions';
import { register } from '../lib/account/sign-in.ts';
import { signInMeta, signedInAnswer } from '../lib/auth/sign-in-request.ts';
import { getDb } from '../lib/db.ts';
import { auditedEndpoint } from '../lib/http/endpoint.ts';
import { mailContext } from '../lib/mail/context.ts';

export default auditedEndpoint('register', {
  POST: async ({ body, request, context }) => {
    const signedIn = await register(getDb(), body, {
      ...(await signInMeta(request, context)),
      mail: mailContext(context),
    });
    return signedInAnswer(request, signedIn, 201);
  },
});

export const config: Config = { path: '/api/register' };
