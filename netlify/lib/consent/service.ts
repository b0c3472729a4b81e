// Records each visitor's cookie choice so the firm can prove it (UK GDPR art. 7(1), PECR reg. 6).
// The browser keeps a record until it is accepted and may send it again: the record id it made makes
// that safe, as a record already stored is answered with its first result and stored once.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/rows.ts';
import {
  CONSENT_LIFETIME_MS,
  CONSENT_VERSION,
  type ConsentLogRequest,
  type ConsentLogResponse,
} from '../../../src/schemas/consent.ts';
import { audited, type AuditParty } from '../audit/trail.ts';
import { enforce, type RateLimitRule } from '../rate-limit.ts';
import { truncateIp } from '../ip.ts';
import { countWeekly } from '../usage/counters.ts';
import { now as currentTime } from '../clock.ts';

/** A shared office answers the banner from one address: hundreds of choices an hour must fit. */
export const CONSENT_RATE_LIMIT: RateLimitRule = { name: 'consent-ip', limit: 600, windowSeconds: 60 * 60 };
/** One visit changes its mind a few times; a script reusing one correlation id cannot fill the table. */
export const CONSENT_CORRELATION_LIMIT: RateLimitRule = {
  name: 'consent-correlation',
  limit: 10,
  windowSeconds: 60 * 60,
};

const USER_AGENT_MAX = 512;

export interface ConsentContext {
  ip: string;
  userAgent: string | null;
  /** The member signed in when the choice was made, if any: their data export lists it, and the audit
   * trail records it. */
  member?: AuditParty | null;
  now?: Date;
}

export interface RecordedConsent extends ConsentLogResponse {
  /** False when the record had been stored before (a retry). */
  created: boolean;
}

async function storedCorrelationId(db: Kysely<Database>, recordId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('consentLogs')
    .select('correlationId')
    .where('recordId', '=', recordId)
    .executeTakeFirst();
  return row ? (row.correlationId ?? '') : undefined;
}

export async function recordConsent(
  db: Kysely<Database>,
  input: ConsentLogRequest,
  context: ConsentContext,
): Promise<RecordedConsent> {
  // A retry of a stored record costs nothing against the limits: it changes nothing.
  const stored = await storedCorrelationId(db, input.recordId);
  if (stored !== undefined) return { correlationId: stored, created: false };
  await enforce(db, CONSENT_RATE_LIMIT, context.ip, context.now);
  if (input.correlationId) await enforce(db, CONSENT_CORRELATION_LIMIT, input.correlationId, context.now);
  const now = context.now ?? currentTime();
  const correlationId = input.correlationId ?? randomUUID();
  const inserted = await audited(
    db,
    async (trx) => {
      const row = await trx
        .insertInto('consentLogs')
        .values({
          recordId: input.recordId,
          sessionId: input.sessionId ?? null,
          ipAddress: truncateIp(context.ip),
          userAgent: context.userAgent?.slice(0, USER_AGENT_MAX) || null,
          action: input.action,
          consentChoices: JSON.stringify(input.consentChoices),
          previousChoices: input.previousChoices ? JSON.stringify(input.previousChoices) : null,
          consentMethod: input.consentMethod,
          consentVersion: CONSENT_VERSION,
          expiryDate: new Date(now.getTime() + CONSENT_LIFETIME_MS),
          correlationId,
          userId: context.member?.id ?? null,
          createdAt: now,
        })
        .onConflict((oc) => oc.column('recordId').doNothing())
        .returning('correlationId')
        .executeTakeFirst();
      // Counted once, with the record (the Usage panel's cookie choices per week).
      if (row) await countWeekly(trx, 'consent', input.consentMethod, now);
      return row;
    },
    // A signed-in visitor's choice is audited; an anonymous one's consent record is the record.
    (stored) =>
      stored && context.member
        ? [
            {
              action: 'consent.recorded',
              actor: context.member,
              ip: context.ip,
              details: { action: input.action, method: input.consentMethod },
            },
          ]
        : [],
  );
  if (inserted) return { correlationId, created: true };
  // The same record arrived twice at once: the other request stored it.
  return { correlationId: (await storedCorrelationId(db, input.recordId)) ?? correlationId, created: false };
}
