// The member dashboard: its summary, and application launches (one counter per member and application).
import { sql, type Kysely } from 'kysely';
import type { Database, User } from '../../../db/rows.ts';
import { DASHBOARD_APPLICATION_IDS, type DashboardApplicationId } from '../../../src/schemas/applications.ts';
import type { ApplicationLaunch, DashboardSummary } from '../../../src/schemas/member-dashboard.ts';
import { audited, party } from '../audit/trail.ts';
import type { Authenticated } from '../auth/guards.ts';
import { personaStatus } from '../brand-persona/service.ts';
import { now } from '../clock.ts';

/** Counts one launch: inserts the row or adds one, atomically (no read-modify-write). */
export async function trackLaunch(
  db: Kysely<Database>,
  member: Authenticated,
  applicationName: DashboardApplicationId,
): Promise<ApplicationLaunch> {
  const at = now();
  const row = await audited(
    db,
    (trx) =>
      trx
        .insertInto('applicationAccess')
        .values({ userId: member.user.id, applicationName, accessCount: 1, lastAccessed: at })
        .onConflict((oc) =>
          oc.columns(['userId', 'applicationName']).doUpdateSet({
            accessCount: sql`application_access.access_count + 1`,
            lastAccessed: at,
          }),
        )
        .returning(['applicationName', 'accessCount', 'lastAccessed'])
        .executeTakeFirstOrThrow(),
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

/** The dashboard's summary cards, and where the member is with Brand Persona. */
export async function dashboardSummary(db: Kysely<Database>, user: User): Promise<DashboardSummary> {
  return {
    applicationCount: DASHBOARD_APPLICATION_IDS.length,
    emailVerified: user.isVerified,
    twoFactorEnabled: user.twoFactorEnabledAt !== null,
    previousLoginAt: user.previousLoginAt ? new Date(user.previousLoginAt).toISOString() : null,
    brandPersona: await personaStatus(db, user.id),
  };
}
