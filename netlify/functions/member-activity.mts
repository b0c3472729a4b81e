import type { Config } from '@netlify/functions';
import { getDb } from '../lib/db.ts';
import { endpoint } from '../lib/http/endpoint.ts';
import { memberActivity } from '../lib/usage/launches.ts';

export default endpoint('member-activity', {
  GET: ({ auth }) => memberActivity(getDb(), auth.user.id),
});

export const config: Config = { path: '/api/member/activity' };
