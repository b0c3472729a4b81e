import type { Config } from '@netlify/functions';
import { getDb } from '../lib/db.ts';
import { auditedEndpoint } from '../lib/http/endpoint.ts';
import { briefingPreference, chooseBriefings } from '../lib/briefings/preferences.ts';
import { mailContext } from '../lib/mail/context.ts';

export default auditedEndpoint('briefings-choice', {
  GET: ({ auth }) => briefingPreference(getDb(), auth.user.id),
  PUT: ({ auth, body, context }) =>
    chooseBriefings(getDb(), auth.user, body.subscribed, 'account', { ip: auth.ip, mail: mailContext(context) }),
});

export const config: Config = { path: '/api/account/briefings' };
