import type { Config } from '@netlify/functions';
import { readAccountRequest } from '../lib/account/guard.ts';
import { getDb } from '../lib/db.ts';
import { auditedRoute, json } from '../lib/http.ts';
import { mailContext } from '../lib/mail/context.ts';
import { regenerateRecoveryCodes } from '../lib/two-factor/enrolment.ts';
import { twoFactorConfirmSchema } from '../../src/schemas/two-factor.ts';

export default auditedRoute({
  POST: async (request, context) => {
    const { auth, input } = await readAccountRequest(request, getDb(), twoFactorConfirmSchema);
    return json(await regenerateRecoveryCodes(getDb(), auth, input, mailContext(context)), { status: 201 });
  },
});

export const config: Config = { path: '/api/account/two-factor/recovery-codes' };
