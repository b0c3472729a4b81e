// API endpoints: The member's dashboard, application launches and the Brand Persona questionnaire.
// One module per area, so a page's bundle holds only the areas its islands call (see ../api-routes.ts).
import type { ApiRoute } from './route.ts';

export const memberDashboard = {
  name: 'member-dashboard',
  path: '/api/member/dashboard',
  methods: ['GET'],
} as const satisfies ApiRoute;
export const memberApplicationTrack = {
  name: 'member-application-track',
  path: '/api/member/applications/:name/track',
  methods: ['POST'],
} as const satisfies ApiRoute;
export const memberBrandPersona = {
  name: 'member-brand-persona',
  path: '/api/member/brand-persona',
  methods: ['GET', 'PUT'],
} as const satisfies ApiRoute;
export const memberBrandPersonaSubmit = {
  name: 'member-brand-persona-submit',
  path: '/api/member/brand-persona/submit',
  methods: ['POST'],
} as const satisfies ApiRoute;
export const memberBrandPersonaVersion = {
  name: 'member-brand-persona-version',
  path: '/api/member/brand-persona/versions/:version',
  methods: ['GET'],
} as const satisfies ApiRoute;
export const memberBrandPersonaReopen = {
  name: 'member-brand-persona-reopen',
  path: '/api/member/brand-persona/versions/:version/reopen',
  methods: ['POST'],
} as const satisfies ApiRoute;
