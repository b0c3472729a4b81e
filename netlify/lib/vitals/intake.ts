// Taking in speed reports at the rate a popular site sends them: reports arriving within a few
// milliseconds of each other are counted and stored together, in one statement (group commit, batch.ts).
// Every request waits for its batch, so a report answered 204 is in the table: nothing is acknowledged
// from memory. Each report was checked against the schema (the column's own bounds) before it joined a
// batch; should the batch's statement still fail for a reason of one report's own, the batch is counted
// again on its own and its admitted reports are stored one by one, so one report's failure never fails
// another's and a failed write is still counted. Clients are counted under a keyed hash (limiter.ts),
// never stored with a report.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/rows.ts';
import type { VitalsBeacon } from '../../../src/schemas/vitals.ts';
import { now as currentTime } from '../clock.ts';
import { isDatabaseUnavailable } from '../db.ts';
import { HttpError } from '../http.ts';
import { beaconArrays, countBatch, type Verdict } from './batch.ts';
import { vitalsSubject } from './limiter.ts';

/** How long a report waits for others to share its batch, and the most one batch holds. */
const BATCH_WAIT_MS = 4;
const BATCH_MAX = 250;

interface Pending {
  beacon: VitalsBeacon;
  ip: string;
  settle: (error?: unknown) => void;
}

let queue: Pending[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

/** One report stored on its own statement (received at `at`). */
async function insertOne(db: Kysely<Database>, beacon: VitalsBeacon, at: Date): Promise<void> {
  await sql`
    insert into web_vital_samples (received_at, template, device, lcp, inp, cls, fcp, ttfb)
    select ${at}::timestamptz, template, device, lcp, inp, cls, fcp, ttfb
    from unnest(${beaconArrays([beacon])}) as b(template, device, lcp, inp, cls, fcp, ttfb)`.execute(db);
}

/** A report the column cannot hold (SQLSTATE class 22, a data exception) is the client's fault: 400. */
function refusal(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('22')
    ? new HttpError(400, 'The report holds a value that cannot be stored.')
    : error;
}

function tooMany(until: Date, at: Date): HttpError {
  const retryAfter = Math.max(1, Math.ceil((until.getTime() - at.getTime()) / 1000));
  return new HttpError(429, 'Too many reports. Please wait a moment.', {
    headers: { 'Retry-After': String(retryAfter) },
  });
}

/** After a failed batch statement: count the batch alone, then store each admitted report on its own. */
async function countThenStoreEach(db: Kysely<Database>, batch: Pending[], keys: string[], at: Date) {
  const verdicts = await countBatch(db, keys, at);
  await Promise.all(
    verdicts.map((verdict, i) => {
      const pending = batch[i]!;
      if (!verdict.admitted) return pending.settle(tooMany(verdict.until, at));
      return insertOne(db, pending.beacon, at).then(
        () => pending.settle(),
        (error: unknown) => pending.settle(refusal(error)),
      );
    }),
  );
}

async function flush(db: Kysely<Database>): Promise<void> {
  clearTimeout(timer);
  timer = undefined;
  const batch = queue;
  queue = [];
  if (!batch.length) return;
  const at = currentTime();
  const keys = batch.map((p) => vitalsSubject(p.ip, at));
  let verdicts: Verdict[];
  try {
    verdicts = await countBatch(
      db,
      keys,
      at,
      batch.map((p) => p.beacon),
    );
  } catch (error) {
    // Stryker disable next-line BlockStatement: equivalent; without this shortcut the fallback's own count meets the same unreachable database and settles every report with that error.
    if (isDatabaseUnavailable(error)) {
      for (const pending of batch) pending.settle(error);
      return;
    }
    await countThenStoreEach(db, batch, keys, at).catch((again: unknown) => {
      for (const pending of batch) pending.settle(again);
    });
    return;
  }
  verdicts.forEach((verdict, i) => batch[i]!.settle(verdict.admitted ? undefined : tooMany(verdict.until, at)));
}

/**
 * Stores one report once its batch has been counted and written: resolves when it is in the table, throws
 * 429 (with Retry-After) when its client or the site is over a limit, 400 when the database refused a
 * value of this report alone, or the database's error.
 */
export function takeReport(db: Kysely<Database>, beacon: VitalsBeacon, ip: string): Promise<void> {
  return new Promise((resolve, reject) => {
    queue.push({ beacon, ip, settle: (error) => (error ? reject(error) : resolve()) });
    if (queue.length >= BATCH_MAX) void flush(db);
    else timer ??= setTimeout(() => void flush(db), BATCH_WAIT_MS);
  });
}
