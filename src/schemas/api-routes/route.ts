// What an API address is (`:name` segments for path parameters) and how one is filled in. Without zod
// and without the contract's table of every endpoint, so the browser's client can use it.

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type ApiPath = `/api/${string}`;

/** `/api/admin/users/:userId/password` → 'userId'. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path parameters an address needs: `{}` for an address without any. */
export type RouteParams<P extends string> = { [K in ParamNames<P>]: string | number };

export type QueryValue = string | number | boolean | null | undefined;

/**
 * The address of an endpoint with its parameters filled in (each one percent-encoded) and an optional
 * query (entries that are undefined, null or '' are left out). The browser's typed way in is lib/api.ts.
 */
export function addressOf(
  path: string,
  params: Readonly<Record<string, string | number>> = {},
  query: Readonly<Record<string, QueryValue>> | URLSearchParams = {},
): string {
  // URLSearchParams turns each value into text itself.
  const search = new URLSearchParams(
    query instanceof URLSearchParams
      ? query
      : (Object.entries(query).filter(([, value]) => value != null && value !== '') as [string, string][]),
  ).toString();
  const address = path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key]!));
  return search ? `${address}?${search}` : address;
}
