// Every change to a member's passkeys is mailed to them after the response, whoever made it: if it was not
// them, the mail is how they find out.
import type { Kysely } from 'kysely';
import type { Database, User } from '../../../db/rows.ts';
import { now } from '../clock.ts';
import type { MailContext } from '../mail/context.ts';
import { passkeyChangeMail, type PasskeyChange } from '../mail/messages.ts';
import { sendMail } from '../mail/transport.ts';
import { findUserById } from '../users/repository.ts';
import { listUserPasskeys } from './repository.ts';

export function queuePasskeyNotice(
  user: Pick<User, 'id' | 'email' | 'firstName'>,
  change: PasskeyChange,
  mail: MailContext,
  passkeyName?: string,
): void {
  const message = passkeyChangeMail({
    firstName: user.firstName,
    change,
    passkeyName,
    at: now(),
    accountUrl: `${mail.origin}/account`,
  });
  mail.defer(sendMail({ to: user.email, ...message }, { kind: 'passkey-change', userId: user.id, change }));
}

/** After a password reset: the passkeys stay, and the member is told so (only if they have any). */
export async function noticePasskeysKept(db: Kysely<Database>, userId: string, mail: MailContext): Promise<void> {
  if ((await listUserPasskeys(db, userId)).length === 0) return;
  const user = await findUserById(db, userId);
  if (user) queuePasskeyNotice(user, 'password_reset', mail);
}
