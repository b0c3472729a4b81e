// API endpoints: What any visitor's page may call: the contact form, the consent log, and the health check.
// One module per area, so a page's bundle holds only the areas its islands call (see ../api-routes.ts).
import type { ApiRoute } from './route.ts';

export const health = { name: 'health', path: '/api/health', methods: ['GET'] } as const satisfies ApiRoute;
export const contact = { name: 'contact', path: '/api/contact', methods: ['POST'] } as const satisfies ApiRoute;
export const consentLog = {
  name: 'consent-log',
  path: '/api/consent/log',
  methods: ['POST'],
} as const satisfies ApiRoute;
