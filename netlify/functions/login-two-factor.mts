import type { Config } from '@netlify/functions';
import { signInMeta, signedInResponse } from '../lib/auth/sign-in-request.ts';
import { getDb } from '../lib/db.ts';
import { auditedRoute, readJson } from '../lib/http.ts';
import { completeTwoFactorSignIn } from '../lib/two-factor/sign-in.ts';
import { twoFactorSignInSchema } from '../../src/schemas/two-factor.ts';

export default auditedRoute({
  POST: async (request, context) => {
    const input = await readJson(request, twoFactorSignInSchema, { maxBytes: 1024 });
    return signedInResponse(request, await completeTwoFactorSignIn(getDb(), input, await signInMeta(request, context)));
  },
});

export const config: Config = { path: '/api/login/two-factor' };
