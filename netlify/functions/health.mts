import type { Config } from '@netlify/functions';
import { route, json } from '../lib/http.ts';
import { checkHealth } from '../lib/health.ts';
import { getDb } from '../lib/db.ts';

export default route({
  GET: async () => json(await checkHealth(getDb())),
});

export const config: Config = { path: '/api/health' };
