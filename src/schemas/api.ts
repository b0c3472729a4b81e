// The API contract: for every endpoint in api-routes.ts and each method it answers, the request body's
// schema, the query's schema, the response (its JSON type, or no content, or a download), its success
// status and the error codes it may answer beyond those every endpoint may (errors.ts). Functions
// implement it (tests/api/contract.test.ts holds each function's address and methods to it), the browser
// calls it through lib/api.ts (types only: this module, with zod, never reaches a page), and the fuzz
// test takes its request shapes from it.
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
import { apiRoutes, type ApiMethod, type ApiRoute, type EndpointName } from './api-routes.ts';
import { auditPageSchema, auditQuerySchema } from './audit.ts';
import { createUserSchema, loginSchema, registerSchema, resetPasswordSchema } from './auth.ts';
import { brandPersonaStateSchema, personaDraftSchema, personaVersionSchema, saveStepSchema } from './brand-persona.ts';
import { consentLogRequestSchema, consentLogResponseSchema } from './consent.ts';
import { contactResponseSchema, enquiryPageSchema, enquirySchema } from './contact-replies.ts';
import { contactRequestSchema, enquiryListQuerySchema, enquiryUpdateSchema } from './contact.ts';
import type { ErrorCode } from './errors.ts';
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

/** What a successful call answers: JSON its schema describes, no content (204), a file download, or a redirect. */
export type Reply =
  | { readonly kind: 'json'; readonly schema: z.ZodType }
  | { readonly kind: 'none' }
  | { readonly kind: 'download' }
  | { readonly kind: 'redirect' };

/**
 * A JSON answer: its schema is the one home of its shape. The browser takes only its type (lib/api.ts);
 * the API tests parse real answers with it (tests/api/replies.test.ts).
 */
const json = <S extends z.ZodType>(schema: S) => ({ kind: 'json', schema }) as const;

/** GET /api/health */
const healthSchema = z.strictObject({
  status: z.literal('ok'),
  database: z.literal('ok'),
  migration: z.string().nullable(),
});
const none = { kind: 'none' } as const;
const download = { kind: 'download' } as const;

export interface Operation {
  /** The JSON body's schema; without one the call sends no body (and the function refuses any but JSON). */
  readonly body?: z.ZodType;
  /** The query string's schema. */
  readonly query?: z.ZodType;
  readonly reply: Reply;
  /** The status of a successful answer. */
  readonly status: 200 | 201 | 202 | 204 | 302;
  /** Error codes this call may answer beyond those every call may (see `ALWAYS`). */
  readonly errors: readonly ErrorCode[];
}

/** Any call may answer these: a wrong method, a control character in the address, a lost database. */
export const ALWAYS: readonly ErrorCode[] = [
  'method_not_allowed',
  'bad_request',
  'internal_error',
  'service_unavailable',
];

// The refusals that come with a guard or a body, so each operation names only what is its own.
const signedIn: ErrorCode[] = ['unauthenticated'];
/** The member's own account: each session has a budget of account requests (429 once spent). */
const accountHolder: ErrorCode[] = ['unauthenticated', 'rate_limited'];
const administrator: ErrorCode[] = ['unauthenticated', 'forbidden'];
/** A state-changing call: cross-site requests are refused (403), and a body that is not JSON (415). */
const write: ErrorCode[] = ['forbidden', 'unsupported_media_type'];
const jsonBody: ErrorCode[] = [...write, 'validation_failed', 'payload_too_large'];

/** Each endpoint's methods, each with its operation: the one place that says which methods an endpoint answers. */
type Contract = { readonly [N in EndpointName]: Readonly<Partial<Record<ApiMethod, Operation>>> };

export const apiContract = {
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
