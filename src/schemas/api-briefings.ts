// The API contract's members-only and briefings entries (api.ts spreads them into the one contract): the
// rest of a members-only article, the member's choice of briefings by e-mail, and the one-click unsubscribe
// link every briefing e-mail carries.
import { ACCOUNT_BODY_LIMIT, download, json, type Entry } from './api-operation.ts';
import { insightSlugParam } from './api-params.ts';
import * as accountRoutes from './api-routes/account.ts';
import * as insightRoutes from './api-routes/insights.ts';
import { briefingChoiceSchema, briefingPreferenceSchema, unsubscribeQuerySchema } from './briefings.ts';
import { membersOnlyBodySchema } from './insights.ts';

export const briefingsContract = {
  'insight-members-only': {
    path: insightRoutes.insightMembersOnly,
    params: { slug: insightSlugParam },
    // A public or unknown article has no members-only part: 404.
    GET: { access: 'signedIn', reply: json(membersOnlyBodySchema), status: 200, errors: ['not_found'] },
  },
  'briefings-choice': {
    path: accountRoutes.accountBriefings,
    GET: { access: 'accountHolder', reply: json(briefingPreferenceSchema), status: 200 },
    PUT: {
      access: 'accountHolder',
      body: briefingChoiceSchema,
      maxBytes: ACCOUNT_BODY_LIMIT,
      reply: json(briefingPreferenceSchema),
      status: 200,
      example: () => ({ subscribed: true }),
      audit: ['briefings.subscribed'],
    },
  },
  // The link in every briefing e-mail: GET shows a page with one button; POST (the button, or a mailbox
  // provider's one-click request, RFC 8058, a form body) unsubscribes. No sign-in: the signed token is the key,
  // and a token this site did not sign is not found.
  'briefings-unsubscribe': {
    path: insightRoutes.briefingsUnsubscribe,
    GET: { query: unsubscribeQuerySchema, reply: download, status: 200, errors: ['not_found'] },
    POST: {
      query: unsubscribeQuerySchema,
      formBody: true,
      reply: download,
      status: 200,
      errors: ['not_found'],
      audit: ['briefings.unsubscribed'],
    },
  },
} as const satisfies Readonly<Record<string, Entry>>;
