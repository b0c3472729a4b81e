import type { Config } from '@netlify/functions';
import { getDb } from '../lib/db.ts';
import { auditedEndpoint } from '../lib/http/endpoint.ts';
import { mailContext } from '../lib/mail/context.ts';
import { addPasskey, listPasskeys } from '../lib/passkeys/account.ts';

export default auditedEndpoint('account-passkeys', {
  GET: ({ auth }) => listPasskeys(getDb(), auth),
  POST: ({ auth, body, request, context }) =>
    addPasskey(getDb(), auth, body, { userAgent: request.headers.get('user-agent'), mail: mailContext(context) }),
});

export const config: Config = { path: '/api/account/passkeys' };
