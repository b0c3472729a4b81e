import type { Config } from '@netlify/functions';
import { reopenVersion } from '../lib/brand-persona/service.ts';
import { getDb } from '../lib/db.ts';
import { endpoint } from '../lib/http/endpoint.ts';

export default endpoint('member-brand-persona-reopen', {
  POST: ({ auth, params }) => reopenVersion(getDb(), auth, params.version),
});

export const config: Config = { path: '/api/member/brand-persona/versions/:version/reopen' };
