// How long each kind of record is kept (docs/retention.md, the privacy policy's section 7), and the
// purge that enforces it.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/rows.ts';
import { deleteAuditEventsBefore } from './audit/repository.ts';
import { purgeFinishedDeliveries } from './briefings/queue.ts';
import { purgeExpiredChallenges } from './passkeys/repository.ts';
import { purgeExpiredSessions } from './session/store.ts';
import { DAY_MS, now as currentTime } from './clock.ts';
import { purgeUsageCounters } from './usage/counters.ts';
import { purgeVitals } from './vitals/rollup.ts';

export const RETENTION = {
  /**
   * The privacy policy: records are kept seven years after the relationship closes. A cookie choice
   * closes when it expires (13 months after it was made); an enquiry when it is handled (or, if it never
   * is, when it arrived).
   */
  closedRecordsDays: 7 * 365 + 2,
  /**
   * The audit trail: two years, long enough to look back at any incident reported late. Finished briefing
   * deliveries (who was sent which briefing) are kept as long.
   */
  auditEventsDays: 2 * 365 + 1,
} as const;

export interface PurgeResult {
  consentLogs: number;
  enquiries: number;
  sessions: number;
  rateLimits: number;
  accountTokens: number;
  auditEvents: number;
  twoFactorChallenges: number;
  passkeyChallenges: number;
  usageWeekly: number;
  activeMemberWeeks: number;
  vitalDaysRolledUp: number;
  webVitalSamples: number;
  webVitalDaily: number;
  briefingDeliveries: number;
}

/** Deletes every record past its retention period; safe to run at any time and as often as wanted. */
export async function purgeExpired(db: Kysely<Database>, now: Date = currentTime()): Promise<PurgeResult> {
  const cutoff = new Date(now.getTime() - RETENTION.closedRecordsDays * DAY_MS);
  return db.transaction().execute(async (trx) => {
    const consentLogs = await trx
      .deleteFrom('consentLogs')
      .where(sql<Date>`coalesce(expiry_date, created_at)`, '<', cutoff)
      .executeTakeFirst();
    const enquiries = await trx
      .deleteFrom('contactSubmissions')
      .where(sql<Date>`coalesce(handled_at, created_at)`, '<', cutoff)
      .executeTakeFirst();
    const sessions = await purgeExpiredSessions(trx, now);
    const rateLimits = await trx.deleteFrom('rateLimits').where('resetAt', '<', now).executeTakeFirst();
    // A link by e-mail is worth nothing once it has expired (used ones expire too): only its hash was kept.
    const accountTokens = await trx.deleteFrom('accountTokens').where('expiresAt', '<', now).executeTakeFirst();
    const auditCutoff = new Date(now.getTime() - RETENTION.auditEventsDays * DAY_MS);
    const auditEvents = await deleteAuditEventsBefore(trx, auditCutoff);
    const briefingDeliveries = await purgeFinishedDeliveries(trx, auditCutoff);
    const challenges = await trx.deleteFrom('twoFactorChallenges').where('expiresAt', '<', now).executeTakeFirst();
    const passkeyChallenges = await purgeExpiredChallenges(trx, now);
    const usage = await purgeUsageCounters(trx, now);
    // Real-visitor speed: yesterday's reports rolled up into daily p75s before the old ones go.
    const vitals = await purgeVitals(trx, now);
    return {
      ...usage,
      ...vitals,
      auditEvents,
      briefingDeliveries,
      passkeyChallenges,
      twoFactorChallenges: Number(challenges.numDeletedRows),
      consentLogs: Number(consentLogs.numDeletedRows),
      enquiries: Number(enquiries.numDeletedRows),
      sessions,
      rateLimits: Number(rateLimits.numDeletedRows),
      accountTokens: Number(accountTokens.numDeletedRows),
    };
  });
}
