import type { Config } from '@netlify/functions';
import { endpoint } from '../lib/http/endpoint.ts';
import { answer } from '../lib/http/answer.ts';
import { membersOnlyFolderIn, readMembersOnlyBody } from '../lib/insights/members-only.ts';

// The project's root from this file: netlify/functions/ here and in the bundle, which keeps the paths.
const folder = membersOnlyFolderIn(new URL('../../', import.meta.url));

export default endpoint('insight-members-only', {
  GET: async ({ params }) =>
    answer(await readMembersOnlyBody(folder, params.slug), { headers: { 'Cache-Control': 'private, no-store' } }),
});

export const config: Config = { path: '/api/insights/:slug/members-only' };
