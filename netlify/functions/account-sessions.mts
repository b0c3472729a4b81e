import type { Config } from '@netlify/functions';
import { endOtherSessions, listSessions } from '../lib/account/sessions.ts';
import { getDb } from '../lib/db.ts';
import { auditedEndpoint } from '../lib/http/endpoint.ts';

export default auditedEndpoint('account-sessions', {
  GET: ({ auth }) => listSessions(getDb(), auth),
  // Every session but the one asking.
  DELETE: ({ auth }) => endOtherSessions(getDb(), auth),
});

export const config: Config = { path: '/api/account/sessions' };
