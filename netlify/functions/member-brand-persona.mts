import type { Config } from '@netlify/functions';
import { loadState, saveStep } from '../lib/brand-persona/service.ts';
import { getDb } from '../lib/db.ts';
import { endpoint } from '../lib/http/endpoint.ts';

export default endpoint('member-brand-persona', {
  GET: ({ auth }) => loadState(getDb(), auth.user.id),
  PUT: ({ auth, body }) => saveStep(getDb(), auth, body),
});

export const config: Config = { path: '/api/member/brand-persona' };
