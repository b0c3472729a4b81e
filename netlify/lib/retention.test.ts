import { describe, expect, it } from 'vitest';
import { getDb } from './db.ts';
import { insertUser } from './users/repository.ts';
import { purgeExpired, RETENTION } from './retention.ts';

const DAY_MS = 86_400_000;
const NOW = new Date('2031-06-01T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS);
const choices = JSON.stringify({ essential: true, analytics: false, marketing: false, functional: false });

describe('purgeExpired', () => {
  it('deletes only records past their retention period', async () => {
    const db = getDb();
    const tag = crypto.randomUUID();
    const consent = (createdAt: Date, label: string) => ({
      ipAddress: '203.0.113.0',
      action: 'grant' as const,
      consentChoices: choices,
      consentMethod: 'reject_all' as const,
      correlationId: `${tag}-${label}`,
      createdAt,
    });
    await db
      .insertInto('consentLogs')
      .values([
        consent(daysAgo(RETENTION.consentLogsDays + 1), 'old'),
        consent(daysAgo(RETENTION.consentLogsDays - 1), 'kept'),
      ])
      .execute();
    const enquiry = (createdAt: Date, label: string) => ({
      firstName: 'Old',
      lastName: 'Enquiry',
      email: 'old@example.com',
      serviceInterest: 'general',
      message: `${tag}-${label}`,
      createdAt,
    });
    await db
      .insertInto('contactSubmissions')
      .values([
        enquiry(daysAgo(RETENTION.enquiriesDays + 1), 'old'),
        enquiry(daysAgo(RETENTION.enquiriesDays - 1), 'kept'),
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
    const sess = JSON.stringify({ userId: user!.id, createdAt: NOW.toISOString() });
    await db
      .insertInto('sessions')
      .values([
        { sid: `${tag}-old`, sess, expire: new Date(NOW.getTime() - 1000), userId: user!.id },
        { sid: `${tag}-kept`, sess, expire: new Date(NOW.getTime() + 60_000), userId: user!.id },
      ])
      .execute();
    await db
      .insertInto('rateLimits')
      .values([
        { key: `${tag}:old`, count: 3, resetAt: new Date(NOW.getTime() - 1000) },
        { key: `${tag}:kept`, count: 3, resetAt: new Date(NOW.getTime() + 60_000) },
      ])
      .execute();

    const result = await purgeExpired(db, NOW);
    for (const count of Object.values(result)) expect(count).toBeGreaterThanOrEqual(1);

    const correlationIds = (
      await db.selectFrom('consentLogs').select('correlationId').where('correlationId', 'like', `${tag}-%`).execute()
    ).map((r) => r.correlationId);
    expect(correlationIds).toEqual([`${tag}-kept`]);
    const messages = (
      await db.selectFrom('contactSubmissions').select('message').where('message', 'like', `${tag}-%`).execute()
    ).map((r) => r.message);
    expect(messages).toEqual([`${tag}-kept`]);
    const sids = (await db.selectFrom('sessions').select('sid').where('sid', 'like', `${tag}-%`).execute()).map(
      (r) => r.sid,
    );
    expect(sids).toEqual([`${tag}-kept`]);
    const keys = (await db.selectFrom('rateLimits').select('key').where('key', 'like', `${tag}:%`).execute()).map(
      (r) => r.key,
    );
    expect(keys).toEqual([`${tag}:kept`]);
  });
});
