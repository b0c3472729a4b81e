// Usage at scale for npm run bench: 250,000 application launches by the 5,000 seeded users, 100,000
// cookie choices and 10,000 briefing choices over the last 52 weeks (once per database), the weekly
// counters rebuilt from them as the writes keep them; then each Usage panel query timed over 52 weeks
// (p95) with its query plan; and the speed-report endpoint under load (autocannon, 50 connections) with
// every 204 counted in the table.
import autocannon from 'autocannon';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/rows.ts';
import { lastWeeks } from '../../netlify/lib/usage/weeks.ts';
import { briefingChangesSql, USAGE_QUERIES } from '../../netlify/lib/usage/panel.ts';
import { DASHBOARD_APPLICATION_IDS } from '../../src/schemas/applications.ts';
import { contactInterestValues } from '../../src/schemas/contact-fields.ts';
import type { UsageChart } from '../../src/schemas/usage.ts';

export const SEEDED_LAUNCHES = 250_000;
export const SEEDED_CONSENTS = 100_000;
export const SEEDED_ENQUIRIES = 5_000;
/** Briefing choices: members subscribing, some later unsubscribing and some choosing again. */
export const SEEDED_BRIEFING_CHOICES = 10_000;
const QUERY_RUNS = 60;

async function count(db: Kysely<Database>, query: ReturnType<typeof sql>): Promise<number> {
  const { rows } = await query.execute(db);
  return Number((rows[0] as { n: string }).n);
}

/** Seeds launches, cookie choices and enquiries over 52 weeks, then rebuilds the counters from them. */
export async function seedUsage(db: Kysely<Database>): Promise<void> {
  const spread = sql`now() - random() * interval '364 days'`;
  const launches = SEEDED_LAUNCHES - (await count(db, sql`select count(*) as n from application_launches`));
  if (launches > 0) {
    await sql`
      insert into application_launches (user_id, application_name, launched_at)
      select u.ids[1 + (i % array_length(u.ids, 1))], (${sql.val([...DASHBOARD_APPLICATION_IDS])}::text[])[1 + (i % 11)],
             ${spread}
      from generate_series(1, ${launches}) as i,
           (select array_agg(id) as ids from users where email like 'bench-user-%') as u`.execute(db);
  }
  const consents = SEEDED_CONSENTS - (await count(db, sql`select count(*) as n from consent_logs`));
  if (consents > 0) {
    await sql`
      insert into consent_logs (record_id, ip_address, action, consent_choices, consent_method, created_at)
      select 'bench_' || i || '_' || gen_random_uuid(), '203.0.113.0', 'grant', '{"essential":true}'::jsonb,
             (array['accept_all', 'reject_all', 'customize'])[1 + (i % 3)], ${spread}
      from generate_series(1, ${consents}) as i`.execute(db);
  }
  const enquiries = SEEDED_ENQUIRIES - (await count(db, sql`select count(*) as n from contact_submissions`));
  if (enquiries > 0) {
    await sql`
      insert into contact_submissions (first_name, last_name, email, service_interest, message, created_at)
      select 'Bench', 'Enquirer' || i, 'bench-' || i || '@example.test',
             (${sql.val(contactInterestValues)}::text[])[1 + (i % ${contactInterestValues.length})], 'Bench enquiry', ${spread}
      from generate_series(1, ${enquiries}) as i`.execute(db);
  }
  const choices = SEEDED_BRIEFING_CHOICES - (await count(db, sql`select count(*) as n from briefing_consents`));
  if (choices > 0) {
    await sql`
      insert into briefing_consents (user_id, subscribed, wording, source, recorded_at)
      select u.ids[1 + (i % array_length(u.ids, 1))], i % 3 <> 2, 'Bench choice', 'account', ${spread}
      from generate_series(1, ${choices}) as i,
           (select array_agg(id) as ids from users where email like 'bench-user-%') as u`.execute(db);
  }
  // The counters as the writes would have kept them.
  const week = (column: string) => sql.raw(`date_trunc('week', ${column} at time zone 'UTC')::date`);
  await sql`delete from usage_weekly`.execute(db);
  await sql`delete from active_member_weeks`.execute(db);
  await sql`insert into usage_weekly (metric, week, key, count)
    select 'launches', ${week('launched_at')}, application_name, count(*) from application_launches group by 2, 3`.execute(
    db,
  );
  await sql`insert into usage_weekly (metric, week, key, count)
    select 'consent', ${week('created_at')}, consent_method, count(*) from consent_logs group by 2, 3`.execute(db);
  await sql`insert into active_member_weeks (week, user_id)
    select distinct ${week('launched_at')}, user_id from application_launches`.execute(db);
  await sql`insert into usage_weekly (metric, week, key, count)
    select 'active_members', week, '', count(*) from active_member_weeks group by week`.execute(db);
  for (const table of [
    'application_launches',
    'consent_logs',
    'contact_submissions',
    'briefing_consents',
    'usage_weekly',
    'users',
  ]) {
    await sql`analyze ${sql.table(table)}`.execute(db);
  }
}

