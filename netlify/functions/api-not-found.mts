// Any /api/* address no other function serves answers the API's JSON 404 (not the site's HTML 404 page),
// so a client reading the API always reads the error contract. Netlify routes it on /api/* minus every
// other function's address (excludedPath), so no two functions ever claim one address, whatever order the
// platform tries them in; npm start and npm run dev route it the same way (scripts/serve/functions.ts).
// Netlify reads both lists from the source without running it, so they are literals;
// tests/api/api-not-found.test.ts holds excludedPath to every other function's config.path.
import type { Config } from '@netlify/functions';
import { HttpError, errorResponse } from '../lib/http.ts';

export default (): Response => errorResponse(new HttpError(404, 'There is nothing at this address in the API.'));

export const config: Config = {
  path: '/api/*',
  excludedPath: [
    '/api/account',
    '/api/account/briefings',
    '/api/account/confirmation-options',
    '/api/account/export',
    '/api/account/passkey-options',
    '/api/account/passkeys',
    '/api/account/passkeys/:id',
    '/api/account/password',
    '/api/account/sessions',
    '/api/account/sessions/:id',
    '/api/account/two-factor',
    '/api/account/two-factor/recovery-codes',
    '/api/account/two-factor/setup',
    '/api/account/verification-email',
    '/api/account/verify-email',
    '/api/admin/audit',
    '/api/admin/audit/export',
    '/api/admin/briefings',
    '/api/admin/enquiries',
    '/api/admin/enquiries/:id',
    '/api/admin/exports/:dataset',
    '/api/admin/site-speed',
    '/api/admin/usage',
    '/api/admin/usage/export',
    '/api/admin/users',
    '/api/admin/users/:userId',
    '/api/admin/users/:userId/passkeys',
    '/api/admin/users/:userId/password',
    '/api/admin/users/:userId/sessions',
    '/api/admin/users/:userId/two-factor',
    '/api/auth/user',
    '/api/briefings/unsubscribe',
    '/api/consent/log',
    '/api/contact',
    '/api/health',
    '/api/insights/:slug/members-only',
    '/api/login',
    '/api/login/passkey',
    '/api/login/passkey/options',
    '/api/login/two-factor',
    '/api/logout',
    '/api/member/activity',
    '/api/member/applications/:name/track',
    '/api/member/brand-persona',
    '/api/member/brand-persona/submit',
    '/api/member/brand-persona/versions/:version',
    '/api/member/brand-persona/versions/:version/reopen',
    '/api/member/dashboard',
    '/api/password/forgot',
    '/api/password/reset',
    '/api/register',
    '/api/user',
    '/api/vitals',
  ],
};
