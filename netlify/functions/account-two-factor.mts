import type { Config } from '@netlify/functions';
import { readAccountRequest, requireAccountHolder } from '../lib/account/guard.ts';
import { getDb } from '../lib/db.ts';
import { auditedRoute, json, noContent } from '../lib/http.ts';
import { disableTwoFactorSignIn, enableTwoFactor, twoFactorStatus } from '../lib/two-factor/enrolment.ts';
import { twoFactorDisableSchema, twoFactorEnableSchema } from '../../src/schemas/two-factor.ts';

export default auditedRoute({
  GET: async (request) => json(await twoFactorStatus(getDb(), await requireAccountHolder(request, getDb()))),
  POST: async (request) => {
    const { auth, input } = await readAccountRequest(request, getDb(), twoFactorEnableSchema);
    return json(await enableTwoFactor(getDb(), auth, input), { status: 201 });
  },
  DELETE: async (request) => {
    const { auth, input } = await readAccountRequest(request, getDb(), twoFactorDisableSchema);
    await disableTwoFactorSignIn(getDb(), auth, input);
    return noContent();
  },
});

export const config: Config = { path: '/api/account/two-factor' };
