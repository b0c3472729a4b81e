// The API contract: for every endpoint in api-routes.ts and each method it answers, the request body's
// schema, the query's schema, the response (JSON type, no content, or a download), its success status and
// the error codes it may answer beyond those every endpoint may (errors.ts); passkeys' in api-passkeys.ts.
// Functions implement it (tests/api/contract.test.ts), the browser calls it through lib/api.ts (types only:
// this module, with zod, never reaches a page), and the fuzz test takes its request shapes from it.
import {
  accountDeletionSchema,
  accountProfileSchema,
  forgotPasswordSchema,
  mailAcceptedSchema,
  passwordChangeSchema,
  passwordResetSchema,
  profileUpdateSchema,
  sessionsEndedReplySchema,
  verifyEmailSchema,
} from './account.ts';
import { administratorContract } from './api-administrators.ts';
import { passkeyContract } from './api-passkeys.ts';
import { usageContract } from './api-usage.ts';
import { apiRoutes, type ApiMethod, type ApiRoute, type EndpointName } from './api-routes.ts';
import { healthSchema } from './health.ts';
import { loginSchema, registerSchema } from './auth.ts';
import { PERSONA_BODY_LIMIT, saveStepSchema } from './brand-persona.ts';
import { brandPersonaStateSchema, personaDraftSchema, personaVersionSchema } from './brand-persona-replies.ts';
import { consentLogRequestSchema, consentLogResponseSchema } from './consent.ts';
import { contactResponseSchema } from './contact-replies.ts';
import { contactRequestSchema } from './contact.ts';
import { applicationLaunchSchema, dashboardSummarySchema } from './member-dashboard.ts';
import { accountSessionSchema } from './session.ts';
import {
  recoveryCodesIssuedSchema,
  twoFactorChallengeSchema,
  twoFactorConfirmSchema,
  twoFactorEnableSchema,
  twoFactorSetupReplySchema,
  twoFactorSetupSchema,
  twoFactorSignInSchema,
  twoFactorStatusSchema,
} from './two-factor.ts';
import { publicUserSchema } from './user.ts';
import { z } from './zod.ts';
import {
  ACCOUNT_BODY_LIMIT,
  accountHolder,
  json,
  jsonBody,
  none,
  signedIn,
  write,
  download,
  type Operation,
} from './api-operation.ts';

/** Each endpoint's methods, each with its operation: the one place that says which methods an endpoint answers. */
type Contract = { readonly [N in EndpointName]: Readonly<Partial<Record<ApiMethod, Operation>>> };

