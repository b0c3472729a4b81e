// A member's choice to get briefings by e-mail: a subscription row while it stands, and a consent row for
// every choice (subscribed or not, its wording, where it was made, when), each with its audit event in the
// same transaction. Unsubscribing cancels every briefing still waiting for the member, in that transaction.
// Double opt-in: briefings go only to a verified address. A member who subscribes before confirming theirs
// is sent the confirmation link; the choice is recorded at once and takes effect when the address is
// confirmed (the first entry queued after that goes to them).
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/rows.ts';
import { BRIEFINGS_CHOICE_WORDING, type BriefingPreference } from '../../../src/schemas/briefings.ts';
import { VERIFICATION_RESENDS_PER_USER } from '../account/limits.ts';
import { queueVerificationLink } from '../account/verification.ts';
import { audited, party } from '../audit/trail.ts';
import { now } from '../clock.ts';
import type { MailContext } from '../mail/context.ts';
import { hit } from '../rate-limit.ts';
import { cancelWaiting, UNSUBSCRIBED } from './queue.ts';

export type ChoiceSource = 'account' | 'unsubscribe-link';

export async function briefingPreference(db: Kysely<Database>, userId: string): Promise<BriefingPreference> {
  const [subscription, latest, user] = await Promise.all([
    db.selectFrom('briefingSubscriptions').select('userId').where('userId', '=', userId).executeTakeFirst(),
    db
      .selectFrom('briefingConsents')
      .select('recordedAt')
      .where('userId', '=', userId)
      .orderBy('recordedAt', 'desc')
      .limit(1)
      .executeTakeFirst(),
    db.selectFrom('users').select('isVerified').where('id', '=', userId).executeTakeFirst(),
  ]);
  return {
    subscribed: subscription !== undefined,
    awaitingVerification: subscription !== undefined && !user?.isVerified,
    wording: BRIEFINGS_CHOICE_WORDING,
    changedAt: latest ? latest.recordedAt.toISOString() : null,
  };
}

/** Who chooses: the member, and for subscribing on /account, whether their address is confirmed. */
export interface Chooser {
  id: string;
  email: string;
  firstName?: string;
  isVerified?: boolean;
}

/**
 * Records a member's choice (and, when it changes anything, subscribes or unsubscribes them). Turning
 * briefings on with an unconfirmed address sends the confirmation link (within the resend limit: past it,
 * the account page's own button sends it later).
 */
export async function chooseBriefings(
  db: Kysely<Database>,
  user: Chooser,
  subscribed: boolean,
  source: ChoiceSource,
  request: { ip?: string; mail?: MailContext } = {},
): Promise<BriefingPreference> {
  const at = now();
  const { ip, mail } = request;
  const started = await audited(
    db,
    async (trx) => {
      let added = false;
      if (subscribed) {
        const inserted = await trx
          .insertInto('briefingSubscriptions')
          .values({ userId: user.id, subscribedAt: at })
          .onConflict((c) => c.column('userId').doNothing())
          .executeTakeFirst();
        added = Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
      } else {
        await trx.deleteFrom('briefingSubscriptions').where('userId', '=', user.id).execute();
        await cancelWaiting(trx, user.id, UNSUBSCRIBED, at);
      }
      await trx
        .insertInto('briefingConsents')
        .values({ userId: user.id, subscribed, wording: BRIEFINGS_CHOICE_WORDING, source, recordedAt: at })
        .execute();
      return added;
    },
    {
      action: subscribed ? 'briefings.subscribed' : 'briefings.unsubscribed',
      actor: party(user),
      ip,
      details: { source },
    },
  );
  if (started && mail && user.isVerified === false && user.firstName !== undefined) {
    const { allowed } = await hit(db, VERIFICATION_RESENDS_PER_USER, user.id, at);
    if (allowed)
      queueVerificationLink(db, { id: user.id, email: user.email, firstName: user.firstName }, mail, 'briefings');
  }
  return briefingPreference(db, user.id);
}
