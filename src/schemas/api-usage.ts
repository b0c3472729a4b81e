// The API contract's usage operations (api.ts spreads them into the one contract): a member's own
// activity, and the administrators' Usage panel with each chart's CSV.
import { memberActivitySchema, usageExportQuerySchema, usagePanelSchema, usageQuerySchema } from './usage.ts';
import { administrator, download, json, signedIn } from './api-operation.ts';

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
} as const;
