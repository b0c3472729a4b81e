import type { Config } from '@netlify/functions';
import { clientIp, json, readJson, route } from '../lib/http.ts';
import { getDb } from '../lib/db.ts';
import { mailContext } from '../lib/mail/context.ts';
import { submitEnquiry } from '../lib/contact/service.ts';
import { contactRequestSchema } from '../../src/schemas/contact.ts';

export default route({
  POST: async (request, context) => {
    const input = await readJson(request, contactRequestSchema, { maxBytes: 32 * 1024 });
    const answer = await submitEnquiry(getDb(), input, {
      ip: clientIp(context),
      mail: mailContext(context),
    });
    return json(answer, { status: 201 });
  },
});

export const config: Config = { path: '/api/contact' };
