// Scheduled (not reachable by URL): every hour, e-mails each new entry to the members who chose briefings
// (netlify/lib/briefings/run.ts), in batches within the 30 seconds Netlify gives a scheduled function. The
// same run as `npm run briefings:send`. The built entries ship with it (netlify.toml's included_files).
import type { Config } from '@netlify/functions';
import { getDb } from '../lib/db.ts';
import { sendBriefings } from '../lib/briefings/send.ts';

// The project's root from this file: netlify/functions/ here and in the bundle, which keeps the paths.
const root = new URL('../../', import.meta.url);

export default async (): Promise<Response> => {
  await sendBriefings(getDb(), root);
  return new Response(null, { status: 204 });
};

export const config: Config = { schedule: '@hourly' };
