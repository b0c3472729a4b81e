import type { Config } from '@netlify/functions';
import { changePassword } from '../lib/account/profile.ts';
import { getDb } from '../lib/db.ts';
import { auditedEndpoint } from '../lib/http/endpoint.ts';
import { noticeFactorsAfterPassword } from '../lib/account/recent-factors.ts';
import { mailContext } from '../lib/mail/context.ts';

export default auditedEndpoint('account-password', {
  PUT: async ({ auth, body, context }) => {
    await changePassword(getDb(), auth, body);
    await noticeFactorsAfterPassword(getDb(), auth.user.id, mailContext(context), { how: 'changed' });
  },
});

export const config: Config = { path: '/api/account/password' };
