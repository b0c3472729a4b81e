import type { Config } from '@netlify/functions';
import { readAccountRequest, requireAccountHolder } from '../lib/account/guard.ts';
import { getDb } from '../lib/db.ts';
import { auditedRoute, json, noContent } from '../lib/http.ts';
import { mailContext } from '../lib/mail/context.ts';
import { disableTwoFactorSignIn, enableTwoFactor, twoFactorStatus } from '../lib/two-factor/enrolment.ts';
import { twoFactorConfirmSchema, twoFactorEnableSchema } from '../../src/schemas/two-factor.ts';

export default auditedRoute({
  GET: async (request) => json(await twoFactorStatus(getDb(), await requireAccountHolder(request, getDb()))),
  POST: async (request, context) => {
    const { auth, input } = await readAccountRequest(request, getDb(), twoFactorEnableSchema);
    return json(await enableTwoFactor(getDb(), auth, input, mailContext(context)), { status: 201 });
  },
  DELETE: async (request, context) => {
    const { auth, input } = await readAccountRequest(request, getDb(), twoFactorConfirmSchema);
    await disableTwoFactorSignIn(getDb(), auth, input, mailContext(context));
    return noContent();
  },
});

export const config: Config = { path: '/api/account/two-factor' };
