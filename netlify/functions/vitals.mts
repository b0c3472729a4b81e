import type { Config } from '@netlify/functions';
import { getDb } from '../lib/db.ts';
import { clientIp } from '../lib/http.ts';
import { endpoint } from '../lib/http/endpoint.ts';
import { takeReport } from '../lib/vitals/intake.ts';

export default endpoint('vitals', {
  POST: ({ body, context }) => takeReport(getDb(), body, clientIp(context)),
});

export const config: Config = { path: '/api/vitals' };
