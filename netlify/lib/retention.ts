// How long each kind of record is kept (docs/retention.md), and the purge that enforces it.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';
import { purgeExpiredSessions } from './session/store.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export const RETENTION = {
  /** Proof of each cookie choice: its 13-month life plus time to answer a complaint about it. */
  consentLogsDays: 3 * 365,
  /** Enquiries that never became an engagement (engagement records move to client files). */
  enquiriesDays: 2 * 365,
} as const;

export interface PurgeResult {
  consentLogs: number;
  enquiries: number;
  sessions: number;
  rateLimits: number;
}

/** Deletes every record past its retention period; safe to run at any time and as often as wanted. */
export async function purgeExpired(db: Kysely<Database>, now: Date = new Date()): Promise<PurgeResult> {
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS);
  return db.transaction().execute(async (trx) => {
    const consentLogs = await trx
      .deleteFrom('consentLogs')
      .where('createdAt', '<', before(RETENTION.consentLogsDays))
      .executeTakeFirst();
    const enquiries = await trx
      .deleteFrom('contactSubmissions')
      .where('createdAt', '<', before(RETENTION.enquiriesDays))
      .executeTakeFirst();
    const sessions = await purgeExpiredSessions(trx, now);
    const rateLimits = await trx.deleteFrom('rateLimits').where('resetAt', '<', now).executeTakeFirst();
    return {
      consentLogs: Number(consentLogs.numDeletedRows),
      enquiries: Number(enquiries.numDeletedRows),
      sessions,
      rateLimits: Number(rateLimits.numDeletedRows),
    };
  });
}
