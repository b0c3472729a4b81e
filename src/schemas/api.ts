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
  messageSchema,
  passwordChangeSchema,
  passwordResetSchema,
  profileUpdateSchema,
  sessionsEndedReplySchema,
  verifyEmailSchema,
} from './account.ts';
import { passkeyContract } from './api-passkeys.ts';
import { apiRoutes, type ApiMethod, type ApiRoute, type EndpointName } from './api-routes.ts';
import { auditPageSchema, auditQuerySchema } from './audit.ts';
import { healthSchema } from './health.ts';
import { createUserSchema, loginSchema, registerSchema, resetPasswordSchema } from './auth.ts';
import { saveStepSchema } from './brand-persona.ts';
import { brandPersonaStateSchema, personaDraftSchema, personaVersionSchema } from './brand-persona-replies.ts';
import { consentLogRequestSchema, consentLogResponseSchema } from './consent.ts';
import { contactResponseSchema, enquiryPageSchema, enquirySchema } from './contact-replies.ts';
import { contactRequestSchema, enquiryListQuerySchema, enquiryUpdateSchema } from './contact.ts';
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
import {
  adminSessionsEndedSchema,
  adminUserPageSchema,
  adminUserSchema,
  adminUserSessionSchema,
  publicUserSchema,
  roleChangeSchema,
  userListQuerySchema,
} from './user.ts';
import { z } from './zod.ts';
import {
  accountHolder,
  administrator,
  download,
  json,
  jsonBody,
  none,
  signedIn,
  write,
  type Operation,
} from './api-operation.ts';

/** Each endpoint's methods, each with its operation: the one place that says which methods an endpoint answers. */
type Contract = { readonly [N in EndpointName]: Readonly<Partial<Record<ApiMethod, Operation>>> };

