// The link from the reset e-mail: a new password, every session of the account ended, and this browser
// remembered as the owner's (the device cookie), since it has just proved the mailbox. Passkeys are kept;
// a member who has any is told so by e-mail.
import type { Config } from '@netlify/functions';
import { resetPasswordWithToken } from '../lib/account/password-reset.ts';
import { deviceCookieFor } from '../lib/auth/devices.ts';
import { getDb } from '../lib/db.ts';
import { mailContext } from '../lib/mail/context.ts';
import { noticePasskeysKept } from '../lib/passkeys/notices.ts';
import { clientIp } from '../lib/http.ts';
import { answer, auditedEndpoint } from '../lib/http/endpoint.ts';

export default auditedEndpoint('password-reset', {
  POST: async ({ body, request, context }) => {
    const { email, userId } = await resetPasswordWithToken(getDb(), body, { ip: clientIp(context) });
    await noticePasskeysKept(getDb(), userId, mailContext(context));
    return answer(undefined, { headers: { 'set-cookie': deviceCookieFor(request, email) } });
  },
});

export const config: Config = { path: '/api/password/reset' };
