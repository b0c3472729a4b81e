import type { Config } from '@netlify/functions';
import { getDb } from '../lib/db.ts';
import { auditedEndpoint } from '../lib/http/endpoint.ts';
import { startConfirmation } from '../lib/passkeys/confirmation.ts';

export default auditedEndpoint('account-confirmation-options', {
  POST: ({ auth }) => startConfirmation(getDb(), auth),
});

export const config: Config = { path: '/api/account/confirmation-options' };
