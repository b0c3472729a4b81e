import type { Config } from '@netlify/functions';
import { getDb } from '../lib/db.ts';
import { auditedEndpoint } from '../lib/http/endpoint.ts';
import { mailContext } from '../lib/mail/context.ts';
import { disableTwoFactorSignIn, enableTwoFactor, twoFactorStatus } from '../lib/two-factor/enrolment.ts';

export default auditedEndpoint('account-two-factor', {
  GET: ({ auth }) => twoFactorStatus(getDb(), auth),
  POST: ({ auth, body, context }) => enableTwoFactor(getDb(), auth, body, mailContext(context)),
  DELETE: ({ auth, context }) => disableTwoFactorSignIn(getDb(), auth, mailContext(context)),
});

export const config: Config = { path: '/api/account/two-factor' };
