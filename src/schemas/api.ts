// The API contract: for every endpoint in api-routes.ts and each method it answers, the request body's
// schema, the query's schema, the response (its JSON type, or no content, or a download), its success
// status and the error codes it may answer beyond those every endpoint may (errors.ts). Functions
// implement it (tests/api/contract.test.ts holds each function's address and methods to it), the browser
// calls it through lib/api.ts (types only: this module, with zod, never reaches a page), and the fuzz
// test takes its request shapes from it.
import type { z } from 'zod';
import {
  accountDeletionSchema,
  forgotPasswordSchema,
  passwordChangeSchema,
  passwordResetSchema,
  profileUpdateSchema,
  verifyEmailSchema,
  type AccountProfile,
  type AccountSession,
  type MailAccepted,
  type SessionsEnded,
} from './account.ts';
import { apiRoutes, type ApiMethod, type ApiRoute, type EndpointName } from './api-routes.ts';
import { auditQuerySchema, type AuditPage } from './audit.ts';
import { createUserSchema, loginSchema, registerSchema, resetPasswordSchema } from './auth.ts';
import { saveStepSchema, type BrandPersonaState, type PersonaDraft, type PersonaVersion } from './brand-persona.ts';
import { consentLogRequestSchema, type ConsentLogResponse } from './consent.ts';
import {
  contactRequestSchema,
  enquiryListQuerySchema,
  enquiryUpdateSchema,
  type ContactResponse,
  type Enquiry,
  type EnquiryPage,
} from './contact.ts';
import type { ErrorCode } from './errors.ts';
import {
  twoFactorConfirmSchema,
  twoFactorEnableSchema,
  twoFactorSetupSchema,
  twoFactorSignInSchema,
  type RecoveryCodesIssued,
  type TwoFactorChallenge,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from './two-factor.ts';
import {
  roleChangeSchema,
  userListQuerySchema,
  type AdminSessionsEnded,
  type AdminUser,
  type AdminUserPage,
  type AdminUserSession,
  type ApplicationLaunch,
  type DashboardSummary,
  type PublicUser,
} from './user.ts';

/** What a successful call answers: JSON of type T, no content (204), a file download, or a redirect. */
export type Reply<T = unknown> =
  | { readonly kind: 'json'; readonly type?: () => T }
  | { readonly kind: 'none' }
  | { readonly kind: 'download' }
  | { readonly kind: 'redirect' };

/** A JSON answer of type T (the type is carried for the client; nothing is checked at run time). */
const json = <T>(): Reply<T> & { kind: 'json' } => ({ kind: 'json' });
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
const administrator: ErrorCode[] = ['unauthenticated', 'forbidden'];
/** A state-changing call: cross-site requests are refused (403), and a body that is not JSON (415). */
const write: ErrorCode[] = ['forbidden', 'unsupported_media_type'];
const jsonBody: ErrorCode[] = [...write, 'validation_failed', 'payload_too_large'];

/** Each endpoint's methods, each with its operation: the one place that says which methods an endpoint answers. */
type Contract = { readonly [N in EndpointName]: Readonly<Partial<Record<ApiMethod, Operation>>> };

export const apiContract = {
  health: {
    GET: { reply: json<{ status: 'ok'; database: 'ok'; migration: string | null }>(), status: 200, errors: [] },
  },
  login: {
    // The spec's sign-in link is also followed as a navigation: it sends the browser to the sign-in page.
    GET: { reply: { kind: 'redirect' }, status: 302, errors: [] },
    POST: {
      body: loginSchema,
      // 200 with the member, or 202 when a second factor is needed.
      reply: json<PublicUser | TwoFactorChallenge>(),
      status: 200,
      errors: [...jsonBody, 'invalid_credentials', 'rate_limited'],
    },
  },
  'login-two-factor': {
    POST: {
      body: twoFactorSignInSchema,
      reply: json<PublicUser>(),
      status: 200,
      errors: [...jsonBody, 'invalid_credentials', 'rate_limited'],
    },
  },
  register: {
    POST: {
      body: registerSchema,
      reply: json<PublicUser>(),
      status: 201,
      errors: [...jsonBody, 'conflict', 'rate_limited'],
    },
  },
  logout: { POST: { reply: none, status: 204, errors: write } },
  user: { GET: { reply: json<PublicUser>(), status: 200, errors: signedIn } },
  'password-forgot': {
    POST: {
      body: forgotPasswordSchema,
      reply: json<MailAccepted>(),
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
      reply: json<ContactResponse>(),
      status: 201,
      errors: [...jsonBody, 'rate_limited'],
    },
  },
  'consent-log': {
    // 201 for a new record, 200 for one stored before (the browser sent it again).
    POST: {
      body: consentLogRequestSchema,
      reply: json<ConsentLogResponse>(),
      status: 201,
      errors: [...jsonBody, 'rate_limited'],
    },
  },
  account: {
    GET: { reply: json<AccountProfile>(), status: 200, errors: signedIn },
    PATCH: {
      body: profileUpdateSchema,
      reply: json<AccountProfile>(),
      status: 200,
      errors: [...signedIn, ...jsonBody],
    },
    DELETE: {
      body: accountDeletionSchema,
      reply: none,
      status: 204,
      errors: [...signedIn, ...jsonBody, 'invalid_credentials', 'conflict', 'rate_limited'],
    },
  },
  'account-export': { GET: { reply: download, status: 200, errors: [...signedIn, 'forbidden'] } },
  'account-password': {
    PUT: {
      body: passwordChangeSchema,
      reply: none,
      status: 204,
      errors: [...signedIn, ...jsonBody, 'invalid_credentials', 'rate_limited'],
    },
  },
  'account-sessions': {
    GET: { reply: json<AccountSession[]>(), status: 200, errors: signedIn },
    DELETE: { reply: json<SessionsEnded>(), status: 200, errors: [...signedIn, ...write] },
  },
  'account-session': { DELETE: { reply: none, status: 204, errors: [...signedIn, ...write, 'not_found'] } },
  'account-two-factor': {
    GET: { reply: json<TwoFactorStatus>(), status: 200, errors: signedIn },
    POST: {
      body: twoFactorEnableSchema,
      reply: json<RecoveryCodesIssued>(),
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
      reply: json<TwoFactorSetup>(),
      status: 201,
      errors: [...signedIn, ...jsonBody, 'conflict', 'invalid_credentials', 'rate_limited'],
    },
  },
  'account-two-factor-recovery-codes': {
    POST: {
      body: twoFactorConfirmSchema,
      reply: json<RecoveryCodesIssued>(),
      status: 201,
      errors: [...signedIn, ...jsonBody, 'conflict', 'invalid_credentials', 'rate_limited'],
    },
  },
  'account-verification-email': {
    POST: { reply: json<MailAccepted>(), status: 202, errors: [...signedIn, ...write, 'conflict', 'rate_limited'] },
  },
  'account-verify-email': {
    POST: { body: verifyEmailSchema, reply: none, status: 204, errors: [...jsonBody, 'rate_limited'] },
  },
  'member-dashboard': { GET: { reply: json<DashboardSummary>(), status: 200, errors: signedIn } },
  'member-application-track': {
    POST: { reply: json<ApplicationLaunch>(), status: 200, errors: [...signedIn, ...write, 'not_found'] },
  },
  'member-brand-persona': {
    GET: { reply: json<BrandPersonaState>(), status: 200, errors: signedIn },
    PUT: {
      body: saveStepSchema,
      reply: json<PersonaDraft>(),
      status: 200,
      errors: [...signedIn, ...jsonBody, 'conflict'],
    },
  },
  'member-brand-persona-submit': {
    POST: { reply: json<PersonaVersion>(), status: 201, errors: [...signedIn, ...write, 'conflict'] },
  },
  'member-brand-persona-version': {
    GET: { reply: json<PersonaVersion>(), status: 200, errors: [...signedIn, 'not_found'] },
  },
  'member-brand-persona-reopen': {
    POST: { reply: json<PersonaDraft>(), status: 200, errors: [...signedIn, ...write, 'not_found'] },
  },
  'admin-users': {
    GET: {
      query: userListQuerySchema,
      reply: json<AdminUserPage>(),
      status: 200,
      errors: [...administrator, 'validation_failed'],
    },
    POST: {
      body: createUserSchema,
      reply: json<AdminUser>(),
      status: 201,
      errors: [...administrator, ...jsonBody, 'conflict'],
    },
  },
  'admin-user': {
    PATCH: {
      body: roleChangeSchema,
      reply: json<AdminUser>(),
      status: 200,
      errors: [...administrator, ...jsonBody, 'not_found', 'conflict'],
    },
    DELETE: { reply: none, status: 204, errors: [...administrator, ...write, 'not_found', 'conflict'] },
  },
  'admin-user-password': {
    PUT: {
      body: resetPasswordSchema,
      reply: json<{ message: string }>(),
      status: 200,
      errors: [...administrator, ...jsonBody, 'not_found'],
    },
  },
  'admin-user-sessions': {
    GET: { reply: json<AdminUserSession[]>(), status: 200, errors: [...administrator, 'not_found'] },
    DELETE: { reply: json<AdminSessionsEnded>(), status: 200, errors: [...administrator, ...write, 'not_found'] },
  },
  'admin-user-two-factor': {
    DELETE: { reply: none, status: 204, errors: [...administrator, ...write, 'not_found', 'conflict'] },
  },
  'admin-enquiries': {
    GET: {
      query: enquiryListQuerySchema,
      reply: json<EnquiryPage>(),
      status: 200,
      errors: [...administrator, 'validation_failed'],
    },
  },
  'admin-enquiry': {
    PATCH: {
      body: enquiryUpdateSchema,
      reply: json<Enquiry>(),
      status: 200,
      errors: [...administrator, ...jsonBody, 'not_found'],
    },
  },
  'admin-export': { GET: { reply: download, status: 200, errors: [...administrator, 'not_found'] } },
  'admin-audit': {
    GET: {
      query: auditQuerySchema,
      reply: json<AuditPage>(),
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
