// The administrators' Usage panel: weekly figures over 4, 12 or 52 weeks, each from one aggregate query
// over an indexed column (the weekly counters' primary key, users.created_at, contact_submissions.created_at,
// briefing_consents by member and time), never rows shipped to the browser; and each chart as CSV.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/rows.ts';
import { DASHBOARD_APPLICATION_IDS } from '../../../src/schemas/applications.ts';
import { consentMethods } from '../../../src/schemas/consent-choices.ts';
import { contactInterestValues } from '../../../src/schemas/contact-fields.ts';
import { BRIEFING_CHANGES, type UsageChart, type UsagePanel } from '../../../src/schemas/usage.ts';
import { now } from '../clock.ts';
import { csvRow, CSV_BOM } from '../exports/csv.ts';
import type { UsageMetric } from './counters.ts';
import { lastWeeks, toSeries, weekSql } from './weeks.ts';

/** The single series of a chart that counts one thing. */
export const TOTAL = 'total';

type Series = Record<string, number[]>;

function counters(db: Kysely<Database>, metric: UsageMetric, weeks: readonly string[]) {
  return db
    .selectFrom('usageWeekly')
    .select([(eb) => eb.fn<string>('to_char', [eb.ref('week'), eb.val('YYYY-MM-DD')]).as('week'), 'key', 'count'])
    .where('metric', '=', metric)
    .where('week', '>=', sql<Date>`cast(${weeks[0]} as date)`)
    .execute();
}

/** Members who launched an application or signed in, each counted once a week. */
export async function activeMembers(db: Kysely<Database>, weeks: readonly string[]): Promise<Series> {
  const rows = await counters(db, 'active_members', weeks);
  return toSeries(
    weeks,
    rows.map((row) => ({ ...row, key: TOTAL })),
    [TOTAL],
  );
}

export async function launchesPerApplication(db: Kysely<Database>, weeks: readonly string[]): Promise<Series> {
  return toSeries(weeks, await counters(db, 'launches', weeks), DASHBOARD_APPLICATION_IDS);
}

/** Cookie choices per method (accept all, reject all, customise), from the consent log's counters. */
export async function consentChoices(db: Kysely<Database>, weeks: readonly string[]): Promise<Series> {
  return toSeries(weeks, await counters(db, 'consent', weeks), consentMethods);
}

export async function newAccounts(db: Kysely<Database>, weeks: readonly string[]): Promise<Series> {
  const rows = await db
    .selectFrom('users')
    .select([weekSql('created_at').as('week'), (eb) => eb.fn.countAll<string>().as('count')])
    .where('createdAt', '>=', new Date(`${weeks[0]}T00:00:00Z`))
    .groupBy('week')
    .execute();
  return toSeries(
    weeks,
    rows.map((row) => ({ ...row, key: TOTAL })),
    [TOTAL],
  );
}

export async function enquiriesByInterest(db: Kysely<Database>, weeks: readonly string[]): Promise<Series> {
  const rows = await db
    .selectFrom('contactSubmissions')
    .select([weekSql('created_at').as('week'), 'serviceInterest as key', (eb) => eb.fn.countAll<string>().as('count')])
    .where('createdAt', '>=', new Date(`${weeks[0]}T00:00:00Z`))
    .groupBy(['week', 'serviceInterest'])
    .execute();
  return toSeries(weeks, rows, contactInterestValues);
}

/**
 * Members who began or stopped getting briefings by e-mail, per week from `from`: each choice in the consent
 * log that changed what the member had before (choosing again what one already has counts nothing).
 */
export function briefingChangesSql(from: Date) {
  return sql<{ week: string; key: string; count: string }>`
    select ${weekSql('recorded_at')} as week,
      case when subscribed then 'subscribed' else 'unsubscribed' end as key, count(*) as count
    from (
      select recorded_at, subscribed,
        coalesce(lag(subscribed) over (partition by user_id order by recorded_at), false) as before
      from briefing_consents
    ) choices
    where subscribed <> before and recorded_at >= ${from}
    group by 1, 2`;
}

export async function briefingChanges(db: Kysely<Database>, weeks: readonly string[]): Promise<Series> {
  const { rows } = await briefingChangesSql(new Date(`${weeks[0]}T00:00:00Z`)).execute(db);
  return toSeries(weeks, rows, BRIEFING_CHANGES);
}

/** Each chart's query, by the chart's name. */
export const USAGE_QUERIES: Record<UsageChart, (db: Kysely<Database>, weeks: readonly string[]) => Promise<Series>> = {
  activeMembers,
  newAccounts,
  launches: launchesPerApplication,
  consent: consentChoices,
  enquiries: enquiriesByInterest,
  briefings: briefingChanges,
};

/** The whole panel for the last `period` weeks (the current one included). */
export async function usagePanel(db: Kysely<Database>, period: number): Promise<UsagePanel> {
  const weeks = lastWeeks(period, now());
  const names = Object.keys(USAGE_QUERIES) as UsageChart[];
  const results = await Promise.all(names.map((name) => USAGE_QUERIES[name](db, weeks)));
  return { weeks, charts: Object.fromEntries(names.map((name, i) => [name, results[i]!])) as UsagePanel['charts'] };
}

/** One chart as CSV: a row per week, a column per series (formulas defused as in every export). */
export async function usageCsv(
  db: Kysely<Database>,
  chart: UsageChart,
  period: number,
): Promise<{ filename: string; body: string }> {
  const weeks = lastWeeks(period, now());
  const series = await USAGE_QUERIES[chart](db, weeks);
  const keys = Object.keys(series);
  const rows = weeks.map((week, i) => csvRow([week, ...keys.map((key) => series[key]![i])]));
  return {
    filename: `usage-${chart}-${period}-weeks-${weeks.at(-1)}.csv`,
    body: CSV_BOM + csvRow(['week', ...keys]) + rows.join(''),
  };
}
