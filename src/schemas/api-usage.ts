// The API contract's usage entries (api.ts spreads them into the one contract): a member's own activity,
// the administrators' Usage panel with each chart's CSV, a visitor's speed report and the administrators'
// Site speed panel.
import { download, json, none } from './api-operation.ts';
import * as adminRoutes from './api-routes/admin.ts';
import * as everyPageRoutes from './api-routes/every-page.ts';
import * as memberRoutes from './api-routes/member.ts';
import { memberActivitySchema, usageExportQuerySchema, usagePanelSchema, usageQuerySchema } from './usage.ts';
import { siteSpeedQuerySchema, siteSpeedSchema, vitalsBeaconSchema, VITALS_BODY_LIMIT } from './vitals.ts';

export const usageContract = {
  'member-activity': {
    path: memberRoutes.memberActivity,
    GET: { access: 'signedIn', reply: json(memberActivitySchema), status: 200 },
  },
  'admin-usage': {
    path: adminRoutes.adminUsage,
    GET: { access: 'administrator', query: usageQuerySchema, reply: json(usagePanelSchema), status: 200 },
  },
  'admin-usage-export': {
    path: adminRoutes.adminUsageExport,
    GET: { access: 'administrator', query: usageExportQuerySchema, reply: download, status: 200 },
  },
  // A page's speed report, sent by navigator.sendBeacon: its JSON arrives as text/plain (a string body)
  // or application/json; any other type is refused (415). Over an address's limit: 429.
  vitals: {
    path: everyPageRoutes.vitals,
    POST: {
      body: vitalsBeaconSchema,
      bodyTypes: 'json-or-text',
      maxBytes: VITALS_BODY_LIMIT,
      reply: none,
      status: 204,
      errors: ['rate_limited'],
      example: () => ({ template: '/insights/[slug]', device: 'phone', LCP: 1800, INP: 120, CLS: 0.02, TTFB: 200 }),
      unaudited: 'An anonymous page-speed report: no account acts, and the report names nobody.',
    },
  },
  'admin-site-speed': {
    path: adminRoutes.adminSiteSpeed,
    GET: { access: 'administrator', query: siteSpeedQuerySchema, reply: json(siteSpeedSchema), status: 200 },
  },
} as const;
