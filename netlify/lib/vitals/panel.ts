// The administrators' Site speed panel: per page template, the p75 of each metric over the last 28 days
// (from the reports themselves, kept 30 days for exactly this), and the weekly trend from the daily
// rollups (each week's figure: the daily p75s weighted by their reports).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/rows.ts';
import { VITAL_NAMES, type DeviceClass } from '../../../src/schemas/vital-thresholds.ts';
import { SITE_SPEED_DAYS, SITE_SPEED_TREND_WEEKS, type SiteSpeed } from '../../../src/schemas/vitals.ts';
import { DAY_MS, now } from '../clock.ts';
import { lastWeeks } from '../usage/weeks.ts';

type Row = { template: string; samples: string } & Record<string, number | null>;

const round = (name: string, value: number | null) =>
  value === null ? null : name === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value);

export async function siteSpeed(db: Kysely<Database>, device: DeviceClass | 'all' = 'all'): Promise<SiteSpeed> {
  const at = now();
  const since = new Date(at.getTime() - SITE_SPEED_DAYS * DAY_MS);
  const onDevice = device === 'all' ? sql`true` : sql`device = ${device}`;
  const p75 = (column: string) => sql.raw(`percentile_cont(0.75) within group (order by ${column})`);
  const { rows } = await sql<Row>`
    select template, count(*) as samples,
      ${p75('lcp')} as "LCP", ${p75('inp')} as "INP", ${p75('cls')} as "CLS", ${p75('fcp')} as "FCP", ${p75('ttfb')} as "TTFB"
    from web_vital_samples where received_at >= ${since} and ${onDevice}
    group by template order by count(*) desc, template`.execute(db);
  const weeks = lastWeeks(SITE_SPEED_TREND_WEEKS, at);
  const trendRows = await sql<{ week: string; template: string; metric: string; p75: number }>`
    select to_char(date_trunc('week', day), 'YYYY-MM-DD') as week, template, metric,
      sum(p75 * samples) / sum(samples) as p75
    from web_vital_daily where day >= ${weeks[0]}::date and ${onDevice}
    group by 1, 2, 3`.execute(db);
  const trend: SiteSpeed['trend'] = {};
  for (const row of trendRows.rows) {
    const series = ((trend[row.metric] ??= {})[row.template] ??= weeks.map(() => null));
    const i = weeks.indexOf(row.week);
    if (i >= 0) series[i] = round(row.metric, Number(row.p75));
  }
  return {
    templates: rows.map((row) => ({
      template: row.template,
      samples: Number(row.samples),
      p75: Object.fromEntries(
        VITAL_NAMES.map((name) => [name, round(name, row[name] === null ? null : Number(row[name]))]),
      ) as SiteSpeed['templates'][number]['p75'],
    })),
    weeks,
    trend,
  };
}
