// Application launches: each one recorded as its own row (member, application, time), the member's
// counter per application, the week's counters and the audit event, in one transaction; and the member's
// own activity read back from them.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/rows.ts';
import type { DashboardApplicationId } from '../../../src/schemas/applications.ts';
import type { ApplicationLaunch } from '../../../src/schemas/member-dashboard.ts';
import { MEMBER_ACTIVITY_WEEKS, type MemberActivity } from '../../../src/schemas/usage.ts';
import { audited, party } from '../audit/trail.ts';
import type { Authenticated } from '../auth/guards.ts';
import { now } from '../clock.ts';
import { countWeekly, markActive } from './counters.ts';
import { lastWeeks, weekSql } from './weeks.ts';

/** Records one launch; the member's counter is inserted or incremented atomically (no read-modify-write). */
export async function trackLaunch(
  db: Kysely<Database>,
  member: Authenticated,
  applicationName: DashboardApplicationId,
): Promise<ApplicationLaunch> {
  const at = now();
  const userId = member.user.id;
  const row = await audited(
    db,
    async (trx) => {
      await trx.insertInto('applicationLaunches').values({ userId, applicationName, launchedAt: at }).execute();
      await countWeekly(trx, 'launches', applicationName, at);
      await markActive(trx, userId, at);
      return trx
        .insertInto('applicationAccess')
        .values({ userId, applicationName, accessCount: 1, lastAccessed: at })
        .onConflict((oc) =>
          oc.columns(['userId', 'applicationName']).doUpdateSet({
            accessCount: sql`application_access.access_count + 1`,
            lastAccessed: at,
          }),
        )
        .returning(['applicationName', 'accessCount', 'lastAccessed'])
        .executeTakeFirstOrThrow();
    },
    {
      action: 'member.application_launched',
      actor: party(member.user),
      ip: member.ip,
      details: { application: applicationName },
    },
  );
  return {
    applicationName: row.applicationName,
    accessCount: String(row.accessCount),
    lastAccessed: new Date(row.lastAccessed).toISOString(),
  };
}

/**
 * The member's own activity: each application they have opened (how often, when last: the counters,
 * which also hold launches from before each launch had its row), and their launches per week.
 */
export async function memberActivity(db: Kysely<Database>, userId: string): Promise<MemberActivity> {
  const weeks = lastWeeks(MEMBER_ACTIVITY_WEEKS, now());
  const [applications, perWeek] = await Promise.all([
    db
      .selectFrom('applicationAccess')
      .select(['applicationName', 'accessCount', 'lastAccessed'])
      .where('userId', '=', userId)
      .orderBy('lastAccessed', 'desc')
      .execute(),
    db
      .selectFrom('applicationLaunches')
      .select([weekSql('launched_at').as('week'), 'applicationName', (eb) => eb.fn.countAll<string>().as('count')])
      .where('userId', '=', userId)
      .where('launchedAt', '>=', new Date(`${weeks[0]}T00:00:00Z`))
      .groupBy(['week', 'applicationName'])
      .execute(),
  ]);
  return {
    applications: applications.map((row) => ({
      applicationName: row.applicationName,
      launches: Number(row.accessCount),
      lastLaunchedAt: new Date(row.lastAccessed).toISOString(),
    })),
    weeks: weeks.map((week) => ({
      week,
      launches: Object.fromEntries(
        perWeek.filter((row) => row.week === week).map((row) => [row.applicationName, Number(row.count)]),
      ),
    })),
  };
}
