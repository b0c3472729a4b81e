import type { Config } from '@netlify/functions';
import { getDb } from '../lib/db.ts';
import { auditedEndpoint } from '../lib/http/endpoint.ts';
import { mailContext } from '../lib/mail/context.ts';
import { regenerateRecoveryCodes } from '../lib/two-factor/enrolment.ts';

export default auditedEndpoint('account-two-factor-recovery-codes', {
  POST: ({ auth, context }) => regenerateRecoveryCodes(getDb(), auth, mailContext(context)),
});

export const config: Config = { path: '/api/account/two-factor/recovery-codes' };
