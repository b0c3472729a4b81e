// The link from the reset e-mail: a new password, every session of the account ended.
import type { Config } from '@netlify/functions';
import { resetPasswordWithToken } from '../lib/account/password-reset.ts';
import { getDb } from '../lib/db.ts';
import { clientIp, noContent, readJson, auditedRoute } from '../lib/http.ts';
import { passwordResetSchema } from '../../src/schemas/account.ts';

export default auditedRoute({
  POST: async (request, context) => {
    const input = await readJson(request, passwordResetSchema, { maxBytes: 2048 });
    await resetPasswordWithToken(getDb(), input, { ip: clientIp(context) });
    return noContent();
  },
});

export const config: Config = { path: '/api/password/reset' };
