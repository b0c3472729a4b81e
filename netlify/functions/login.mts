import type { Config } from '@netlify/functions';
import { signIn } from '../lib/auth/account.ts';
import { deviceCookieFor, deviceFor } from '../lib/auth/devices.ts';
import { getDb } from '../lib/db.ts';
import { auditedRoute, clientIp, json, readJson } from '../lib/http.ts';
import { readSessionId, sessionCookies } from '../lib/session/cookies.ts';
import { toPublicUser } from '../lib/users/public.ts';
import { loginSchema } from '../../src/schemas/auth.ts';

export default auditedRoute({
  // The spec's sign-in link is also used as a navigation: send the browser to the sign-in page.
  GET: () => new Response(null, { status: 302, headers: { Location: '/auth' } }),
  POST: async (request, context) => {
    const input = await readJson(request, loginSchema);
    const device = deviceFor(request, input.email);
    const result = await signIn(getDb(), input, {
      ip: clientIp(context),
      userAgent: request.headers.get('user-agent'),
      previousSid: await readSessionId(request),
      device,
    });
    if ('challenge' in result) return json({ twoFactorRequired: true, challenge: result.challenge }, { status: 202 });
    const { user, sid } = result;
    const headers = await sessionCookies(request, sid);
    headers.append('set-cookie', deviceCookieFor(request, user.email, device));
    return json(toPublicUser(user), { headers });
  },
});

export const config: Config = { path: '/api/login' };
