import type { Config } from '@netlify/functions';
import { requireAccountHolder } from '../lib/account/guard.ts';
import { deleteAccount, toAccountProfile, updateProfile } from '../lib/account/profile.ts';
import { getDb } from '../lib/db.ts';
import { json, noContent, readJson, route } from '../lib/http.ts';
import { clearedSessionCookies } from '../lib/session/cookies.ts';
import { accountDeletionSchema, profileUpdateSchema } from '../../src/schemas/account.ts';

export default route({
  GET: async (request) => json(toAccountProfile((await requireAccountHolder(request, getDb())).user)),
  PATCH: async (request) => {
    const auth = await requireAccountHolder(request, getDb());
    const input = await readJson(request, profileUpdateSchema, { maxBytes: 2048 });
    return json(await updateProfile(getDb(), auth, input));
  },
  DELETE: async (request) => {
    const auth = await requireAccountHolder(request, getDb());
    const input = await readJson(request, accountDeletionSchema, { maxBytes: 2048 });
    await deleteAccount(getDb(), auth, input);
    return noContent({ headers: clearedSessionCookies(request) });
  },
});

export const config: Config = { path: '/api/account' };
