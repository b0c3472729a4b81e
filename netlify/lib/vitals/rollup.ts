// The daily rollup and the retention of real-visitor speed: each day's p75 per template, device class
// and metric (with the number of reports behind it) kept two years, the reports themselves 30 days. Run
// by the daily purge; safe to run at any time and as often as wanted (a day is recomputed whole).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/rows.ts';
import { DAY_MS } from '../clock.ts';

export const VITALS_RETENTION = {
  /** The reports: long enough for the 28-day figures and a few days' margin. */
  samplesDays: 30,
  /** The daily p75s: two years of trend. */
  dailyDays: 2 * 365 + 1,
} as const;

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Rolls up every whole day (UTC) before `now` still held as reports, from the last day already rolled up
 * (recomputed, for reports that arrived late) or the oldest report kept.
 */
export async function rollUpVitals(db: Kysely<Database>, now: Date): Promise<number> {
  const today = utcDay(now);
  const oldest = utcDay(new Date(now.getTime() - VITALS_RETENTION.samplesDays * DAY_MS));
  const { rows } = await sql<{ latest: string | null }>`
    select to_char(max(day), 'YYYY-MM-DD') as latest from web_vital_daily`.execute(db);
  const from = rows[0]?.latest && rows[0].latest > oldest ? rows[0].latest : oldest;
  const result = await sql`
    insert into web_vital_daily (day, template, device, metric, p75, samples)
    select (s.received_at at time zone 'UTC')::date, s.template, s.device, m.metric,
           percentile_cont(0.75) within group (order by m.value), count(*)
    from web_vital_samples s
    cross join lateral (values ('LCP', s.lcp), ('INP', s.inp), ('CLS', s.cls), ('FCP', s.fcp), ('TTFB', s.ttfb))
      as m(metric, value)
    where m.value is not null
      and s.received_at >= ${from}::date at time zone 'UTC' and s.received_at < ${today}::date at time zone 'UTC'
    group by 1, 2, 3, 4
    on conflict (day, template, device, metric) do update set p75 = excluded.p75, samples = excluded.samples`.execute(
    db,
  );
  return Number(result.numAffectedRows ?? 0);
}

/** Rolls up, then deletes reports older than 30 days and daily figures older than two years. */
export async function purgeVitals(db: Kysely<Database>, now: Date) {
  const vitalDaysRolledUp = await rollUpVitals(db, now);
  const samples = await db
    .deleteFrom('webVitalSamples')
    .where('receivedAt', '<', new Date(now.getTime() - VITALS_RETENTION.samplesDays * DAY_MS))
    .executeTakeFirst();
  const daily = await db
    .deleteFrom('webVitalDaily')
    .where(
      'day',
      '<',
      sql<Date>`cast(${utcDay(new Date(now.getTime() - VITALS_RETENTION.dailyDays * DAY_MS))} as date)`,
    )
    .executeTakeFirst();
  return {
    vitalDaysRolledUp,
    webVitalSamples: Number(samples.numDeletedRows),
    webVitalDaily: Number(daily.numDeletedRows),
  };
}
