// The link from the verification e-mail. No sign-in needed: the token is the proof, and the link is often
// opened on another device than the one signed in.
import type { Config } from '@netlify/functions';
import { verifyEmail } from '../lib/account/verification.ts';
import { getDb } from '../lib/db.ts';
import { clientIp } from '../lib/http.ts';
import { auditedEndpoint } from '../lib/http/endpoint.ts';

export default auditedEndpoint('account-verify-email', {
  POST: ({ body, context }) => verifyEmail(getDb(), body, { ip: clientIp(context) }),
});

export const config: Config = { path: '/api/account/verify-email' };
