// What an API endpoint's route is (its function's name, address and methods) and how its address is
// filled in. Without zod and without the table of every endpoint, so the browser's client can use it.

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRoute {
  /** The function's file name in netlify/functions. */
  readonly name: string;
  readonly path: `/api/${string}`;
  /** Other addresses the same function answers (the spec's second names). */
  readonly aliases?: readonly `/api/${string}`[];
  readonly methods: readonly ApiMethod[];
}

/** `/api/admin/users/:userId/password` → 'userId'. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path parameters a route's address needs: `{}` for an address without any. */
export type RouteParams<R extends ApiRoute> = { [K in ParamNames<R['path']>]: string | number };

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
