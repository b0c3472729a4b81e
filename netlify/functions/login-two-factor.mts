import type { Config } from '@netlify/functions';
import { signInMeta, signedInAnswer } from '../lib/auth/sign-in-request.ts';
import { getDb } from '../lib/db.ts';
import { auditedEndpoint } from '../lib/http/endpoint.ts';
import { completeTwoFactorSignIn } from '../lib/two-factor/sign-in.ts';

export default auditedEndpoint('login-two-factor', {
  POST: async ({ body, request, context }) =>
    signedInAnswer(request, await completeTwoFactorSignIn(getDb(), body, await signInMeta(request, context))),
});

export const config: Config = { path: '/api/login/two-factor' };
