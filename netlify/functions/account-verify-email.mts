// The link from the verification e-mail. No sign-in needed: the token is the proof, and the link is often
// opened on another device than the one signed in.
import type { Config } from '@netlify/functions';
import { verifyEmail } from '../lib/account/verification.ts';
import { getDb } from '../lib/db.ts';
import { clientIp, noContent, readJson, auditedRoute } from '../lib/http.ts';
import { verifyEmailSchema } from '../../src/schemas/account.ts';

export default auditedRoute({
  POST: async (request, context) => {
    const input = await readJson(request, verifyEmailSchema, { maxBytes: 1024 });
    await verifyEmail(getDb(), input, { ip: clientIp(context) });
    return noContent();
  },
});

export const config: Config = { path: '/api/account/verify-email' };
