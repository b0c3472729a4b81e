// Fixed-window rate limits counted in Postgres, so every function instance shares one count.
// The increment is a single atomic upsert: no read-modify-write race between instances.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/rows.ts';
import { HttpError } from './http.ts';
import { now as currentTime } from './clock.ts';

export interface RateLimitRule {
  /** Short name, part of the key: 'login-ip', 'register-ip', ... */
  name: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  count: number;
  resetAt: Date;
  allowed: boolean;
  retryAfterSeconds: number;
}

export async function hit(
  db: Kysely<Database>,
  rule: RateLimitRule,
  subject: string,
  now: Date = currentTime(),
): Promise<RateLimitResult> {
  const key = `${rule.name}:${subject}`;
  const resetAt = new Date(now.getTime() + rule.windowSeconds * 1000);
  const row = await db
    .insertInto('rateLimits')
    .values({ key, count: 1, resetAt })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when rate_limits.reset_at <= ${now} then 1 else rate_limits.count + 1 end`,
        resetAt: sql<Date>`case when rate_limits.reset_at <= ${now} then ${resetAt} else rate_limits.reset_at end`,
      }),
    )
    .returning(['count', 'resetAt'])
    .executeTakeFirstOrThrow();
  const reset = new Date(row.resetAt);
  return {
    count: row.count,
    resetAt: reset,
    allowed: row.count <= rule.limit,
    retryAfterSeconds: Math.max(1, Math.ceil((reset.getTime() - now.getTime()) / 1000)),
  };
}

/** Counts one attempt and throws 429 with Retry-After once the rule's limit is passed. */
export async function enforce(db: Kysely<Database>, rule: RateLimitRule, subject: string, now?: Date): Promise<void> {
  const result = await hit(db, rule, subject, now);
  if (!result.allowed) {
    throw new HttpError(429, 'Too many requests. Please wait a moment and try again.', {
      headers: { 'Retry-After': String(result.retryAfterSeconds) },
    });
  }
}

/** Forgets a subject's count (e.g. failed sign-ins after a successful one). */
export async function reset(db: Kysely<Database>, rule: RateLimitRule, subject: string): Promise<void> {
  await db.deleteFrom('rateLimits').where('key', '=', `${rule.name}:${subject}`).execute();
}

/** Takes back one counted attempt (e.g. a sign-in that turned out to succeed), never below zero. */
export async function forgive(db: Kysely<Database>, rule: RateLimitRule, subject: string): Promise<void> {
  await db
    .updateTable('rateLimits')
    .set({ count: sql<number>`greatest(count - 1, 0)` })
    .where('key', '=', `${rule.name}:${subject}`)
    .execute();
}
