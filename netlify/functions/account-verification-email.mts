// 'Send the link again': a new verification e-mail for the signed-in member.
import type { Config } from '@netlify/functions';
import { resendVerificationLink } from '../lib/account/verification.ts';
import { getDb } from '../lib/db.ts';
import { auditedEndpoint } from '../lib/http/endpoint.ts';
import { mailContext } from '../lib/mail/context.ts';

export default auditedEndpoint('account-verification-email', {
  POST: ({ auth, context }) => resendVerificationLink(getDb(), auth, mailContext(context)),
});

export const config: Config = { path: '/api/account/verification-email' };
