// Every API endpoint's address and the methods it answers, keyed by the function that serves it
// (netlify/functions/<name>.mts). Without zod, so the browser's client can take addresses from here on
// any page; the request and response schemas for each method are in api.ts, checked against this table.
// A `:name` segment is a path parameter.

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRoute {
  readonly path: `/api/${string}`;
  /** Other addresses the same function answers (the spec's second names). */
  readonly aliases?: readonly `/api/${string}`[];
  readonly methods: readonly ApiMethod[];
}

export const apiRoutes = {
  health: { path: '/api/health', methods: ['GET'] },
  login: { path: '/api/login', methods: ['GET', 'POST'] },
  'login-two-factor': { path: '/api/login/two-factor', methods: ['POST'] },
  register: { path: '/api/register', methods: ['POST'] },
  logout: { path: '/api/logout', methods: ['POST'] },
  user: { path: '/api/user', aliases: ['/api/auth/user'], methods: ['GET'] },
  'password-forgot': { path: '/api/password/forgot', methods: ['POST'] },
  'password-reset': { path: '/api/password/reset', methods: ['POST'] },
  contact: { path: '/api/contact', methods: ['POST'] },
  'consent-log': { path: '/api/consent/log', methods: ['POST'] },
  account: { path: '/api/account', methods: ['GET', 'PATCH', 'DELETE'] },
  'account-export': { path: '/api/account/export', methods: ['GET'] },
  'account-password': { path: '/api/account/password', methods: ['PUT'] },
  'account-sessions': { path: '/api/account/sessions', methods: ['GET', 'DELETE'] },
  'account-session': { path: '/api/account/sessions/:id', methods: ['DELETE'] },
  'account-two-factor': { path: '/api/account/two-factor', methods: ['GET', 'POST', 'DELETE'] },
  'account-two-factor-setup': { path: '/api/account/two-factor/setup', methods: ['POST'] },
  'account-two-factor-recovery-codes': { path: '/api/account/two-factor/recovery-codes', methods: ['POST'] },
  'account-verification-email': { path: '/api/account/verification-email', methods: ['POST'] },
  'account-verify-email': { path: '/api/account/verify-email', methods: ['POST'] },
  'member-dashboard': { path: '/api/member/dashboard', methods: ['GET'] },
  'member-application-track': { path: '/api/member/applications/:name/track', methods: ['POST'] },
  'member-brand-persona': { path: '/api/member/brand-persona', methods: ['GET', 'PUT'] },
  'member-brand-persona-submit': { path: '/api/member/brand-persona/submit', methods: ['POST'] },
  'member-brand-persona-version': { path: '/api/member/brand-persona/versions/:version', methods: ['GET'] },
  'member-brand-persona-reopen': { path: '/api/member/brand-persona/versions/:version/reopen', methods: ['POST'] },
  'admin-users': { path: '/api/admin/users', methods: ['GET', 'POST'] },
  'admin-user': { path: '/api/admin/users/:userId', methods: ['PATCH', 'DELETE'] },
  'admin-user-password': { path: '/api/admin/users/:userId/password', methods: ['PUT'] },
  'admin-user-sessions': { path: '/api/admin/users/:userId/sessions', methods: ['GET', 'DELETE'] },
  'admin-user-two-factor': { path: '/api/admin/users/:userId/two-factor', methods: ['DELETE'] },
  'admin-enquiries': { path: '/api/admin/enquiries', methods: ['GET'] },
  'admin-enquiry': { path: '/api/admin/enquiries/:id', methods: ['PATCH'] },
  'admin-export': { path: '/api/admin/exports/:dataset', methods: ['GET'] },
  'admin-audit': { path: '/api/admin/audit', methods: ['GET'] },
  'admin-audit-export': { path: '/api/admin/audit/export', methods: ['GET'] },
} as const satisfies Record<string, ApiRoute>;

export type ApiRoutes = typeof apiRoutes;
export type EndpointName = keyof ApiRoutes;
export type MethodOf<N extends EndpointName> = ApiRoutes[N]['methods'][number];

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
  name: EndpointName,
  params: Readonly<Record<string, string | number>> = {},
  query: Readonly<Record<string, QueryValue>> | URLSearchParams = {},
): string {
  const path = apiRoutes[name].path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(params[key])));
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
