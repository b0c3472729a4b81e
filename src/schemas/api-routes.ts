// Every API endpoint's address and the methods it answers, named by the function that serves it
// (netlify/functions/<name>.mts). Without zod, so the browser's client can take addresses from here on
// any page; the request and response schemas for each method are in api.ts, checked against this table.
// A `:name` segment is a path parameter. Each endpoint is its own constant, so a page's bundle holds only
// the addresses its islands call (the landing page: three).

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRoute {
  /** The function's file name in netlify/functions. */
  readonly name: string;
  readonly path: `/api/${string}`;
  /** Other addresses the same function answers (the spec's second names). */
  readonly aliases?: readonly `/api/${string}`[];
  readonly methods: readonly ApiMethod[];
}

export const health = { name: 'health', path: '/api/health', methods: ['GET'] } as const satisfies ApiRoute;
export const login = { name: 'login', path: '/api/login', methods: ['GET', 'POST'] } as const satisfies ApiRoute;
export const loginTwoFactor = {
  name: 'login-two-factor',
  path: '/api/login/two-factor',
  methods: ['POST'],
} as const satisfies ApiRoute;
export const register = { name: 'register', path: '/api/register', methods: ['POST'] } as const satisfies ApiRoute;
export const logout = { name: 'logout', path: '/api/logout', methods: ['POST'] } as const satisfies ApiRoute;
export const user = {
  name: 'user',
  path: '/api/user',
  aliases: ['/api/auth/user'],
  methods: ['GET'],
} as const satisfies ApiRoute;
export const passwordForgot = {
  name: 'password-forgot',
  path: '/api/password/forgot',
  methods: ['POST'],
} as const satisfies ApiRoute;
export const passwordReset = {
  name: 'password-reset',
  path: '/api/password/reset',
  methods: ['POST'],
} as const satisfies ApiRoute;
export const contact = { name: 'contact', path: '/api/contact', methods: ['POST'] } as const satisfies ApiRoute;
export const consentLog = {
  name: 'consent-log',
  path: '/api/consent/log',
  methods: ['POST'],
} as const satisfies ApiRoute;
export const account = {
  name: 'account',
  path: '/api/account',
  methods: ['GET', 'PATCH', 'DELETE'],
} as const satisfies ApiRoute;
export const accountExport = {
  name: 'account-export',
  path: '/api/account/export',
  methods: ['GET'],
} as const satisfies ApiRoute;
export const accountPassword = {
  name: 'account-password',
  path: '/api/account/password',
  methods: ['PUT'],
} as const satisfies ApiRoute;
export const accountSessions = {
  name: 'account-sessions',
  path: '/api/account/sessions',
  methods: ['GET', 'DELETE'],
} as const satisfies ApiRoute;
export const accountSession = {
  name: 'account-session',
  path: '/api/account/sessions/:id',
  methods: ['DELETE'],
} as const satisfies ApiRoute;
export const accountTwoFactor = {
  name: 'account-two-factor',
  path: '/api/account/two-factor',
  methods: ['GET', 'POST', 'DELETE'],
} as const satisfies ApiRoute;
export const accountTwoFactorSetup = {
  name: 'account-two-factor-setup',
  path: '/api/account/two-factor/setup',
  methods: ['POST'],
} as const satisfies ApiRoute;
export const accountTwoFactorRecoveryCodes = {
  name: 'account-two-factor-recovery-codes',
  path: '/api/account/two-factor/recovery-codes',
  methods: ['POST'],
} as const satisfies ApiRoute;
export const accountVerificationEmail = {
  name: 'account-verification-email',
  path: '/api/account/verification-email',
  methods: ['POST'],
} as const satisfies ApiRoute;
export const accountVerifyEmail = {
  name: 'account-verify-email',
  path: '/api/account/verify-email',
  methods: ['POST'],
} as const satisfies ApiRoute;
export const memberDashboard = {
  name: 'member-dashboard',
  path: '/api/member/dashboard',
  methods: ['GET'],
} as const satisfies ApiRoute;
export const memberApplicationTrack = {
  name: 'member-application-track',
  path: '/api/member/applications/:name/track',
  methods: ['POST'],
} as const satisfies ApiRoute;
export const memberBrandPersona = {
  name: 'member-brand-persona',
  path: '/api/member/brand-persona',
  methods: ['GET', 'PUT'],
} as const satisfies ApiRoute;
export const memberBrandPersonaSubmit = {
  name: 'member-brand-persona-submit',
  path: '/api/member/brand-persona/submit',
  methods: ['POST'],
} as const satisfies ApiRoute;
export const memberBrandPersonaVersion = {
  name: 'member-brand-persona-version',
  path: '/api/member/brand-persona/versions/:version',
  methods: ['GET'],
} as const satisfies ApiRoute;
export const memberBrandPersonaReopen = {
  name: 'member-brand-persona-reopen',
  path: '/api/member/brand-persona/versions/:version/reopen',
  methods: ['POST'],
} as const satisfies ApiRoute;
export const adminUsers = {
  name: 'admin-users',
  path: '/api/admin/users',
  methods: ['GET', 'POST'],
} as const satisfies ApiRoute;
export const adminUser = {
  name: 'admin-user',
  path: '/api/admin/users/:userId',
  methods: ['PATCH', 'DELETE'],
} as const satisfies ApiRoute;
export const adminUserPassword = {
  name: 'admin-user-password',
  path: '/api/admin/users/:userId/password',
  methods: ['PUT'],
} as const satisfies ApiRoute;
export const adminUserSessions = {
  name: 'admin-user-sessions',
  path: '/api/admin/users/:userId/sessions',
  methods: ['GET', 'DELETE'],
} as const satisfies ApiRoute;
export const adminUserTwoFactor = {
  name: 'admin-user-two-factor',
  path: '/api/admin/users/:userId/two-factor',
  methods: ['DELETE'],
} as const satisfies ApiRoute;
export const adminEnquiries = {
  name: 'admin-enquiries',
  path: '/api/admin/enquiries',
  methods: ['GET'],
} as const satisfies ApiRoute;
export const adminEnquiry = {
  name: 'admin-enquiry',
  path: '/api/admin/enquiries/:id',
  methods: ['PATCH'],
} as const satisfies ApiRoute;
export const adminExport = {
  name: 'admin-export',
  path: '/api/admin/exports/:dataset',
  methods: ['GET'],
} as const satisfies ApiRoute;
export const adminAudit = {
  name: 'admin-audit',
  path: '/api/admin/audit',
  methods: ['GET'],
} as const satisfies ApiRoute;
export const adminAuditExport = {
  name: 'admin-audit-export',
  path: '/api/admin/audit/export',
  methods: ['GET'],
} as const satisfies ApiRoute;

