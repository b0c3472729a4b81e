import type { Config } from '@netlify/functions';
import { readAccountRequest } from '../lib/account/guard.ts';
import { changePassword } from '../lib/account/profile.ts';
import { getDb } from '../lib/db.ts';
import { auditedRoute, noContent } from '../lib/http.ts';
import { passwordChangeSchema } from '../../src/schemas/account.ts';

export default auditedRoute({
  PUT: async (request) => {
    const { auth, input } = await readAccountRequest(request, getDb(), passwordChangeSchema);
    await changePassword(getDb(), auth, input);
    return noContent();
  },
});

export const config: Config = { path: '/api/account/password' };
