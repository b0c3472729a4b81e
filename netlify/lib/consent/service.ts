// Records each visitor's cookie choice so the firm can prove it (UK GDPR art. 7(1), PECR reg. 6).
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types.ts';
import {
  CONSENT_LIFETIME_MS,
  CONSENT_VERSION,
  type ConsentLogRequest,
  type ConsentLogResponse,
} from '../../../src/schemas/consent.ts';
import { enforce, type RateLimitRule } from '../rate-limit.ts';
import { truncateIp } from './ip.ts';

/** Generous for someone changing their mind, tight enough to stop a script filling the table. */
export const CONSENT_RATE_LIMIT: RateLimitRule = { name: 'consent-ip', limit: 30, windowSeconds: 10 * 60 };

const USER_AGENT_MAX = 512;

export interface ConsentContext {
  ip: string;
  userAgent: string | null;
  /** The member signed in when the choice was made, if any: their data export lists it. */
  userId?: string | null;
  now?: Date;
}

export async function recordConsent(
  db: Kysely<Database>,
  input: ConsentLogRequest,
  context: ConsentContext,
): Promise<ConsentLogResponse> {
  await enforce(db, CONSENT_RATE_LIMIT, context.ip, context.now);
  const now = context.now ?? new Date();
  const correlationId = input.correlationId ?? randomUUID();
  await db
    .insertInto('consentLogs')
    .values({
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
      userId: context.userId ?? null,
      createdAt: now,
    })
    .execute();
  return { correlationId };
}
