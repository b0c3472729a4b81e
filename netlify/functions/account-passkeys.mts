import type { Config } from '@netlify/functions';
import { readAccountRequest, requireAccountHolder } from '../lib/account/guard.ts';
import { getDb } from '../lib/db.ts';
import { auditedRoute, json } from '../lib/http.ts';
import { mailContext } from '../lib/mail/context.ts';
import { addPasskey, listPasskeys } from '../lib/passkeys/account.ts';
import { passkeyAddSchema } from '../../src/schemas/passkeys.ts';

export default auditedRoute({
  GET: async (request) => json(await listPasskeys(getDb(), await requireAccountHolder(request, getDb()))),
  POST: async (request, context) => {
    // A WebAuthn answer is larger than other account bodies (a public key, an attestation).
    const { auth, input } = await readAccountRequest(request, getDb(), passkeyAddSchema, { maxBytes: 24 * 1024 });
    const meta = { userAgent: request.headers.get('user-agent'), mail: mailContext(context) };
    return json(await addPasskey(getDb(), auth, input, meta), { status: 201 });
  },
});

export const config: Config = { path: '/api/account/passkeys' };
