// The API contract: every endpoint, keyed by the name of the function that serves it
// (netlify/functions/<name>.mts), with its address, its path parameters' schemas, and for each method it
// answers the request body's schema, the query's schema, who may call, the reply (JSON, no content, a
// download or a redirect), its success status and the refusals that are its own (refusalsOf in
// api-operation.ts derives the rest). An address lives here, or, when a page calls the endpoint, in its
// area's api-routes/<area>.ts (plain strings, so a page carries the addresses without zod) and is named
// here. Functions are defined from their entry (netlify/lib/http/endpoint.ts), the browser calls it
// through lib/api.ts (types only: this module, with zod, never reaches a page), and the contract, refusal,
// replies, audit and fuzz tests take every endpoint from it.
import { forgotPasswordSchema, messageSchema, passwordResetSchema } from './account.ts';
import { accountContract } from './api-account.ts';
import { administratorContract } from './api-administrators.ts';
import { briefingsContract } from './api-briefings.ts';
import { memberContract } from './api-member.ts';
import { json, none, redirect, refusalsOf, type Entry, type Operation } from './api-operation.ts';
import { passkeyContract } from './api-passkeys.ts';
import { usageContract } from './api-usage.ts';
import * as authRoutes from './api-routes/auth.ts';
import * as everyPageRoutes from './api-routes/every-page.ts';
import * as publicRoutes from './api-routes/public.ts';
import type { ApiMethod, RouteParams } from './api-routes/route.ts';
import { loginSchema, registerSchema } from './auth.ts';
import { consentLogRequestSchema, consentLogResponseSchema } from './consent.ts';
import { contactResponseSchema } from './contact-replies.ts';
import { contactRequestSchema } from './contact.ts';
import type { ErrorCode } from './errors.ts';
import { healthSchema } from './health.ts';
import { twoFactorChallengeSchema, twoFactorSignInSchema } from './two-factor.ts';
import { publicUserSchema } from './user.ts';
import { z } from './zod.ts';

export const apiContract = {
  ...accountContract,
  ...memberContract,
  ...passkeyContract,
  ...administratorContract,
  ...briefingsContract,
  ...usageContract,
  health: {
    path: publicRoutes.health,
    GET: { reply: json(healthSchema), status: 200 },
  },
  login: {
    path: authRoutes.login,
    // The spec's sign-in link is also followed as a navigation: it sends the browser to the sign-in page.
    GET: { reply: redirect, status: 302 },
    POST: {
      body: loginSchema,
      // 200 with the member, or 202 when a second factor is needed.
      reply: json(z.union([publicUserSchema, twoFactorChallengeSchema])),
      status: 200,
      errors: ['invalid_credentials', 'rate_limited'],
      example: () => ({ email: 'ada@example.com', password: 'a-password-1' }),
      audit: ['auth.sign_in'],
    },
  },
  'login-two-factor': {
    path: authRoutes.loginTwoFactor,
    POST: {
      body: twoFactorSignInSchema,
      maxBytes: 1024,
      reply: json(publicUserSchema),
      status: 200,
      errors: ['invalid_credentials', 'rate_limited'],
      example: () => ({ challenge: 'x'.repeat(43), code: '123456' }),
      audit: ['auth.sign_in'],
    },
  },
  register: {
    path: authRoutes.register,
    POST: {
      body: registerSchema,
      reply: json(publicUserSchema),
      status: 201,
      errors: ['conflict', 'rate_limited'],
      example: () => ({
        email: `new-${crypto.randomUUID()}@example.com`,
        password: 'quiet-harbour-lantern-9',
        firstName: 'Ada',
        lastName: 'Lovelace',
      }),
      audit: ['auth.register'],
    },
  },
  logout: { path: everyPageRoutes.logout, POST: { reply: none, status: 204, audit: ['auth.sign_out'] } },
  // The pages' question: the member, or null when nobody is (no error status for the browser to log).
  'auth-user': { path: everyPageRoutes.signedInUser, GET: { reply: json(publicUserSchema.nullable()), status: 200 } },
  'password-forgot': {
    path: authRoutes.passwordForgot,
    POST: {
      body: forgotPasswordSchema,
      maxBytes: 1024,
      reply: json(messageSchema),
      status: 202,
      errors: ['rate_limited'],
      example: () => ({ email: 'ada@example.com' }),
      audit: ['account.password_reset_requested'],
    },
  },
  'password-reset': {
    path: authRoutes.passwordReset,
    POST: {
      body: passwordResetSchema,
      maxBytes: 2048,
      reply: none,
      status: 204,
      errors: ['rate_limited'],
      example: () => ({ token: 'x'.repeat(43), password: 'quiet-harbour-lantern-9' }),
      audit: ['account.password_reset'],
    },
  },
  contact: {
    path: publicRoutes.contact,
    POST: {
      body: contactRequestSchema,
      maxBytes: 32 * 1024,
      reply: json(contactResponseSchema),
      status: 201,
      errors: ['rate_limited'],
      example: () => ({
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        company: 'Engines Ltd',
        serviceInterest: 'general',
        message: 'Hello\nthere',
      }),
      unaudited: 'public form, tied to no account (the enquiry itself, with its time, is the record)',
    },
  },
  'consent-log': {
    path: everyPageRoutes.consentLog,
    // 201 for a new record, 200 for one stored before (the browser sent it again).
    POST: {
      body: consentLogRequestSchema,
      maxBytes: 4 * 1024,
      reply: json(consentLogResponseSchema),
      status: 201,
      errors: ['rate_limited'],
      example: () => ({
        recordId: `consent_${crypto.randomUUID()}`,
        sessionId: 'session_0001',
        action: 'grant',
        consentChoices: { essential: true, analytics: true, marketing: true, functional: true },
        previousChoices: null,
        consentMethod: 'accept_all',
        correlationId: `correlation_${crypto.randomUUID()}`,
      }),
      audit: ['consent.recorded'],
    },
  },
} as const satisfies Readonly<Record<string, Entry>>;