export interface QueryTiming {
  p50: number;
  p95: number;
  max: number;
  plan: string;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

/** Times each Usage panel query over 52 weeks (QUERY_RUNS runs each), with the plan Postgres chose for it. */
export async function timeUsageQueries(db: Kysely<Database>): Promise<Record<UsageChart, QueryTiming>> {
  const weeks = lastWeeks(52, new Date());
  const timings = {} as Record<UsageChart, QueryTiming>;
  for (const [chart, query] of Object.entries(USAGE_QUERIES) as [UsageChart, (typeof USAGE_QUERIES)[UsageChart]][]) {
    const times: number[] = [];
    for (let run = 0; run < QUERY_RUNS; run += 1) {
      const start = performance.now();
      await query(db, weeks);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const plan = await explain(db, chart, weeks);
    timings[chart] = {
      p50: round(percentile(times, 0.5)),
      p95: round(percentile(times, 0.95)),
      max: round(times.at(-1)!),
      plan,
    };
  }
  return timings;
}

const round = (ms: number) => Math.round(ms * 100) / 100;

/** The plan of each chart's query, as EXPLAIN ANALYZE prints it (the SQL each query function runs). */
async function explain(db: Kysely<Database>, chart: UsageChart, weeks: readonly string[]): Promise<string> {
  const from = weeks[0]!;
  const counters = (metric: string) =>
    sql`select to_char(week, 'YYYY-MM-DD') as week, key, count from usage_weekly
        where metric = ${metric} and week >= cast(${from} as date)`;
  const byWeek = (table: string, key: string) =>
    sql`select to_char(date_trunc('week', created_at at time zone 'UTC'), 'YYYY-MM-DD') as week, ${sql.raw(key)}, count(*)
        from ${sql.table(table)} where created_at >= ${new Date(`${from}T00:00:00Z`)} group by 1 ${sql.raw(key === "'total'" ? '' : ', 2')}`;
  const queries: Record<UsageChart, ReturnType<typeof sql>> = {
    activeMembers: counters('active_members'),
    launches: counters('launches'),
    consent: counters('consent'),
    newAccounts: byWeek('users', "'total'"),
    enquiries: byWeek('contact_submissions', 'service_interest'),
    briefings: briefingChangesSql(new Date(`${from}T00:00:00Z`)),
  };
  const { rows } = await sql<{ 'QUERY PLAN': string }>`explain (analyze, buffers off) ${queries[chart]}`.execute(db);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

export interface VitalsLoad {
  requestsPerSecond: number;
  latencyMs: { p50: number; p99: number; max: number };
  answered204: number;
  rowsStored: number;
  other: number;
}

/**
 * The speed-report limits for the load run: it sends from one address, faster than the site's ceilings
 * allow a minute and a day; every report is still counted by the limiter, whose cost is measured.
 */
export const VITALS_LOAD_LIMITS = {
  VITALS_RATE_LIMIT_PER_MINUTE: '100000000',
  VITALS_SITE_LIMIT_PER_MINUTE: '100000000',
  VITALS_DAILY_CAP: '100000000',
};

/** The load test's connections: at most this many reports are in flight when it stops. */
const VITALS_CONNECTIONS = 50;

/** POST /api/vitals at 50 connections for `seconds`; every 204 must be a row in web_vital_samples. */
export async function loadVitals(db: Kysely<Database>, base: string, seconds: number): Promise<VitalsLoad> {
  const before = await count(db, sql`select count(*) as n from web_vital_samples`);
  const result = await autocannon({
    url: `${base}/api/vitals`,
    method: 'POST',
    connections: VITALS_CONNECTIONS,
    duration: seconds,
    headers: { 'content-type': 'text/plain;charset=UTF-8', origin: base },
    body: JSON.stringify({
      template: '/insights/[slug]',
      device: 'phone',
      LCP: 1800,
      INP: 120,
      CLS: 0.02,
      FCP: 900,
      TTFB: 200,
    }),
  });
  const after = await count(db, sql`select count(*) as n from web_vital_samples`);
  const answered204 = result.statusCodeStats?.['204']?.count ?? 0;
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    answered204,
    rowsStored: after - before,
    other: result.requests.total - answered204,
  };
}

/** The usage budgets: each panel query p95 within 50 ms; the speed reports at 1,000 a second, p99 under 50 ms, none lost. */
export function usageBudgets(timings: Record<string, QueryTiming>, load: VitalsLoad | undefined) {
  return [
    ...Object.entries(timings).map(([chart, t]) => ({
      budget: `Usage panel query '${chart}' over 52 weeks p95 ≤ 50 ms (${SEEDED_LAUNCHES} launches, ${SEEDED_CONSENTS} cookie choices)`,
      measured: `${t.p95} ms (p50 ${t.p50} ms)`,
      pass: t.p95 <= 50,
    })),
    ...(load
      ? [
          {
            budget: 'POST /api/vitals at 50 connections: ≥ 1,000 a second, p99 < 50 ms, every 204 stored',
            measured: `${load.requestsPerSecond}/s, p99 ${load.latencyMs.p99} ms, ${load.answered204} answered 204, ${load.rowsStored} rows, ${load.other} other`,
            // Autocannon stops with a request in flight on each connection: the server stores those,
            // but their answers are not counted. So every 204 is a row, and at most one row per
            // connection has no counted answer.
            pass:
              load.requestsPerSecond >= 1000 &&
              load.latencyMs.p99 < 50 &&
              load.rowsStored >= load.answered204 &&
              load.rowsStored - load.answered204 <= VITALS_CONNECTIONS &&
              load.other === 0,
          },
        ]
      : []),
  ];
}

/** The report's section: each query's timing and plan, and the load run. */
export function usageLines(timings: Record<string, QueryTiming>, load: VitalsLoad | undefined): string[] {
  return [
    '## Usage panel queries (52 weeks, real Postgres)',
    '',
    '| chart | p50 | p95 | max |',
    '| --- | ---: | ---: | ---: |',
    ...Object.entries(timings).map(([chart, t]) => `| ${chart} | ${t.p50} ms | ${t.p95} ms | ${t.max} ms |`),
    '',
    ...Object.entries(timings).flatMap(([chart, t]) => [`### ${chart}`, '', '```', t.plan, '```', '']),
    ...(load
      ? [
          '## POST /api/vitals under load (autocannon, 50 connections)',
          '',
          `${load.requestsPerSecond} requests a second; latency p50 ${load.latencyMs.p50} ms, p99 ${load.latencyMs.p99} ms, ` +
            `max ${load.latencyMs.max} ms; ${load.answered204} answered 204 and ${load.rowsStored} rows stored; ${load.other} other answers.`,
          '',
        ]
      : []),
  ];
}
