// The API contract's entries for the member's pages (api.ts spreads them into the one contract): the
// dashboard, application launches and the Brand Persona questionnaire.
import { json } from './api-operation.ts';
import { applicationParam, personaVersionParam } from './api-params.ts';
import * as routes from './api-routes/member.ts';
import { PERSONA_BODY_LIMIT, saveStepSchema } from './brand-persona.ts';
import { brandPersonaStateSchema, personaDraftSchema, personaVersionSchema } from './brand-persona-replies.ts';
import { applicationLaunchSchema, dashboardSummarySchema } from './member-dashboard.ts';

export const memberContract = {
  'member-dashboard': {
    path: routes.memberDashboard,
    GET: { access: 'signedIn', reply: json(dashboardSummarySchema), status: 200 },
  },
  'member-application-track': {
    path: routes.memberApplicationTrack,
    params: { name: applicationParam },
    POST: {
      access: 'signedIn',
      reply: json(applicationLaunchSchema),
      status: 200,
      audit: ['member.application_launched'],
    },
  },
  'member-brand-persona': {
    path: routes.memberBrandPersona,
    GET: { access: 'signedIn', reply: json(brandPersonaStateSchema), status: 200 },
    PUT: {
      access: 'signedIn',
      body: saveStepSchema,
      maxBytes: PERSONA_BODY_LIMIT,
      reply: json(personaDraftSchema),
      status: 200,
      errors: ['conflict'],
      example: () => ({
        step: 'organisation',
        answers: { name: 'Harbour Lane', sector: 'technology', size: 'small', purpose: 'We help.\nEvery day.' },
      }),
      audit: ['member.brand_persona_saved'],
    },
  },
  'member-brand-persona-submit': {
    path: routes.memberBrandPersonaSubmit,
    POST: {
      access: 'signedIn',
      reply: json(personaVersionSchema),
      status: 201,
      errors: ['conflict'],
      audit: ['member.brand_persona_submitted'],
    },
  },
  'member-brand-persona-version': {
    path: routes.memberBrandPersonaVersion,
    params: { version: personaVersionParam },
    GET: { access: 'signedIn', reply: json(personaVersionSchema), status: 200 },
  },
  'member-brand-persona-reopen': {
    path: routes.memberBrandPersonaReopen,
    params: { version: personaVersionParam },
    POST: {
      access: 'signedIn',
      reply: json(personaDraftSchema),
      status: 200,
      audit: ['member.brand_persona_reopened'],
    },
  },
} as const;
