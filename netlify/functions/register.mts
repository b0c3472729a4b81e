import type { Config } from '@netlify/functions';
import { register } from '../lib/auth/account.ts';
import { signInMeta, signedInResponse } from '../lib/auth/sign-in-request.ts';
import { getDb } from '../lib/db.ts';
import { auditedRoute, readJson } from '../lib/http.ts';
import { mailContext } from '../lib/mail/context.ts';
import { registerSchema } from '../../src/schemas/auth.ts';

export default auditedRoute({
  POST: async (request, context) => {
    const input = await readJson(request, registerSchema);
    const signedIn = await register(getDb(), input, {
      ...(await signInMeta(request, context)),
      mail: mailContext(context),
    });
    return signedInResponse(request, signedIn, 201);
  },
});

export const config: Config = { path: '/api/register' };