export type ApiContract = typeof apiContract;
export type EndpointName = keyof ApiContract;

/** The endpoint whose address is P (each address belongs to one function). */
export type EndpointAt<P extends string> = {
  [N in EndpointName]: ApiContract[N]['path'] extends P ? N : never;
}[EndpointName];

/** The path parameters a caller fills in: `{}` for an address without any. */
export type PathParams<N extends EndpointName> = RouteParams<ApiContract[N]['path']>;

/** The path parameters a handler is given, each parsed by its schema. */
export type ParsedParams<N extends EndpointName> = ApiContract[N] extends {
  params: infer P extends Record<string, { schema: z.ZodType }>;
}
  ? { [K in keyof P]: z.output<P[K]['schema']> }
  : Record<never, never>;

/** The methods an endpoint answers. */
export type MethodOf<N extends EndpointName> = keyof ApiContract[N] & ApiMethod;

/** The operation a method of an endpoint performs. */
export type OperationOf<N extends EndpointName, M extends ApiMethod> = M extends keyof ApiContract[N]
  ? ApiContract[N][M]
  : never;

const METHODS: readonly ApiMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** The names of the path parameters in an address: `/api/admin/users/:userId` → ['userId']. */
export const paramNamesOf = (path: string) => [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!);

/**
 * Every endpoint with what the contract declares for it, and each method's refusals (own and derived):
 * for the functions' definitions, the browser's development checks and the tests.
 */
export function contractEntries() {
  return (Object.keys(apiContract) as EndpointName[]).map((name) => {
    const entry: Entry = apiContract[name];
    const methods = METHODS.filter((method) => entry[method]);
    const operations: Partial<Record<ApiMethod, Operation>> = Object.fromEntries(
      methods.map((method) => [method, entry[method]]),
    );
    const hasParams = paramNamesOf(entry.path).length > 0;
    const refusals: Partial<Record<ApiMethod, ErrorCode[]>> = Object.fromEntries(
      methods.map((method) => [method, refusalsOf(method, entry[method]!, hasParams)]),
    );
    return { name, path: entry.path, params: entry.params ?? {}, methods, operations, refusals };
  });
}
