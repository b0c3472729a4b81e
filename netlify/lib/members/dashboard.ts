// The member dashboard's summary (launches are recorded in ../usage/launches.ts).
import type { Kysely } from 'kysely';
import type { Database, User } from '../../../db/rows.ts';
import { DASHBOARD_APPLICATION_IDS } from '../../../src/schemas/applications.ts';
import type { DashboardSummary } from '../../../src/schemas/member-dashboard.ts';
import { personaStatus } from '../brand-persona/service.ts';

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
