import type { Config } from '@netlify/functions';
import { getDb } from '../lib/db.ts';
import { auditedEndpoint } from '../lib/http/endpoint.ts';
import { startAddingPasskey } from '../lib/passkeys/account.ts';

export default auditedEndpoint('account-passkey-options', {
  POST: ({ auth }) => startAddingPasskey(getDb(), auth),
});

export const config: Config = { path: '/api/account/passkey-options' };
