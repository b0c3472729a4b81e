import type { Config } from '@netlify/functions';
import { requireAccountHolder } from '../lib/account/guard.ts';
import { changePassword } from '../lib/account/profile.ts';
import { getDb } from '../lib/db.ts';
import { noContent, readJson, route } from '../lib/http.ts';
import { passwordChangeSchema } from '../../src/schemas/account.ts';

export default route({
  PUT: async (request) => {
    const auth = await requireAccountHolder(request, getDb());
    const input = await readJson(request, passwordChangeSchema, { maxBytes: 2048 });
    await changePassword(getDb(), auth, input);
    return noContent();
  },
});

export const config: Config = { path: '/api/account/password' };