export const apiContract = {
  ...passkeyContract,
  ...administratorContract,
  ...usageContract,
  health: {
    GET: { reply: json(healthSchema), status: 200, errors: [] },
  },
  login: {
    // The spec's sign-in link is also followed as a navigation: it sends the browser to the sign-in page.
    GET: { reply: { kind: 'redirect' }, status: 302, errors: [] },
    POST: {
      body: loginSchema,
      // 200 with the member, or 202 when a second factor is needed.
      reply: json(z.union([publicUserSchema, twoFactorChallengeSchema])),
      status: 200,
      errors: [...jsonBody, 'invalid_credentials', 'rate_limited'],
    },
  },
  'login-two-factor': {
    POST: {
      body: twoFactorSignInSchema,
      maxBytes: 1024,
      reply: json(publicUserSchema),
      status: 200,
      errors: [...jsonBody, 'invalid_credentials', 'rate_limited'],
    },
  },
  register: {
    POST: {
      body: registerSchema,
      reply: json(publicUserSchema),
      status: 201,
      errors: [...jsonBody, 'conflict', 'rate_limited'],
    },
  },
  logout: { POST: { reply: none, status: 204, errors: write } },
  user: { GET: { reply: json(publicUserSchema), status: 200, errors: signedIn } },
  // The pages' question: the member, or null when nobody is (no error status for the browser to log).
  'auth-user': { GET: { reply: json(publicUserSchema.nullable()), status: 200, errors: [] } },
  'password-forgot': {
    POST: {
      body: forgotPasswordSchema,
      maxBytes: 1024,
      reply: json(mailAcceptedSchema),
      status: 202,
      errors: [...jsonBody, 'rate_limited'],
    },
  },
  'password-reset': {
    POST: {
      body: passwordResetSchema,
      maxBytes: 2048,
      reply: none,
      status: 204,
      errors: [...jsonBody, 'rate_limited'],
    },
  },
  contact: {
    POST: {
      body: contactRequestSchema,
      maxBytes: 32 * 1024,
      reply: json(contactResponseSchema),
      status: 201,
      errors: [...jsonBody, 'rate_limited'],
    },
  },
  'consent-log': {
    // 201 for a new record, 200 for one stored before (the browser sent it again).
    POST: {
      body: consentLogRequestSchema,
      maxBytes: 4 * 1024,
      reply: json(consentLogResponseSchema),
      status: 201,
      errors: [...jsonBody, 'rate_limited'],
    },
  },
  account: {
    GET: { access: 'accountHolder', reply: json(accountProfileSchema), status: 200, errors: accountHolder },
    PATCH: {
      access: 'accountHolder',
      body: profileUpdateSchema,
      maxBytes: ACCOUNT_BODY_LIMIT,
      reply: json(accountProfileSchema),
      status: 200,
      errors: [...accountHolder, ...jsonBody],
    },
    DELETE: {
      access: 'accountHolder',
      body: accountDeletionSchema,
      maxBytes: ACCOUNT_BODY_LIMIT,
      reply: none,
      status: 204,
      errors: [...signedIn, ...jsonBody, 'invalid_credentials', 'conflict', 'rate_limited'],
    },
  },
  'account-export': { GET: { access: 'accountHolder', reply: download, status: 200, errors: accountHolder } },
  'account-password': {
    PUT: {
      access: 'accountHolder',
      body: passwordChangeSchema,
      maxBytes: ACCOUNT_BODY_LIMIT,
      reply: none,
      status: 204,
      errors: [...signedIn, ...jsonBody, 'invalid_credentials', 'rate_limited'],
    },
  },
  'account-sessions': {
    GET: { access: 'accountHolder', reply: json(z.array(accountSessionSchema)), status: 200, errors: accountHolder },
    DELETE: {
      access: 'accountHolder',
      reply: json(sessionsEndedReplySchema),
      status: 200,
      errors: [...accountHolder, ...write],
    },
  },
  'account-session': {
    DELETE: { access: 'signedIn', reply: none, status: 204, errors: [...signedIn, ...write, 'not_found'] },
  },
  'account-two-factor': {
    GET: { access: 'accountHolder', reply: json(twoFactorStatusSchema), status: 200, errors: accountHolder },
    POST: {
      access: 'accountHolder',
      body: twoFactorEnableSchema,
      maxBytes: ACCOUNT_BODY_LIMIT,
      reply: json(recoveryCodesIssuedSchema),
      status: 201,
      errors: [...signedIn, ...jsonBody, 'conflict', 'invalid_credentials', 'rate_limited'],
    },
    DELETE: {
      access: 'accountHolder',
      body: twoFactorConfirmSchema,
      maxBytes: ACCOUNT_BODY_LIMIT,
      reply: none,
      status: 204,
      errors: [...signedIn, ...jsonBody, 'conflict', 'invalid_credentials', 'rate_limited'],
    },
  },
  'account-two-factor-setup': {
    POST: {
      access: 'accountHolder',
      body: twoFactorSetupSchema,
      maxBytes: ACCOUNT_BODY_LIMIT,
      reply: json(twoFactorSetupReplySchema),
      status: 201,
      errors: [...signedIn, ...jsonBody, 'conflict', 'invalid_credentials', 'rate_limited'],
    },
  },
  'account-two-factor-recovery-codes': {
    POST: {
      access: 'accountHolder',
      body: twoFactorConfirmSchema,
      maxBytes: ACCOUNT_BODY_LIMIT,
      reply: json(recoveryCodesIssuedSchema),
      status: 201,
      errors: [...signedIn, ...jsonBody, 'conflict', 'invalid_credentials', 'rate_limited'],
    },
  },
  'account-verification-email': {
    POST: {
      access: 'accountHolder',
      reply: json(mailAcceptedSchema),
      status: 202,
      errors: [...signedIn, ...write, 'conflict', 'rate_limited'],
    },
  },
  'account-verify-email': {
    POST: { body: verifyEmailSchema, maxBytes: 1024, reply: none, status: 204, errors: [...jsonBody, 'rate_limited'] },
  },
  'member-dashboard': {
    GET: { access: 'signedIn', reply: json(dashboardSummarySchema), status: 200, errors: signedIn },
  },
  'member-application-track': {
    POST: {
      access: 'signedIn',
      reply: json(applicationLaunchSchema),
      status: 200,
      errors: [...signedIn, ...write, 'not_found'],
    },
  },
  'member-brand-persona': {
    GET: { access: 'signedIn', reply: json(brandPersonaStateSchema), status: 200, errors: signedIn },
    PUT: {
      access: 'signedIn',
      body: saveStepSchema,
      maxBytes: PERSONA_BODY_LIMIT,
      reply: json(personaDraftSchema),
      status: 200,
      errors: [...signedIn, ...jsonBody, 'conflict'],
    },
  },
  'member-brand-persona-submit': {
    POST: {
      access: 'signedIn',
      reply: json(personaVersionSchema),
      status: 201,
      errors: [...signedIn, ...write, 'conflict'],
    },
  },
  'member-brand-persona-version': {
    GET: { access: 'signedIn', reply: json(personaVersionSchema), status: 200, errors: [...signedIn, 'not_found'] },
  },
  'member-brand-persona-reopen': {
    POST: {
      access: 'signedIn',
      reply: json(personaDraftSchema),
      status: 200,
      errors: [...signedIn, ...write, 'not_found'],
    },
  },
} as const satisfies Contract;

export type ApiContract = typeof apiContract;

/** The methods an endpoint answers. */
export type MethodOf<N extends EndpointName> = keyof ApiContract[N] & ApiMethod;

/** The operation a method of an endpoint performs. */
export type OperationOf<N extends EndpointName, M extends ApiMethod> = M extends keyof ApiContract[N]
  ? ApiContract[N][M]
  : never;

/** Every endpoint with the operations the contract declares for it: for tests and the fuzzer. */
export function contractEntries() {
  return (Object.keys(apiRoutes) as EndpointName[]).map((name) => {
    const route: ApiRoute = apiRoutes[name];
    const operations: Readonly<Partial<Record<ApiMethod, Operation>>> = apiContract[name];
    return { ...route, name, methods: Object.keys(operations) as ApiMethod[], operations };
  });
}
