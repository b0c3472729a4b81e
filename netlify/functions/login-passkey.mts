import type { Config } from '@netlify/functions';
import { signInMeta, signedInAnswer } from '../lib/auth/sign-in-request.ts';
import { getDb } from '../lib/db.ts';
import { auditedEndpoint } from '../lib/http/endpoint.ts';
import { finishPasskeySignIn } from '../lib/passkeys/sign-in.ts';

export default auditedEndpoint('login-passkey', {
  POST: async ({ body, request, context }) =>
    signedInAnswer(request, await finishPasskeySignIn(getDb(), body, await signInMeta(request, context))),
});

export const config: Config = { path: '/api/login/passkey' };
