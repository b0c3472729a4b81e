// Taking in speed reports at the rate a popular site sends them: reports arriving within a few
// milliseconds of each other are written together (group commit), one SQL statement per batch that
// counts each address's reports against its limit and stores the admitted ones. Every request waits for
// its batch's statement, so a report answered 204 is in the table: nothing is acknowledged from memory.
// Addresses are counted by a hash (rate_limits' key), and never stored with a report.
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/rows.ts';
import type { VitalsBeacon } from '../../../src/schemas/vitals.ts';
import { now as currentTime } from '../clock.ts';
import { HttpError } from '../http.ts';

/** Reports per address per minute: one per page view; a shared office makes many. */
export const VITALS_LIMIT_PER_MINUTE = 300;
const WINDOW_MS = 60_000;
/** How long a report waits for others to share its statement, and the most one statement takes. */
const BATCH_WAIT_MS = 4;
const BATCH_MAX = 250;

/** The limit in force: VITALS_RATE_LIMIT_PER_MINUTE, when set (a load test from one address), else the default. */
export function vitalsLimit(): number {
  const configured = Number(process.env.VITALS_RATE_LIMIT_PER_MINUTE);
  return Number.isInteger(configured) && configured > 0 ? configured : VITALS_LIMIT_PER_MINUTE;
}

/** The rate-limit key of an address: a hash, so no address is written down. */
export function vitalsSubject(ip: string): string {
  return `vitals-ip:${createHash('sha256').update(ip).digest('base64url').slice(0, 22)}`;
}

interface Pending {
  beacon: VitalsBeacon;
  key: string;
  settle: (error: unknown, retryAfter?: number) => void;
}

let queue: Pending[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

interface Outcome {
  ord: string;
  admitted: boolean;
  resetAt: Date;
}

/** One statement: count each address's reports, then store those within the limit. */
async function write(db: Kysely<Database>, batch: Pending[]): Promise<Outcome[]> {
  const at = currentTime();
  const resetAt = new Date(at.getTime() + WINDOW_MS);
  const column = <T>(pick: (b: VitalsBeacon) => T) => batch.map((p) => pick(p.beacon) ?? null);
  const { rows } = await sql<Outcome>`
    with batch as (
      select * from unnest(
        ${batch.map((p) => p.key)}::text[], ${column((b) => b.template)}::text[], ${column((b) => b.device)}::text[],
        ${column((b) => b.LCP)}::real[], ${column((b) => b.INP)}::real[], ${column((b) => b.CLS)}::real[],
        ${column((b) => b.FCP)}::real[], ${column((b) => b.TTFB)}::real[]
      ) with ordinality as b(key, template, device, lcp, inp, cls, fcp, ttfb, ord)
    ), counted as (
      insert into rate_limits (key, count, reset_at)
      select key, count(*), ${resetAt}::timestamptz from batch group by key order by key
      on conflict (key) do update set
        count = case when rate_limits.reset_at <= ${at}::timestamptz then excluded.count
                     else rate_limits.count + excluded.count end,
        reset_at = case when rate_limits.reset_at <= ${at}::timestamptz then excluded.reset_at
                        else rate_limits.reset_at end
      returning key, count, reset_at
    ), ranked as (
      select b.*, c.reset_at,
        c.count - count(*) over (partition by b.key) + row_number() over (partition by b.key order by b.ord)
          <= ${vitalsLimit()} as admitted
      from batch b join counted c using (key)
    ), stored as (
      insert into web_vital_samples (received_at, template, device, lcp, inp, cls, fcp, ttfb)
      select ${at}::timestamptz, template, device, lcp, inp, cls, fcp, ttfb from ranked where admitted
    )
    select ord, admitted, reset_at as "resetAt" from ranked`.execute(db);
  return rows;
}

async function flush(db: Kysely<Database>): Promise<void> {
  clearTimeout(timer);
  timer = undefined;
  const batch = queue;
  queue = [];
  if (!batch.length) return;
  try {
    const outcomes = await write(db, batch);
    const now = currentTime().getTime();
    for (const outcome of outcomes) {
      const pending = batch[Number(outcome.ord) - 1]!;
      const retryAfter = Math.max(1, Math.ceil((new Date(outcome.resetAt).getTime() - now) / 1000));
      pending.settle(undefined, outcome.admitted ? undefined : retryAfter);
    }
  } catch (error) {
    for (const pending of batch) pending.settle(error);
  }
}

/**
 * Stores one report once its batch's statement has run: resolves when it is in the table, throws 429
 * (with Retry-After) when its address is over the limit, or the database's error.
 */
export function takeReport(db: Kysely<Database>, beacon: VitalsBeacon, ip: string): Promise<void> {
  return new Promise((resolve, reject) => {
    queue.push({
      beacon,
      key: vitalsSubject(ip),
      settle: (error, retryAfter) => {
        if (error) return reject(error);
        if (retryAfter === undefined) return resolve();
        reject(
          new HttpError(429, 'Too many reports from this address. Please wait a moment.', {
            headers: { 'Retry-After': String(retryAfter) },
          }),
        );
      },
    });
    if (queue.length >= BATCH_MAX) void flush(db);
    else timer ??= setTimeout(() => void flush(db), BATCH_WAIT_MS);
  });
}
