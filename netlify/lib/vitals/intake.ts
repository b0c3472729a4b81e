// Taking in speed reports at the rate a popular site sends them: reports arriving within a few
// milliseconds of each other are counted and written together (group commit). Every request waits for its
// batch, so a report answered 204 is in the table: nothing is acknowledged from memory. Each report was
// checked against the schema (the column's own bounds) before it joined a batch; should the batch's insert
// still fail for a reason of one report's own, the reports are written one by one, so one report's failure
// never fails another's. Clients are counted under a keyed hash (limiter.ts), never stored with a report.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/rows.ts';
import type { VitalsBeacon } from '../../../src/schemas/vitals.ts';
import { now as currentTime } from '../clock.ts';
import { isDatabaseUnavailable } from '../db.ts';
import { HttpError } from '../http.ts';
import { countReports, vitalsSubject } from './limiter.ts';

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

/** One statement storing the given reports, all received at `at`. */
async function insert(db: Kysely<Database>, beacons: VitalsBeacon[], at: Date): Promise<void> {
  const column = <T>(pick: (b: VitalsBeacon) => T) => beacons.map((b) => pick(b) ?? null);
  await sql`
    insert into web_vital_samples (received_at, template, device, lcp, inp, cls, fcp, ttfb)
    select ${at}::timestamptz, template, device, lcp, inp, cls, fcp, ttfb from unnest(
      ${column((b) => b.template)}::text[], ${column((b) => b.device)}::text[],
      ${column((b) => b.LCP)}::real[], ${column((b) => b.INP)}::real[], ${column((b) => b.CLS)}::real[],
      ${column((b) => b.FCP)}::real[], ${column((b) => b.TTFB)}::real[]
    ) as b(template, device, lcp, inp, cls, fcp, ttfb)`.execute(db);
}

/** A report the database refused for a value of its own (SQLSTATE class 22, a data exception). */
function refusedValue(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('22');
}

/**
 * Stores the admitted reports in one statement; if that fails for anything but a lost database, each is
 * stored on its own, and only a report that fails alone is refused.
 */
async function store(db: Kysely<Database>, admitted: Pending[], at: Date): Promise<void> {
  if (!admitted.length) return;
  try {
    await insert(
      db,
      admitted.map((p) => p.beacon),
      at,
    );
    for (const pending of admitted) pending.settle();
  } catch (error) {
    if (isDatabaseUnavailable(error) || admitted.length === 1) throw error;
    await Promise.all(
      admitted.map((pending) =>
        insert(db, [pending.beacon], at).then(
          () => pending.settle(),
          (own: unknown) => pending.settle(refusal(own)),
        ),
      ),
    );
  }
}

/** A report the column cannot hold is the client's fault (400); anything else is passed on as it is. */
function refusal(error: unknown): unknown {
  return refusedValue(error) ? new HttpError(400, 'The report holds a value that cannot be stored.') : error;
}

async function flush(db: Kysely<Database>): Promise<void> {
  clearTimeout(timer);
  timer = undefined;
  const batch = queue;
  queue = [];
  if (!batch.length) return;
  const at = currentTime();
  try {
    const verdicts = await countReports(
      db,
      batch.map((p) => vitalsSubject(p.ip, at)),
      at,
    );
    const admitted: Pending[] = [];
    verdicts.forEach((verdict, i) => {
      const pending = batch[i]!;
      if (verdict.admitted) admitted.push(pending);
      else pending.settle(tooMany(verdict.until, at));
    });
    await store(db, admitted, at).catch((error: unknown) => {
      for (const pending of admitted) pending.settle(refusal(error));
    });
  } catch (error) {
    for (const pending of batch) pending.settle(error);
  }
}

function tooMany(until: Date, at: Date): HttpError {
  const retryAfter = Math.max(1, Math.ceil((until.getTime() - at.getTime()) / 1000));
  return new HttpError(429, 'Too many reports. Please wait a moment.', {
    headers: { 'Retry-After': String(retryAfter) },
  });
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
