import type { Config } from '@netlify/functions';
import { clientIp, json, readJson, route } from '../lib/http.ts';
import { party } from '../lib/audit/trail.ts';
import { authenticate } from '../lib/auth/guards.ts';
import { getDb } from '../lib/db.ts';
import { recordConsent } from '../lib/consent/service.ts';
import { consentLogRequestSchema } from '../../src/schemas/consent.ts';

export default route({
  POST: async (request, context) => {
    const input = await readJson(request, consentLogRequestSchema, { maxBytes: 4 * 1024 });
    const member = await authenticate(request, getDb());
    const { created, correlationId } = await recordConsent(getDb(), input, {
      ip: clientIp(context),
      userAgent: request.headers.get('user-agent'),
      member: member && party(member.user),
    });
    // 201 for a new record; 200 for one stored before (the browser sent it again).
    return json({ correlationId }, { status: created ? 201 : 200 });
  },
});

export const config: Config = { path: '/api/consent/log' };
