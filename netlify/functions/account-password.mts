import type { Config } from '@netlify/functions';
import { changePassword } from '../lib/account/profile.ts';
import { getDb } from '../lib/db.ts';
import { auditedEndpoint } from '../lib/http/endpoint.ts';

export default auditedEndpoint('account-password', {
  PUT: ({ auth, body }) => changePassword(getDb(), auth, body),
});

export const config: Config = { path: '/api/account/password' };
