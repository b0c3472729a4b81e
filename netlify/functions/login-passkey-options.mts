import type { Config } from '@netlify/functions';
import { getDb } from '../lib/db.ts';
import { clientIp } from '../lib/http.ts';
import { auditedEndpoint } from '../lib/http/endpoint.ts';
import { startPasskeySignIn } from '../lib/passkeys/sign-in.ts';

export default auditedEndpoint('login-passkey-options', {
  POST: ({ context }) => startPasskeySignIn(getDb(), clientIp(context)),
});

export const config: Config = { path: '/api/login/passkey/options' };
