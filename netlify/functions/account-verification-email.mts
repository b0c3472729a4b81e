// 'Send the link again': a new verification e-mail for the signed-in member.
import type { Config } from '@netlify/functions';
import { requireAccountHolder } from '../lib/account/guard.ts';
import { resendVerificationLink } from '../lib/account/verification.ts';
import { getDb } from '../lib/db.ts';
import { assertNoBodyOrJson, json, auditedRoute } from '../lib/http.ts';
import { mailContext } from '../lib/mail/context.ts';

export default auditedRoute({
  POST: async (request, context) => {
    assertNoBodyOrJson(request);
    const auth = await requireAccountHolder(request, getDb());
    return json(await resendVerificationLink(getDb(), auth, mailContext(context)), { status: 202 });
  },
});

export const config: Config = { path: '/api/account/verification-email' };
