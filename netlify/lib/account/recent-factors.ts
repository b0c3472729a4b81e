// The second factors added to an account recently (passkeys, and the code app): listed in the mail that
// follows a password change or reset, and removable with the reset, since whoever knew the old password
// may have added them.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/rows.ts';
import { RECENT_FACTOR_DAYS } from '../../../src/schemas/account.ts';
import { now } from '../clock.ts';
import type { MailContext } from '../mail/context.ts';
import { factorReviewMail } from '../mail/factor-review.ts';
import { sendMail } from '../mail/transport.ts';
import { noticePasskeysKept } from '../passkeys/notices.ts';
import { disableTwoFactor } from '../two-factor/repository.ts';
import { findUserById } from '../users/repository.ts';

type Db = Kysely<Database> | Transaction<Database>;

const since = (at: Date) => new Date(at.getTime() - RECENT_FACTOR_DAYS * 24 * 60 * 60 * 1000);

export interface RecentFactors {
  passkeys: { name: string; addedAt: Date }[];
  codeAppAt: Date | null;
}

export async function recentFactors(db: Db, userId: string, at: Date = now()): Promise<RecentFactors> {
  const passkeys = await db
    .selectFrom('passkeys')
    .select(['name', 'createdAt'])
    .where('userId', '=', userId)
    .where('createdAt', '>=', since(at))
    .orderBy('createdAt')
    .execute();
  const user = await db.selectFrom('users').select('twoFactorEnabledAt').where('id', '=', userId).executeTakeFirst();
  const enabled = user?.twoFactorEnabledAt ? new Date(user.twoFactorEnabledAt) : null;
  return {
    passkeys: passkeys.map((row) => ({ name: row.name, addedAt: new Date(row.createdAt) })),
    codeAppAt: enabled && enabled >= since(at) ? enabled : null,
  };
}

/** Removes the passkeys added and the code app turned on in the period; what was removed. */
export async function removeRecentFactors(
  trx: Transaction<Database>,
  userId: string,
  at: Date,
): Promise<RecentFactors> {
  const found = await recentFactors(trx, userId, at);
  await trx.deleteFrom('passkeys').where('userId', '=', userId).where('createdAt', '>=', since(at)).execute();
  if (found.codeAppAt) await disableTwoFactor(trx, userId, at);
  return found;
}

/**
 * After the response to a password change or reset: the mail listing the second factors added recently
 * (or removed with the reset), with the way to /account. With none, a reset still tells a member who has
 * passkeys that they were kept.
 */
export async function noticeFactorsAfterPassword(
  db: Kysely<Database>,
  userId: string,
  mail: MailContext,
  change: { how: 'changed' | 'reset'; removed?: RecentFactors },
): Promise<void> {
  const factors = change.removed ?? (await recentFactors(db, userId));
  const user = await findUserById(db, userId);
  if (!user) return;
  if (factors.passkeys.length === 0 && !factors.codeAppAt) {
    if (change.how === 'reset') await noticePasskeysKept(db, userId, mail);
    return;
  }
  const message = factorReviewMail({
    firstName: user.firstName,
    how: change.how,
    ...factors,
    removed: Boolean(change.removed),
    days: RECENT_FACTOR_DAYS,
    accountUrl: `${mail.origin}/account`,
  });
  mail.defer(sendMail({ to: user.email, ...message }, { kind: 'factor-review', userId }));
}
