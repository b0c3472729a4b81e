import type { Config } from '@netlify/functions';
import { readAccountRequest, requireAccountHolder } from '../lib/account/guard.ts';
import { deleteAccount, toAccountProfile, updateProfile } from '../lib/account/profile.ts';
import { getDb } from '../lib/db.ts';
import { auditedRoute, json, noContent } from '../lib/http.ts';
import { clearedSessionCookies } from '../lib/session/cookies.ts';
import { accountDeletionSchema, profileUpdateSchema } from '../../src/schemas/account.ts';

export default auditedRoute({
  GET: async (request) => json(toAccountProfile((await requireAccountHolder(request, getDb())).user)),
  PATCH: async (request) => {
    const { auth, input } = await readAccountRequest(request, getDb(), profileUpdateSchema);
    return json(await updateProfile(getDb(), auth, input));
  },
  DELETE: async (request) => {
    const { auth, input } = await readAccountRequest(request, getDb(), accountDeletionSchema);
    await deleteAccount(getDb(), auth, input);
    return noContent({ headers: clearedSessionCookies(request) });
  },
});

export const config: Config = { path: '/api/account' };
