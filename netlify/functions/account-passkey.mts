import type { Config } from '@netlify/functions';
import { readAccountRequest } from '../lib/account/guard.ts';
import { getDb } from '../lib/db.ts';
import { auditedRoute, json, noContent } from '../lib/http.ts';
import { mailContext } from '../lib/mail/context.ts';
import { removeOwnPasskey, renameOwnPasskey } from '../lib/passkeys/account.ts';
import { passkeyRemoveSchema, passkeyRenameSchema } from '../../src/schemas/passkeys.ts';

export default auditedRoute({
  PATCH: async (request, context) => {
    const { auth, input } = await readAccountRequest(request, getDb(), passkeyRenameSchema);
    return json(await renameOwnPasskey(getDb(), auth, context.params.id, input.name));
  },
  DELETE: async (request, context) => {
    const { auth, input } = await readAccountRequest(request, getDb(), passkeyRemoveSchema);
    await removeOwnPasskey(getDb(), auth, context.params.id, input.password, mailContext(context));
    return noContent();
  },
});

export const config: Config = { path: '/api/account/passkeys/:id' };