/** Every endpoint by the name of the function that serves it (for the server and the tests). */
export const apiRoutes = {
  health,
  login,
  'login-two-factor': loginTwoFactor,
  register,
  logout,
  user,
  'password-forgot': passwordForgot,
  'password-reset': passwordReset,
  contact,
  'consent-log': consentLog,
  account,
  'account-export': accountExport,
  'account-password': accountPassword,
  'account-sessions': accountSessions,
  'account-session': accountSession,
  'account-two-factor': accountTwoFactor,
  'account-two-factor-setup': accountTwoFactorSetup,
  'account-two-factor-recovery-codes': accountTwoFactorRecoveryCodes,
  'account-verification-email': accountVerificationEmail,
  'account-verify-email': accountVerifyEmail,
  'member-dashboard': memberDashboard,
  'member-application-track': memberApplicationTrack,
  'member-brand-persona': memberBrandPersona,
  'member-brand-persona-submit': memberBrandPersonaSubmit,
  'member-brand-persona-version': memberBrandPersonaVersion,
  'member-brand-persona-reopen': memberBrandPersonaReopen,
  'admin-users': adminUsers,
  'admin-user': adminUser,
  'admin-user-password': adminUserPassword,
  'admin-user-sessions': adminUserSessions,
  'admin-user-two-factor': adminUserTwoFactor,
  'admin-enquiries': adminEnquiries,
  'admin-enquiry': adminEnquiry,
  'admin-export': adminExport,
  'admin-audit': adminAudit,
  'admin-audit-export': adminAuditExport,
} as const;

export type ApiRoutes = typeof apiRoutes;
export type EndpointName = keyof ApiRoutes;
export type MethodOf<N extends EndpointName> = ApiRoutes[N]['methods'][number];
/** Any one endpoint's route constant. */
export type AnyRoute = ApiRoutes[EndpointName];

/** `/api/admin/users/:userId/password` → 'userId'. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path parameters an endpoint's address needs: `{}` for an address without any. */
export type PathParams<N extends EndpointName> = { [K in ParamNames<ApiRoutes[N]['path']>]: string | number };

export type QueryValue = string | number | boolean | null | undefined;

/**
 * The address of an endpoint with its parameters filled in (each one percent-encoded) and an optional
 * query (entries that are undefined, null or '' are left out). The browser's typed way in is lib/api.ts.
 */
export function addressOf(
  route: ApiRoute,
  params: Readonly<Record<string, string | number>> = {},
  query: Readonly<Record<string, QueryValue>> | URLSearchParams = {},
): string {
  const path = route.path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(params[key])));
  const search =
    query instanceof URLSearchParams
      ? query
      : new URLSearchParams(
          Object.entries(query)
            .filter(([, value]) => value !== undefined && value !== null && value !== '')
            .map(([key, value]) => [key, String(value)]),
        );
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
