import type { Config } from '@netlify/functions';
import { clientIp } from '../lib/http.ts';
import { endpoint } from '../lib/http/endpoint.ts';
import { getDb } from '../lib/db.ts';
import { mailContext } from '../lib/mail/context.ts';
import { submitEnquiry } from '../lib/contact/service.ts';

export default endpoint('contact', {
  POST: ({ body, context }) => submitEnquiry(getDb(), body, { ip: clientIp(context), mail: mailContext(context) }),
});

export const config: Config = { path: '/api/contact' };
