import type { Config } from '@netlify/functions';
import { signInMeta, signedInResponse } from '../lib/auth/sign-in-request.ts';
import { getDb } from '../lib/db.ts';
import { auditedRoute, readJson } from '../lib/http.ts';
import { finishPasskeySignIn } from '../lib/passkeys/sign-in.ts';
import { passkeySignInSchema } from '../../src/schemas/passkeys.ts';

export default auditedRoute({
  POST: async (request, context) => {
    const input = await readJson(request, passkeySignInSchema, { maxBytes: 8192 });
    return signedInResponse(request, await finishPasskeySignIn(getDb(), input, await signInMeta(request, context)));
  },
});

export const config: Config = { path: '/api/login/passkey' };