export const apiContract = {
  ...passkeyContract,
  health: { GET: { reply: json(healthSchema), status: 200, errors: [] } },
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
      reply: json(mailAcceptedSchema),
      status: 202,
      errors: [...jsonBody, 'rate_limited'],
    },
  },
  'password-reset': {
    POST: { body: passwordResetSchema, reply: none, status: 204, errors: [...jsonBody, 'rate_limited'] },
  },
  contact: {
    POST: {
      body: contactRequestSchema,
      reply: json(contactResponseSchema),
      status: 201,
      errors: [...jsonBody, 'rate_limited'],
    },
  },
  'consent-log': {
    // 201 for a new record, 200 for one stored before (the browser sent it again).
    POST: {
      body: consentLogRequestSchema,
      reply: json(consentLogResponseSchema),
      status: 201,
      errors: [...jsonBody, 'rate_limited'],
    },
  },
  account: {
    GET: { reply: json(accountProfileSchema), status: 200, errors: accountHolder },
    PATCH: {
      body: profileUpdateSchema,
      reply: json(accountProfileSchema),
      status: 200,
      errors: [...accountHolder, ...jsonBody],
    },
    DELETE: {
      body: accountDeletionSchema,
      reply: none,
      status: 204,
      errors: [...signedIn, ...jsonBody, 'invalid_credentials', 'conflict', 'rate_limited'],
    },
  },
  'account-export': { GET: { reply: download, status: 200, errors: accountHolder } },
  'account-password': {
    PUT: {
      body: passwordChangeSchema,
      reply: none,
      status: 204,
      errors: [...signedIn, ...jsonBody, 'invalid_credentials', 'rate_limited'],
    },
  },
  'account-sessions': {
    GET: { reply: json(z.array(accountSessionSchema)), status: 200, errors: accountHolder },
    DELETE: { reply: json(sessionsEndedReplySchema), status: 200, errors: [...accountHolder, ...write] },
  },
  'account-session': { DELETE: { reply: none, status: 204, errors: [...signedIn, ...write, 'not_found'] } },
  'account-two-factor': {
    GET: { reply: json(twoFactorStatusSchema), status: 200, errors: accountHolder },
    POST: {
      body: twoFactorEnableSchema,
      reply: json(recoveryCodesIssuedSchema),
      status: 201,
      errors: [...signedIn, ...jsonBody, 'conflict', 'invalid_credentials', 'rate_limited'],
    },
    DELETE: {
      body: twoFactorConfirmSchema,
      reply: none,
      status: 204,
      errors: [...signedIn, ...jsonBody, 'conflict', 'invalid_credentials', 'rate_limited'],
    },
  },
  'account-two-factor-setup': {
    POST: {
      body: twoFactorSetupSchema,
      reply: json(twoFactorSetupReplySchema),
      status: 201,
      errors: [...signedIn, ...jsonBody, 'conflict', 'invalid_credentials', 'rate_limited'],
    },
  },
  'account-two-factor-recovery-codes': {
    POST: {
      body: twoFactorConfirmSchema,
      reply: json(recoveryCodesIssuedSchema),
      status: 201,
      errors: [...signedIn, ...jsonBody, 'conflict', 'invalid_credentials', 'rate_limited'],
    },
  },
  'account-verification-email': {
    POST: { reply: json(mailAcceptedSchema), status: 202, errors: [...signedIn, ...write, 'conflict', 'rate_limited'] },
  },
  'account-verify-email': {
    POST: { body: verifyEmailSchema, reply: none, status: 204, errors: [...jsonBody, 'rate_limited'] },
  },
  'member-dashboard': { GET: { reply: json(dashboardSummarySchema), status: 200, errors: signedIn } },
  'member-application-track': {
    POST: { reply: json(applicationLaunchSchema), status: 200, errors: [...signedIn, ...write, 'not_found'] },
  },
  'member-brand-persona': {
    GET: { reply: json(brandPersonaStateSchema), status: 200, errors: signedIn },
    PUT: {
      body: saveStepSchema,
      reply: json(personaDraftSchema),
      status: 200,
      errors: [...signedIn, ...jsonBody, 'conflict'],
    },
  },
  'member-brand-persona-submit': {
    POST: { reply: json(personaVersionSchema), status: 201, errors: [...signedIn, ...write, 'conflict'] },
  },
  'member-brand-persona-version': {
    GET: { reply: json(personaVersionSchema), status: 200, errors: [...signedIn, 'not_found'] },
  },
  'member-brand-persona-reopen': {
    POST: { reply: json(personaDraftSchema), status: 200, errors: [...signedIn, ...write, 'not_found'] },
  },
  'admin-users': {
    GET: {
      query: userListQuerySchema,
      reply: json(adminUserPageSchema),
      status: 200,
      errors: [...administrator, 'validation_failed'],
    },
    POST: {
      body: createUserSchema,
      reply: json(adminUserSchema),
      status: 201,
      errors: [...administrator, ...jsonBody, 'conflict'],
    },
  },
  'admin-user': {
    PATCH: {
      body: roleChangeSchema,
      reply: json(adminUserSchema),
      status: 200,
      errors: [...administrator, ...jsonBody, 'not_found', 'conflict'],
    },
    DELETE: { reply: none, status: 204, errors: [...administrator, ...write, 'not_found', 'conflict'] },
  },
  'admin-user-password': {
    PUT: {
      body: resetPasswordSchema,
      reply: json(messageSchema),
      status: 200,
      errors: [...administrator, ...jsonBody, 'not_found'],
    },
  },
  'admin-user-sessions': {
    GET: { reply: json(z.array(adminUserSessionSchema)), status: 200, errors: [...administrator, 'not_found'] },
    DELETE: { reply: json(adminSessionsEndedSchema), status: 200, errors: [...administrator, ...write, 'not_found'] },
  },
  'admin-user-two-factor': {
    DELETE: { reply: none, status: 204, errors: [...administrator, ...write, 'not_found', 'conflict'] },
  },
  'admin-enquiries': {
    GET: {
      query: enquiryListQuerySchema,
      reply: json(enquiryPageSchema),
      status: 200,
      errors: [...administrator, 'validation_failed'],
    },
  },
  'admin-enquiry': {
    PATCH: {
      body: enquiryUpdateSchema,
      reply: json(enquirySchema),
      status: 200,
      errors: [...administrator, ...jsonBody, 'not_found'],
    },
  },
  'admin-export': { GET: { reply: download, status: 200, errors: [...administrator, 'not_found'] } },
  'admin-audit': {
    GET: {
      query: auditQuerySchema,
      reply: json(auditPageSchema),
      status: 200,
      errors: [...administrator, 'validation_failed'],
    },
  },
  'admin-audit-export': {
    GET: { query: auditQuerySchema, reply: download, status: 200, errors: [...administrator, 'validation_failed'] },
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
