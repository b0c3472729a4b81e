// Weeks as the usage figures count them: from Monday 00:00 UTC, named by that Monday's date.
import { sql, type RawBuilder } from 'kysely';
import { DAY_MS } from '../clock.ts';

/** The Monday (UTC) of the week `at` falls in, as 'YYYY-MM-DD'. */
export function weekOf(at: Date): string {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** The last `count` weeks up to and including the week of `at`, oldest first. */
export function lastWeeks(count: number, at: Date): string[] {
  const current = new Date(`${weekOf(at)}T00:00:00Z`).getTime();
  return Array.from({ length: count }, (_, i) =>
    new Date(current - (count - 1 - i) * 7 * DAY_MS).toISOString().slice(0, 10),
  );
}

/** SQL for the week (a date) a timestamptz column falls in, as weekOf counts it. */
export function weekSql(column: string): RawBuilder<string> {
  return sql<string>`to_char(date_trunc('week', ${sql.ref(column)} at time zone 'UTC'), 'YYYY-MM-DD')`;
}

/** Counts per week and key, laid out as one series per key over `weeks` (missing weeks count 0). */
export function toSeries(
  weeks: readonly string[],
  rows: readonly { week: string; key: string; count: number | string | bigint }[],
  keys: readonly string[] = [],
): Record<string, number[]> {
  const index = new Map(weeks.map((week, i) => [week, i]));
  const series: Record<string, number[]> = Object.fromEntries(keys.map((key) => [key, weeks.map(() => 0)]));
  for (const row of rows) {
    const i = index.get(row.week);
    if (i === undefined) continue;
    (series[row.key] ??= weeks.map(() => 0))[i] = Number(row.count);
  }
  return series;
}
