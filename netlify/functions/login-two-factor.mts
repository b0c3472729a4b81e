import type { Config } from '@netlify/functions';
import { deviceCookieFor } from '../lib/auth/devices.ts';
import { getDb } from '../lib/db.ts';
import { auditedRoute, clientIp, json, readJson } from '../lib/http.ts';
import { readSessionId, sessionCookies } from '../lib/session/cookies.ts';
import { completeTwoFactorSignIn } from '../lib/two-factor/sign-in.ts';
import { toPublicUser } from '../lib/users/public.ts';
import { twoFactorSignInSchema } from '../../src/schemas/two-factor.ts';

export default auditedRoute({
  POST: async (request, context) => {
    const input = await readJson(request, twoFactorSignInSchema, { maxBytes: 1024 });
    const { user, sid } = await completeTwoFactorSignIn(getDb(), input, {
      ip: clientIp(context),
      userAgent: request.headers.get('user-agent'),
      previousSid: await readSessionId(request),
    });
    const headers = await sessionCookies(request, sid);
    headers.append('set-cookie', deviceCookieFor(request, user.email));
    return json(toPublicUser(user), { headers });
  },
});

export const config: Config = { path: '/api/login/two-factor' };
