import type { Config } from '@netlify/functions';
import { clientIp } from '../lib/http.ts';
import { answer, endpoint } from '../lib/http/endpoint.ts';
import { party } from '../lib/audit/trail.ts';
import { authenticate } from '../lib/auth/guards.ts';
import { getDb } from '../lib/db.ts';
import { recordConsent } from '../lib/consent/service.ts';

export default endpoint('consent-log', {
  POST: async ({ body, request, context }) => {
    const member = await authenticate(request, getDb());
    const { created, correlationId } = await recordConsent(getDb(), body, {
      ip: clientIp(context),
      userAgent: request.headers.get('user-agent'),
      member: member && party(member.user),
    });
    // 201 for a new record; 200 for one stored before (the browser sent it again).
    return answer({ correlationId }, { status: created ? 201 : 200 });
  },
});

export const config: Config = { path: '/api/consent/log' };
