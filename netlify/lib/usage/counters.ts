// The administrators' weekly counters, written in the same transaction as what they count: launches per
// application, cookie choices per method, and members active in the week (counted once each, however
// often they launch or sign in). Atomic in SQL: no read-modify-write.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/rows.ts';
import { DAY_MS } from '../clock.ts';
import { weekOf } from './weeks.ts';

/** How long the counters are kept (retention.ts lists every period). */
export const USAGE_RETENTION = {
  /** The weekly counts (anonymous): two years, twice the panel's longest period. */
  weeklyDays: 2 * 365 + 1,
  /** Who was active in a week is needed only while that week is being counted. */
  activeMemberWeeksDays: 14,
} as const;

export type UsageMetric = 'launches' | 'consent' | 'active_members';

/** Adds one to the metric's count for the key in the week of `at`. */
export async function countWeekly(db: Kysely<Database>, metric: UsageMetric, key: string, at: Date): Promise<void> {
  await db
    .insertInto('usageWeekly')
    .values({ metric, week: weekOf(at), key, count: 1 })
    .onConflict((oc) => oc.columns(['metric', 'week', 'key']).doUpdateSet({ count: sql`usage_weekly.count + 1` }))
    .execute();
}

/** Marks the member active in the week of `at`, counting them once per week (one statement). */
export async function markActive(db: Kysely<Database>, userId: string, at: Date): Promise<void> {
  const week = weekOf(at);
  await sql`
    with counted as (
      insert into active_member_weeks (week, user_id) values (${week}, ${userId})
      on conflict do nothing returning week
    )
    insert into usage_weekly (metric, week, key, count)
    select 'active_members', week, '', 1 from counted
    on conflict (metric, week, key) do update set count = usage_weekly.count + 1`.execute(db);
}

/** Deletes weekly counts older than two years and the record of who was active before last week. */
export async function purgeUsageCounters(db: Kysely<Database>, now: Date) {
  const before = (days: number) => weekOf(new Date(now.getTime() - days * DAY_MS));
  const counts = await db
    .deleteFrom('usageWeekly')
    .where('week', '<', sql<Date>`cast(${before(USAGE_RETENTION.weeklyDays)} as date)`)
    .executeTakeFirst();
  const active = await db
    .deleteFrom('activeMemberWeeks')
    .where('week', '<', sql<Date>`cast(${before(USAGE_RETENTION.activeMemberWeeksDays)} as date)`)
    .executeTakeFirst();
  return { usageWeekly: Number(counts.numDeletedRows), activeMemberWeeks: Number(active.numDeletedRows) };
}
