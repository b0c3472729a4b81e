// 'Forgot your password?': the same 202 whether or not the address has an account.
import type { Config } from '@netlify/functions';
import { requestPasswordReset } from '../lib/account/password-reset.ts';
import { getDb } from '../lib/db.ts';
import { clientIp } from '../lib/http.ts';
import { auditedEndpoint } from '../lib/http/endpoint.ts';
import { mailContext } from '../lib/mail/context.ts';

export default auditedEndpoint('password-forgot', {
  POST: ({ body, context }) =>
    requestPasswordReset(getDb(), body, { ip: clientIp(context), mail: mailContext(context) }),
});

export const config: Config = { path: '/api/password/forgot' };
