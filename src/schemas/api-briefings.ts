// The API contract's members-only and briefings operations (api.ts spreads them into the one contract): the
// rest of a members-only article, the member's choice of briefings by e-mail, and the one-click unsubscribe
// link every briefing e-mail carries.
import { briefingChoiceSchema, briefingPreferenceSchema, unsubscribeQuerySchema } from './briefings.ts';
import { membersOnlyBodySchema } from './insights.ts';
import { ACCOUNT_BODY_LIMIT, accountHolder, download, json, jsonBody, signedIn } from './api-operation.ts';

export const briefingsContract = {
  'insight-members-only': {
    GET: { access: 'signedIn', reply: json(membersOnlyBodySchema), status: 200, errors: [...signedIn, 'not_found'] },
  },
  'briefings-choice': {
    GET: { access: 'accountHolder', reply: json(briefingPreferenceSchema), status: 200, errors: accountHolder },
    PUT: {
      access: 'accountHolder',
      body: briefingChoiceSchema,
      maxBytes: ACCOUNT_BODY_LIMIT,
      reply: json(briefingPreferenceSchema),
      status: 200,
      errors: [...accountHolder, ...jsonBody],
    },
  },
  // The link in every briefing e-mail: GET shows a page with one button; POST (the button, or a mailbox
  // provider's one-click request, RFC 8058, a form body) unsubscribes. No sign-in: the signed token is the key.
  'briefings-unsubscribe': {
    GET: { query: unsubscribeQuerySchema, reply: download, status: 200, errors: ['not_found', 'validation_failed'] },
    POST: {
      query: unsubscribeQuerySchema,
      formBody: true,
      reply: download,
      status: 200,
      errors: ['not_found', 'forbidden', 'validation_failed'],
    },
  },
} as const;
