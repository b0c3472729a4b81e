// Every change to a member's two-factor sign-in is mailed to them after the response, whoever made it:
// if it was not them, the mail is how they find out that someone else holds their session.
import type { User } from '../../../db/rows.ts';
import { now } from '../clock.ts';
import type { MailContext } from '../mail/context.ts';
import { twoFactorChangeMail, type TwoFactorChange } from '../mail/messages.ts';
import { sendMail } from '../mail/transport.ts';

export function queueTwoFactorNotice(
  user: Pick<User, 'id' | 'email' | 'firstName'>,
  change: TwoFactorChange,
  mail: MailContext,
): void {
  const message = twoFactorChangeMail({
    firstName: user.firstName,
    change,
    at: now(),
    accountUrl: `${mail.origin}/account`,
  });
  mail.defer(sendMail({ to: user.email, ...message }, { kind: 'two-factor-change', userId: user.id, change }));
}
