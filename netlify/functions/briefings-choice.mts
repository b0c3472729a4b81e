import type { Config } from '@netlify/functions';
import { getDb } from '../lib/db.ts';
import { auditedEndpoint } from '../lib/http/endpoint.ts';
import { briefingPreference, chooseBriefings } from '../lib/briefings/preferences.ts';

export default auditedEndpoint('briefings-choice', {
  GET: ({ auth }) => briefingPreference(getDb(), auth.user.id),
  PUT: ({ auth, body }) => chooseBriefings(getDb(), auth.user, body.subscribed, 'account', auth.ip),
});

export const config: Config = { path: '/api/account/briefings' };
