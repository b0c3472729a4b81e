import type { Config } from '@netlify/functions';
import { readAccountRequest } from '../lib/account/guard.ts';
import { getDb } from '../lib/db.ts';
import { auditedRoute, json } from '../lib/http.ts';
import { startAddingPasskey } from '../lib/passkeys/account.ts';
import { passkeyOptionsRequestSchema } from '../../src/schemas/passkeys.ts';

export default auditedRoute({
  POST: async (request) => {
    const { auth, input } = await readAccountRequest(request, getDb(), passkeyOptionsRequestSchema);
    return json(await startAddingPasskey(getDb(), auth, input.password));
  },
});

export const config: Config = { path: '/api/account/passkey-options' };
