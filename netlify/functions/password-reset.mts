// The link from the reset e-mail: a new password, every session of the account ended.
import type { Config } from '@netlify/functions';
import { resetPasswordWithToken } from '../lib/account/password-reset.ts';
import { getDb } from '../lib/db.ts';
import { clientIp, noContent, readJson, route } from '../lib/http.ts';
import { passwordResetSchema } from '../../src/schemas/account.ts';

export default route({
  POST: async (request, context) => {
    const input = await readJson(request, passwordResetSchema, { maxBytes: 2048 });
    await resetPasswordWithToken(getDb(), input, { ip: clientIp(request, context) });
    return noContent();
  },
});

export const config: Config = { path: '/api/password/reset' };
