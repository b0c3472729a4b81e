import type { Config } from '@netlify/functions';
import { getDb } from '../lib/db.ts';
import { assertNoBodyOrJson, auditedRoute, clientIp, json } from '../lib/http.ts';
import { startPasskeySignIn } from '../lib/passkeys/sign-in.ts';

export default auditedRoute({
  POST: async (request, context) => {
    assertNoBodyOrJson(request);
    return json(await startPasskeySignIn(getDb(), clientIp(context)));
  },
});

export const config: Config = { path: '/api/login/passkey/options' };
