import type { Config } from '@netlify/functions';
import { readAccountRequest } from '../lib/account/guard.ts';
import { getDb } from '../lib/db.ts';
import { auditedRoute, json } from '../lib/http.ts';
import { startSetup } from '../lib/two-factor/enrolment.ts';
import { twoFactorSetupSchema } from '../../src/schemas/two-factor.ts';

export default auditedRoute({
  POST: async (request) => {
    const { auth, input } = await readAccountRequest(request, getDb(), twoFactorSetupSchema);
    return json(await startSetup(getDb(), auth, input), { status: 201 });
  },
});

export const config: Config = { path: '/api/account/two-factor/setup' };
