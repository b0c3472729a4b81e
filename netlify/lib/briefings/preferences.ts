// A member's choice to get briefings by e-mail: a subscription row while it stands, and a consent row for
// every choice (subscribed or not, its wording, where it was made, when), each with its audit event in the
// same transaction.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/rows.ts';
import { BRIEFINGS_CHOICE_WORDING, type BriefingPreference } from '../../../src/schemas/briefings.ts';
import { audited, party } from '../audit/trail.ts';
import { now } from '../clock.ts';

export type ChoiceSource = 'account' | 'unsubscribe-link';

export async function briefingPreference(db: Kysely<Database>, userId: string): Promise<BriefingPreference> {
  const [subscription, latest] = await Promise.all([
    db.selectFrom('briefingSubscriptions').select('userId').where('userId', '=', userId).executeTakeFirst(),
    db
      .selectFrom('briefingConsents')
      .select('recordedAt')
      .where('userId', '=', userId)
      .orderBy('recordedAt', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return {
    subscribed: subscription !== undefined,
    wording: BRIEFINGS_CHOICE_WORDING,
    changedAt: latest ? latest.recordedAt.toISOString() : null,
  };
}

/** Records a member's choice (and, when it changes anything, subscribes or unsubscribes them). */
export async function chooseBriefings(
  db: Kysely<Database>,
  user: { id: string; email: string },
  subscribed: boolean,
  source: ChoiceSource,
  ip?: string,
): Promise<BriefingPreference> {
  const at = now();
  await audited(
    db,
    async (trx) => {
      if (subscribed) {
        await trx
          .insertInto('briefingSubscriptions')
          .values({ userId: user.id, subscribedAt: at })
          .onConflict((c) => c.column('userId').doNothing())
          .execute();
      } else {
        await trx.deleteFrom('briefingSubscriptions').where('userId', '=', user.id).execute();
      }
      await trx
        .insertInto('briefingConsents')
        .values({ userId: user.id, subscribed, wording: BRIEFINGS_CHOICE_WORDING, source, recordedAt: at })
        .execute();
    },
    {
      action: subscribed ? 'briefings.subscribed' : 'briefings.unsubscribed',
      actor: party(user),
      ip,
      details: { source },
    },
  );
  return briefingPreference(db, user.id);
}
