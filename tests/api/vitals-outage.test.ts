// Speed reports when the database fails: every report of a batch is answered, none is left waiting. A
// database that cannot be reached answers each 503 (try again later); one that refuses the statements for
// any other reason answers each 500, after the count-then-store-each fallback has failed too.
import { afterEach, describe, expect, it } from 'vitest';
import { createDb } from '../../db/client.ts';
import { setDb } from '../../netlify/lib/db.ts';
import { call } from '../helpers/api.ts';
import { uniqueIp } from '../helpers/ips.ts';
import { allowConsoleError } from '../setup/per-file.ts';
import vitals from '../../netlify/functions/vitals.mts';

const report = () =>
  call(vitals, '/api/vitals', {
    method: 'POST',
    rawBody: JSON.stringify({ template: '/terms', device: 'phone', LCP: 1800 }),
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    ip: uniqueIp(),
  });

/** Three reports arriving together, so they share one batch. */
const batchOfThree = () => allowConsoleError(() => Promise.all([report(), report(), report()]));

afterEach(() => setDb(undefined));

describe('POST /api/vitals when the database fails', () => {
  it('answers every report of the batch 503 when the database cannot be reached', async () => {
    const db = createDb({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/unreachable' });
    setDb(db);
    try {
      expect((await batchOfThree()).map((res) => res.status)).toEqual([503, 503, 503]);
    } finally {
      await db.destroy();
    }
  });

  it('answers every report of the batch 500 when the database refuses both the batch and the fallback', async () => {
    // A server that answers, but has no such database: an error that is not an outage, each time.
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = '/no_such_database_for_speed_reports';
    const db = createDb({ DATABASE_URL: url.toString() });
    setDb(db);
    try {
      expect((await batchOfThree()).map((res) => res.status)).toEqual([500, 500, 500]);
    } finally {
      await db.destroy();
    }
  });
});
