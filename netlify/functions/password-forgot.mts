// 'Forgot your password?': the same 202 whether or not the address has an account.
import type { Config } from '@netlify/functions';
import { requestPasswordReset } from '../lib/account/password-reset.ts';
import { getDb } from '../lib/db.ts';
import { clientIp, json, readJson, auditedRoute } from '../lib/http.ts';
import { mailContext } from '../lib/mail/context.ts';
import { forgotPasswordSchema } from '../../src/schemas/account.ts';

export default auditedRoute({
  POST: async (request, context) => {
    const input = await readJson(request, forgotPasswordSchema, { maxBytes: 1024 });
    const answer = await requestPasswordReset(getDb(), input, {
      ip: clientIp(context),
      mail: mailContext(context),
    });
    return json(answer, { status: 202 });
  },
});

export const config: Config = { path: '/api/password/forgot' };
