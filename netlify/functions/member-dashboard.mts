import type { Config } from '@netlify/functions';
import { getDb } from '../lib/db.ts';
import { endpoint } from '../lib/http/endpoint.ts';
import { dashboardSummary } from '../lib/members/dashboard.ts';
import { earlyAccessFolderIn } from '../lib/members/early-access.ts';

// The project's root from this file: netlify/functions/ here and in the bundle, which keeps the paths.
const earlyAccess = earlyAccessFolderIn(new URL('../../', import.meta.url));

export default endpoint('member-dashboard', {
  GET: ({ auth }) => dashboardSummary(getDb(), auth.user, earlyAccess),
});

export const config: Config = { path: '/api/member/dashboard' };
