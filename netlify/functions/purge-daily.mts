// Scheduled (not reachable by URL): enforces the retention periods every day at 03:00 UTC, the same
// purge as `npm run db:purge`.
import type { Config } from '@netlify/functions';
import { getDb } from '../lib/db.ts';
import { logEvent } from '../lib/log.ts';
import { purgeExpired } from '../lib/retention.ts';

export default async (): Promise<Response> => {
  const result = await purgeExpired(getDb());
  logEvent('retention.purged', { ...result });
  return new Response(null, { status: 204 });
};

export const config: Config = { schedule: '0 3 * * *' };
