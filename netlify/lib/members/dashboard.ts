// The member dashboard's summary (launches are recorded in ../usage/launches.ts).
import type { Kysely } from 'kysely';
import type { Database, User } from '../../../db/rows.ts';
import { DASHBOARD_APPLICATION_IDS } from '../../../src/schemas/applications.ts';
import type { DashboardSummary } from '../../../src/schemas/member-dashboard.ts';
import { personaStatus } from '../brand-persona/service.ts';
import { readEarlyAccess } from './early-access.ts';

/**
 * The dashboard's summary cards, where the member is with Brand Persona, and the early-access applications'
 * cards (read from `earlyAccessFolder`, which the build filled).
 */
export async function dashboardSummary(
  db: Kysely<Database>,
  user: User,
  earlyAccessFolder: URL,
): Promise<DashboardSummary> {
  return {
    applicationCount: DASHBOARD_APPLICATION_IDS.length,
    earlyAccess: await readEarlyAccess(earlyAccessFolder),
    emailVerified: user.isVerified,
    twoFactorEnabled: user.twoFactorEnabledAt !== null,
    previousLoginAt: user.previousLoginAt ? new Date(user.previousLoginAt).toISOString() : null,
    brandPersona: await personaStatus(db, user.id),
  };
}
