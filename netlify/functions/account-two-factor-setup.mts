import type { Config } from '@netlify/functions';
import { getDb } from '../lib/db.ts';
import { auditedEndpoint } from '../lib/http/endpoint.ts';
import { startSetup } from '../lib/two-factor/enrolment.ts';

export default auditedEndpoint('account-two-factor-setup', {
  POST: ({ auth }) => startSetup(getDb(), auth),
});

export const config: Config = { path: '/api/account/two-factor/setup' };
