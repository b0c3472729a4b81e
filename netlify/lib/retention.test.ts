import { describe, expect, it } from 'vitest';
import { getDb } from './db.ts';
import { insertUser } from './users/repository.ts';
import { purgeExpired, RETENTION } from './retention.ts';

const DAY_MS = 86_400_000;
// The real present: the test database is shared with files running at the same time, and a purge "in the
// future" would delete their sessions and rate-limit counters.
const NOW = new Date();
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS);
const choices = JSON.stringify({ essential: true, analytics: false, marketing: false, functional: false });

describe('purgeExpired', () => {
  it('deletes only records closed more than seven years ago, audit events and finished briefing deliveries over two years old, expired sessions, spent counters, links and two-factor sign-ins', async () => {
    const db = getDb();
    const tag = crypto.randomUUID();
    const limit = RETENTION.closedRecordsDays;
    // A cookie choice closes when it expires; an enquiry when it is handled, else when it arrived.
    const consent = (createdAt: Date, expiryDate: Date | null, label: string) => ({
      ipAddress: '203.0.113.0',
      action: 'grant' as const,
      consentChoices: choices,
      consentMethod: 'reject_all' as const,
      correlationId: `${tag}-${label}`,
      createdAt,
      expiryDate,
    });
    await db
      .insertInto('consentLogs')
      .values([
        consent(daysAgo(limit + 400), daysAgo(limit + 10), 'old'),
        consent(daysAgo(limit + 1), null, 'old-no-expiry'),
        consent(daysAgo(limit + 200), daysAgo(limit - 190), 'kept'),
      ])
      .execute();
    const enquiry = (createdAt: Date, handledAt: Date | null, label: string) => ({
      firstName: 'Old',
      lastName: 'Enquiry',
      email: 'old@example.com',
      serviceInterest: 'general',
      message: `${tag}-${label}`,
      createdAt,
      handledAt,
    });
    await db
      .insertInto('contactSubmissions')
      .values([
        enquiry(daysAgo(limit + 30), daysAgo(limit + 1), 'old'),
        enquiry(daysAgo(limit + 1), null, 'old-unhandled'),
        enquiry(daysAgo(limit + 30), daysAgo(limit - 1), 'kept'),
        enquiry(daysAgo(limit - 1), null, 'kept-unhandled'),
      ])
      .execute();
    const user = await insertUser(db, {
      email: `${tag}@example.com`,
      passwordHash: 'x',
      firstName: 'Session',
      lastName: 'Holder',
      profileImageUrl: null,
      lastLoginAt: null,
      previousLoginAt: null,
    });
    await db
      .insertInto('sessions')
      .values([
        { sid: `${tag}-old`, expire: new Date(NOW.getTime() - 1000), userId: user!.id },
        { sid: `${tag}-kept`, expire: new Date(NOW.getTime() + 60_000), userId: user!.id },
      ])
      .execute();
    await db
      .insertInto('rateLimits')
      .values([
        { key: `${tag}:old`, count: 3, resetAt: new Date(NOW.getTime() - 1000) },
        { key: `${tag}:kept`, count: 3, resetAt: new Date(NOW.getTime() + 60_000) },
      ])
      .execute();

    const token = (expiresAt: Date, label: string) => ({
      userId: user!.id,
      purpose: 'password_reset' as const,
      tokenHash: `${tag}-${label}`,
      email: `${tag}@example.com`,
      expiresAt,
    });
    await db
      .insertInto('accountTokens')
      .values([token(new Date(NOW.getTime() - 1000), 'old'), token(new Date(NOW.getTime() + 60_000), 'kept')])
      .execute();

    const DAY = 24 * 60 * 60 * 1000;
    const audit = (daysAgo: number, label: string) => ({
      action: 'auth.sign_in',
      outcome: 'success',
      actorId: user!.id,
      actorEmail: `${tag}-${label}@example.com`,
      occurredAt: new Date(NOW.getTime() - daysAgo * DAY),
    });
    await db
      .insertInto('auditEvents')
      .values([audit(RETENTION.auditEventsDays + 1, 'old'), audit(RETENTION.auditEventsDays - 1, 'kept')])
      .execute();
    await db
      .insertInto('twoFactorChallenges')
      .values([
        { tokenHash: `${tag}-old`, userId: user!.id, expiresAt: new Date(NOW.getTime() - 1000) },
        { tokenHash: `${tag}-kept`, userId: user!.id, expiresAt: new Date(NOW.getTime() + 60_000) },
      ])
      .execute();

    await db
      .insertInto('passkeyChallenges')
      .values([
        {
          challengeHash: `${tag}-old`,
          ceremony: 'authentication',
          userId: null,
          sessionHash: null,
          expiresAt: new Date(NOW.getTime() - 1000),
        },
        {
          challengeHash: `${tag}-kept`,
          ceremony: 'authentication',
          userId: null,
          sessionHash: null,
          expiresAt: new Date(NOW.getTime() + 60_000),
        },
      ])
      .execute();

    // Briefing deliveries: finished ones go with the audit trail's period; one still due is never purged.
    const entry = (label: string) => ({ slug: `${tag}-${label}`, title: 'Old briefing' });
    await db
      .insertInto('briefingEntries')
      .values([entry('old'), entry('kept'), entry('due')])
      .execute();
    const longAgo = daysAgo(RETENTION.auditEventsDays + 1);
    await db
      .insertInto('briefingDeliveries')
      .values([
        { entrySlug: `${tag}-old`, userId: user!.id, status: 'sent', sentAt: longAgo, finishedAt: longAgo },
        {
          entrySlug: `${tag}-kept`,
          userId: user!.id,
          status: 'unknown',
          finishedAt: daysAgo(RETENTION.auditEventsDays - 1),
        },
        { entrySlug: `${tag}-due`, userId: user!.id, status: 'waiting', nextAttemptAt: longAgo },
      ])
      .execute();

    const result = await purgeExpired(db, NOW);
    // Other test files purge sessions, limits and challenges by the real clock at the same time, so a
    // count may be taken by them; the rows left behind below show what this purge removed and kept.
    for (const count of Object.values(result)) expect(Number.isInteger(count) && count >= 0).toBe(true);
    expect(result.consentLogs + result.enquiries + result.auditEvents + result.accountTokens).toBeGreaterThanOrEqual(4);

    const correlationIds = (
      await db.selectFrom('consentLogs').select('correlationId').where('correlationId', 'like', `${tag}-%`).execute()
    ).map((r) => r.correlationId);
    expect(correlationIds).toEqual([`${tag}-kept`]);
    const messages = (
      await db.selectFrom('contactSubmissions').select('message').where('message', 'like', `${tag}-%`).execute()
    ).map((r) => r.message);
    expect(messages.sort()).toEqual([`${tag}-kept`, `${tag}-kept-unhandled`]);
    const sids = (await db.selectFrom('sessions').select('sid').where('sid', 'like', `${tag}-%`).execute()).map(
      (r) => r.sid,
    );
    expect(sids).toEqual([`${tag}-kept`]);
    const keys = (await db.selectFrom('rateLimits').select('key').where('key', 'like', `${tag}:%`).execute()).map(
      (r) => r.key,
    );
    expect(keys).toEqual([`${tag}:kept`]);
    const tokens = await db.selectFrom('accountTokens').select('tokenHash').where('userId', '=', user!.id).execute();
    expect(tokens.map((r) => r.tokenHash)).toEqual([`${tag}-kept`]);
    const events = await db.selectFrom('auditEvents').select('actorEmail').where('actorId', '=', user!.id).execute();
    expect(events.map((r) => r.actorEmail)).toEqual([`${tag}-kept@example.com`]);
    const challenges = await db
      .selectFrom('twoFactorChallenges')
      .select('tokenHash')
      .where('userId', '=', user!.id)
      .execute();
    expect(challenges.map((r) => r.tokenHash)).toEqual([`${tag}-kept`]);
    const ceremonies = await db
      .selectFrom('passkeyChallenges')
      .select('challengeHash')
      .where('challengeHash', 'like', `${tag}-%`)
      .execute();
    expect(ceremonies.map((r) => r.challengeHash)).toEqual([`${tag}-kept`]);
    const deliveries = await db
      .selectFrom('briefingDeliveries')
      .select('entrySlug')
      .where('userId', '=', user!.id)
      .orderBy('entrySlug')
      .execute();
    expect(deliveries.map((r) => r.entrySlug)).toEqual([`${tag}-due`, `${tag}-kept`]);
    expect(result.briefingDeliveries).toBeGreaterThanOrEqual(1);
  });
});
