import type { Config } from '@netlify/functions';
import { deleteAccount, toAccountProfile, updateProfile } from '../lib/account/profile.ts';
import { getDb } from '../lib/db.ts';
import { answer, auditedEndpoint } from '../lib/http/endpoint.ts';
import { clearedSessionCookies } from '../lib/session/cookies.ts';

export default auditedEndpoint('account', {
  GET: ({ auth }) => toAccountProfile(auth.user),
  PATCH: ({ auth, body }) => updateProfile(getDb(), auth, body),
  DELETE: async ({ auth, request }) => {
    await deleteAccount(getDb(), auth);
    return answer(undefined, { headers: clearedSessionCookies(request) });
  },
});

export const config: Config = { path: '/api/account' };
