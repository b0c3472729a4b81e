import type { Config } from '@netlify/functions';
import { register } from '../lib/auth/account.ts';
import { getDb } from '../lib/db.ts';
import { auditedRoute, clientIp, json, readJson } from '../lib/http.ts';
import { mailContext } from '../lib/mail/context.ts';
import { readSessionId, sessionCookies } from '../lib/session/cookies.ts';
import { toPublicUser } from '../lib/users/public.ts';
import { registerSchema } from '../../src/schemas/auth.ts';

export default auditedRoute({
  POST: async (request, context) => {
    const input = await readJson(request, registerSchema);
    const { user, sid } = await register(getDb(), input, {
      ip: clientIp(context),
      userAgent: request.headers.get('user-agent'),
      previousSid: await readSessionId(request),
      mail: mailContext(context),
    });
    return json(toPublicUser(user), { status: 201, headers: await sessionCookies(request, sid) });
  },
});

export const config: Config = { path: '/api/register' };
