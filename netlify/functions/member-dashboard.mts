import type { Config } from '@netlify/functions';
import { getDb } from '../lib/db.ts';
import { endpoint } from '../lib/http/endpoint.ts';
import { dashboardSummary } from '../lib/members/dashboard.ts';

export default endpoint('member-dashboard', {
  GET: ({ auth }) => dashboardSummary(getDb(), auth.user),
});

export const config: Config = { path: '/api/member/dashboard' };
