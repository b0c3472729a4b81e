// The API contract's usage operations (api.ts spreads them into the one contract): a member's own
// activity, the administrators' Usage panel with each chart's CSV, a visitor's speed report and the
// administrators' Site speed panel.
import { memberActivitySchema, usageExportQuerySchema, usagePanelSchema, usageQuerySchema } from './usage.ts';
import { siteSpeedQuerySchema, siteSpeedSchema, vitalsBeaconSchema, VITALS_BODY_LIMIT } from './vitals.ts';
import { administrator, download, json, jsonBody, none, signedIn } from './api-operation.ts';

export const usageContract = {
  'member-activity': {
    GET: { access: 'signedIn', reply: json(memberActivitySchema), status: 200, errors: signedIn },
  },
  'admin-usage': {
    GET: {
      access: 'administrator',
      query: usageQuerySchema,
      reply: json(usagePanelSchema),
      status: 200,
      errors: [...administrator, 'validation_failed'],
    },
  },
  'admin-usage-export': {
    GET: {
      access: 'administrator',
      query: usageExportQuerySchema,
      reply: download,
      status: 200,
      errors: [...administrator, 'validation_failed'],
    },
  },
  // A page's speed report, sent by navigator.sendBeacon: its JSON arrives as text/plain (a string body)
  // or application/json; any other type is refused (415).
  vitals: {
    POST: {
      body: vitalsBeaconSchema,
      bodyTypes: 'json-or-text',
      maxBytes: VITALS_BODY_LIMIT,
      reply: none,
      status: 204,
      errors: [...jsonBody, 'rate_limited'],
    },
  },
  'admin-site-speed': {
    GET: {
      access: 'administrator',
      query: siteSpeedQuerySchema,
      reply: json(siteSpeedSchema),
      status: 200,
      errors: [...administrator, 'validation_failed'],
    },
  },
} as const;
