// A member's briefings in their data export: whether they get them, every choice they made (its words,
// where, when), and each briefing e-mailed to them (which entry, its state, when it was sent).
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/rows.ts';

export async function briefingsOfMember(db: Kysely<Database>, userId: string) {
  const [subscription, choices, emails] = await Promise.all([
    db.selectFrom('briefingSubscriptions').select('subscribedAt').where('userId', '=', userId).executeTakeFirst(),
    db
      .selectFrom('briefingConsents')
      .select(['subscribed', 'wording', 'source', 'recordedAt'])
      .where('userId', '=', userId)
      .orderBy('recordedAt')
      .execute(),
    db
      .selectFrom('briefingDeliveries')
      .select(['entrySlug', 'status', 'attempts', 'sentAt'])
      .where('userId', '=', userId)
      .orderBy('id')
      .execute(),
  ]);
  return {
    subscribedSince: subscription?.subscribedAt.toISOString() ?? null,
    choices: choices.map((row) => ({ ...row, recordedAt: row.recordedAt.toISOString() })),
    emails: emails.map((row) => ({
      entry: row.entrySlug,
      status: row.status,
      attempts: row.attempts,
      sentAt: row.sentAt?.toISOString() ?? null,
    })),
  };
}
