// The link from the reset e-mail: a new password, every session of the account ended, and this browser
// remembered as the owner's (the device cookie), since it has just proved the mailbox. The second factors
// added in the last 30 days are mailed to the member (or removed, when they ask); older passkeys are kept.
import type { Config } from '@netlify/functions';
import { resetPasswordWithToken } from '../lib/account/password-reset.ts';
import { deviceCookieFor } from '../lib/auth/devices.ts';
import { getDb } from '../lib/db.ts';
import { mailContext } from '../lib/mail/context.ts';
import { noticeFactorsAfterPassword } from '../lib/account/recent-factors.ts';
import { clientIp } from '../lib/http.ts';
import { answer, auditedEndpoint } from '../lib/http/endpoint.ts';

export default auditedEndpoint('password-reset', {
  POST: async ({ body, request, context }) => {
    const { email, userId, removed } = await resetPasswordWithToken(getDb(), body, { ip: clientIp(context) });
    await noticeFactorsAfterPassword(getDb(), userId, mailContext(context), { how: 'reset', removed });
    return answer(undefined, { headers: { 'set-cookie': deviceCookieFor(request, email) } });
  },
});

export const config: Config = { path: '/api/password/reset' };
