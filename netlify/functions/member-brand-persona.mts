import type { Config } from '@netlify/functions';
import { requireUser } from '../lib/auth/guards.ts';
import { loadState, saveStep } from '../lib/brand-persona/service.ts';
import { getDb } from '../lib/db.ts';
import { json, readJson, route } from '../lib/http.ts';
import { PERSONA_BODY_LIMIT, saveStepSchema } from '../../src/schemas/brand-persona.ts';

export default route({
  GET: async (request) => {
    const { user } = await requireUser(request, getDb());
    return json(await loadState(getDb(), user.id));
  },
  PUT: async (request) => {
    const member = await requireUser(request, getDb());
    const input = await readJson(request, saveStepSchema, { maxBytes: PERSONA_BODY_LIMIT });
    return json(await saveStep(getDb(), member, input));
  },
});

export const config: Config = { path: '/api/member/brand-persona' };
