import type { Config } from '@netlify/functions';
import { getDb } from '../lib/db.ts';
import { endpoint } from '../lib/http/endpoint.ts';
import { trackLaunch } from '../lib/usage/launches.ts';

export default endpoint('member-application-track', {
  POST: ({ auth, params }) => trackLaunch(getDb(), auth, params.name),
});

export const config: Config = { path: '/api/member/applications/:name/track' };
