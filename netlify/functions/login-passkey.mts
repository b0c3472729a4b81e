import type { Config } from '@netlify/functions';
import { signedInResponse } from '../lib/auth/devices.ts';
import { getDb } from '../lib/db.ts';
import { auditedRoute, clientIp, readJson } from '../lib/http.ts';
import { finishPasskeySignIn } from '../lib/passkeys/sign-in.ts';
import { readSessionId } from '../lib/session/cookies.ts';
import { passkeySignInSchema } from '../../src/schemas/passkeys.ts';

export default auditedRoute({
  POST: async (request, context) => {
    const input = await readJson(request, passkeySignInSchema, { maxBytes: 8192 });
    const signedIn = await finishPasskeySignIn(getDb(), input, {
      ip: clientIp(context),
      userAgent: request.headers.get('user-agent'),
      previousSid: await readSessionId(request),
    });
    return signedInResponse(request, signedIn);
  },
});

export const config: Config = { path: '/api/login/passkey' };
