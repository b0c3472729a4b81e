import type { Config } from '@netlify/functions';
import { endpoint } from '../lib/http/endpoint.ts';
import { checkHealth } from '../lib/health.ts';
import { getDb } from '../lib/db.ts';

export default endpoint('health', {
  GET: () => checkHealth(getDb()),
});

export const config: Config = { path: '/api/health' };
