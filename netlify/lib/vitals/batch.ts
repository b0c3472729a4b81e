// One statement per batch of speed reports: count each report against its client's limit and the site's
// minute and day (limiter.ts), and, when asked, store the admitted ones in the same statement. Should that
// statement fail, the caller counts the batch again without storing (a statement of its own, which
// commits), then stores the admitted reports one by one: a failed write never takes the count back with it.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/rows.ts';
import type { VitalsBeacon } from '../../../src/schemas/vitals.ts';
import { MINUTE_MS, siteWindows, vitalsLimits } from './limiter.ts';

/** A report's verdict: admitted (and stored, if the statement stored), or refused until a moment. */
export type Verdict = { admitted: true } | { admitted: false; until: Date };

/** The reports' columns, as arrays in the reports' order (for unnest). */
export function beaconArrays(beacons: readonly VitalsBeacon[]) {
  const column = <T>(pick: (b: VitalsBeacon) => T) => beacons.map((b) => pick(b) ?? null);
  return sql`${column((b) => b.template)}::text[], ${column((b) => b.device)}::text[],
    ${column((b) => b.LCP)}::real[], ${column((b) => b.INP)}::real[], ${column((b) => b.CLS)}::real[],
    ${column((b) => b.FCP)}::real[], ${column((b) => b.TTFB)}::real[]`;
}

interface Row {
  counted: boolean;
  until: Date | null;
  fullUntil: Date | null;
}

/**
 * Counts a batch of reports, given as their clients' keys in arrival order, and says which are admitted;
 * with `beacons` (the same reports' contents) it also stores those. Each client's reports within its
 * limit count towards the site's minute and day; once either of those is full nothing more is counted (no
 * client row is made), so the limiter's rows are bounded by the reports the site takes.
 */
export async function countBatch(
  db: Kysely<Database>,
  keys: readonly string[],
  at: Date,
  beacons?: readonly VitalsBeacon[],
): Promise<Verdict[]> {
  const limits = vitalsLimits();
  const resetAt = new Date(at.getTime() + MINUTE_MS);
  const site = siteWindows(at);
  const values = beacons ? sql`, ${beaconArrays(beacons)}` : sql``;
  const columns = beacons ? sql`, template, device, lcp, inp, cls, fcp, ttfb` : sql``;
  const store = beacons
    ? sql`, stored as (
        insert into web_vital_samples (received_at, template, device, lcp, inp, cls, fcp, ttfb)
        select ${at}::timestamptz, template, device, lcp, inp, cls, fcp, ttfb
        from batch b join verdict v using (ord) where v.until is null
      )`
    : sql``;
  const { rows } = await sql<Row>`
    with batch as (
      select * from unnest(${keys}::text[]${values}) with ordinality as b(key${columns}, ord)
    ), closed as (
      select max(reset_at) as until from rate_limits
      where (key = ${site.minuteKey} and count >= ${limits.sitePerMinute})
         or (key = ${site.dayKey} and count >= ${limits.sitePerDay})
    ), counted as (
      insert into rate_limits (key, count, reset_at)
      select key, count(*), ${resetAt}::timestamptz from batch
      where (select until from closed) is null
      group by key order by key
      on conflict (key) do update set
        count = case when rate_limits.reset_at <= ${at}::timestamptz then excluded.count
                     else rate_limits.count + excluded.count end,
        reset_at = case when rate_limits.reset_at <= ${at}::timestamptz then excluded.reset_at
                        else rate_limits.reset_at end
      returning key, count, reset_at
    ), ranked as (
      select b.ord, c.reset_at,
        c.count - count(*) over (partition by b.key) + row_number() over (partition by b.key order by b.ord)
          <= ${limits.perClient} as admitted
      from batch b join counted c using (key)
    ), admitted as (
      select count(*) filter (where admitted) as n from ranked
    ), site as (
      insert into rate_limits (key, count, reset_at)
      select w.key, a.n, w.reset_at
      from (values (${site.dayKey}, ${site.dayEnd}::timestamptz), (${site.minuteKey}, ${site.minuteEnd}::timestamptz))
        as w(key, reset_at)
      cross join admitted a
      where a.n > 0
      on conflict (key) do update set count = rate_limits.count + excluded.count
      returning key, count
    ), room as (
      -- What each site window had left for this batch's admitted reports.
      select ${limits.sitePerDay} - (coalesce((select count from site where key = ${site.dayKey}), 0) - a.n) as day,
        ${limits.sitePerMinute} - (coalesce((select count from site where key = ${site.minuteKey}), 0) - a.n) as minute
      from admitted a
    ), verdict as (
      select r.ord,
        case when not r.admitted then r.reset_at
             when count(*) filter (where r.admitted) over (order by r.ord) > room.day then ${site.dayEnd}::timestamptz
             when count(*) filter (where r.admitted) over (order by r.ord) > room.minute then ${site.minuteEnd}::timestamptz
        end as until
      from ranked r cross join room
    )${store}
    select v.ord is not null as counted, v.until, (select until from closed) as "fullUntil"
    from batch b left join verdict v using (ord)
    order by b.ord`.execute(db);
  return rows.map((row): Verdict => {
    if (!row.counted) return { admitted: false, until: new Date(row.fullUntil ?? site.minuteEnd) };
    return row.until === null ? { admitted: true } : { admitted: false, until: new Date(row.until) };
  });
}
