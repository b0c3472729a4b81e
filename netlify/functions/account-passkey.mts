import type { Config } from '@netlify/functions';
import { getDb } from '../lib/db.ts';
import { auditedEndpoint } from '../lib/http/endpoint.ts';
import { mailContext } from '../lib/mail/context.ts';
import { removeOwnPasskey, renameOwnPasskey } from '../lib/passkeys/account.ts';

export default auditedEndpoint('account-passkey', {
  PATCH: ({ auth, body, params }) => renameOwnPasskey(getDb(), auth, params.id, body.name),
  DELETE: async ({ auth, params, context }) => {
    await removeOwnPasskey(getDb(), auth, params.id, mailContext(context));
  },
});

export const config: Config = { path: '/api/account/passkeys/:id' };
