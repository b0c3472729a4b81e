import type { Config } from '@netlify/functions';
import { getDb } from '../lib/db.ts';
import { endpoint } from '../lib/http/endpoint.ts';
import { requestIp } from '../lib/http.ts';
import { unsubscribe, unsubscribePage } from '../lib/briefings/unsubscribe.ts';

export default endpoint('briefings-unsubscribe', {
  GET: ({ query }) => unsubscribePage(query.token),
  POST: ({ query, request }) => unsubscribe(getDb(), query.token, requestIp(request)),
});

export const config: Config = { path: '/api/briefings/unsubscribe' };
