import type { Config } from '@netlify/functions';
import { submitDraft } from '../lib/brand-persona/service.ts';
import { getDb } from '../lib/db.ts';
import { endpoint } from '../lib/http/endpoint.ts';

export default endpoint('member-brand-persona-submit', {
  POST: ({ auth }) => submitDraft(getDb(), auth),
});

export const config: Config = { path: '/api/member/brand-persona/submit' };
