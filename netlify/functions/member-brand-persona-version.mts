import type { Config } from '@netlify/functions';
import { readVersion } from '../lib/brand-persona/service.ts';
import { getDb } from '../lib/db.ts';
import { endpoint } from '../lib/http/endpoint.ts';

export default endpoint('member-brand-persona-version', {
  GET: ({ auth, params }) => readVersion(getDb(), auth.user.id, params.version),
});

export const config: Config = { path: '/api/member/brand-persona/versions/:version' };
