import type { Config } from '@netlify/functions';
import { signedInResponse } from '../lib/auth/devices.ts';
import { getDb } from '../lib/db.ts';
import { auditedRoute, clientIp, readJson } from '../lib/http.ts';
import { readSessionId } from '../lib/session/cookies.ts';
import { completeTwoFactorSignIn } from '../lib/two-factor/sign-in.ts';
import { twoFactorSignInSchema } from '../../src/schemas/two-factor.ts';

export default auditedRoute({
  POST: async (request, context) => {
    const input = await readJson(request, twoFactorSignInSchema, { maxBytes: 1024 });
    const signedIn = await completeTwoFactorSignIn(getDb(), input, {
      ip: clientIp(context),
      userAgent: request.headers.get('user-agent'),
      previousSid: await readSessionId(request),
    });
    return signedInResponse(request, signedIn);
  },
});

export const config: Config = { path: '/api/login/two-factor' };
