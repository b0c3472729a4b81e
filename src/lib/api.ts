// The browser's API client, derived from the contract: `api(endpoints.user, 'GET')` (with
// `import * as endpoints from '.../schemas/api-routes/auth.ts'`, and `{ params, query, body }` when the call has
// them) takes the address from the endpoint's route constant (the address alone) and, from the endpoint
// that address belongs to, its methods, body and answer types from api.ts (types only, so no page loads
// zod or the table of every endpoint for it). Every request sends credentials; a JSON body only when there is one. A non-OK answer
// throws ApiError, whose message is 'status: message' and whose typed code tells a signed-out caller
// ('unauthenticated') apart from any other failure. In development and in tests each answer is parsed
// with the contract's schema (api-check.ts, loaded only there) and a mismatch throws; a production build
// drops that branch, so pages trust the answer and carry neither zod nor the contract.
import type { z } from 'zod';
import type { EndpointAt, EndpointName, MethodOf, OperationOf, PathParams } from '../schemas/api.ts';
import { addressOf, type ApiMethod, type ApiPath, type QueryValue } from '../schemas/api-routes/route.ts';
import { errorCodeForStatus, type ApiErrorBody, type ErrorCode, type FieldErrors } from '../schemas/errors.ts';

export type { FieldErrors };

/** The code a failed request carries when nothing answered (no connection). */
export type ClientErrorCode = ErrorCode | 'network_error';

export class ApiError extends Error {
  readonly status: number;
  readonly code: ClientErrorCode;
  readonly fieldErrors: FieldErrors;
  /** The server's message without the status prefix, for toasts. */
  readonly detail: string;

  constructor(status: number, detail: string, fieldErrors: FieldErrors = {}, code?: ClientErrorCode) {
    super(`${status}: ${detail}`);
    this.status = status;
    this.code = code ?? (status === 0 ? 'network_error' : (errorCodeForStatus[status] ?? 'bad_request'));
    this.detail = detail;
    this.fieldErrors = fieldErrors;
  }
}

/** True when the request failed because nobody is signed in (the session ended or never was). */
export function isSignedOutError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === 'unauthenticated';
}

/** The answer of a call: the JSON type the contract names, or undefined for no content. */
export type ResponseOf<N extends EndpointName, M extends ApiMethod> =
  OperationOf<N, M> extends { reply: { kind: 'json'; schema: infer S extends z.ZodType } } ? z.output<S> : undefined;

/** What a call sends as its JSON body (the schema's input), when it sends one. */
export type BodyOf<N extends EndpointName, M extends ApiMethod> =
  OperationOf<N, M> extends { body: infer S extends z.ZodType } ? z.input<S> : never;

/** The query a call may send: the schema's fields, each as it goes into the address. */
export type QueryOf<N extends EndpointName, M extends ApiMethod> =
  OperationOf<N, M> extends { query: infer S extends z.ZodType }
    ? { [K in keyof z.input<S>]?: QueryValue } | URLSearchParams
    : never;

type Needed<Key extends string, T> = [T] extends [never] ? { [K in Key]?: never } : { [K in Key]: T };
type Optional<Key extends string, T> = [T] extends [never] ? { [K in Key]?: never } : { [K in Key]?: T };

/**
 * Path parameters when the address has some, the body when the operation takes one, a query when it reads
 * one; and `keepalive` for a call that must outlive the page (a launch that navigates away).
 */
export type CallOptions<N extends EndpointName, M extends ApiMethod> = Needed<
  'params',
  keyof PathParams<N> extends never ? never : PathParams<N>
> &
  Needed<'body', BodyOf<N, M>> &
  Optional<'query', QueryOf<N, M>> & { keepalive?: boolean };

type Args<N extends EndpointName, M extends ApiMethod> =
  Record<never, never> extends CallOptions<N, M> ? [options?: CallOptions<N, M>] : [options: CallOptions<N, M>];

/** The address of a call (for links such as downloads), from the contract. */
export function apiHref<P extends ApiPath, M extends MethodOf<EndpointAt<P>>>(
  path: P,
  _method: M,
  ...[options]: Args<EndpointAt<P>, M>
): string {
  return addressOf(path, options?.params, options?.query);
}

/** Calls an endpoint as the contract declares it; resolves with its answer, rejects with ApiError. */
export async function api<P extends ApiPath, M extends MethodOf<EndpointAt<P>>>(
  path: P,
  method: M,
  ...[options]: Args<EndpointAt<P>, M>
): Promise<ResponseOf<EndpointAt<P>, M>> {
  const { params, query, body, keepalive } = (options ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, QueryValue> | URLSearchParams;
    body?: unknown;
    keepalive?: boolean;
  };
  const init: RequestInit = { method, credentials: 'include', keepalive, headers: { Accept: 'application/json' } };
  if (body !== undefined) {
    init.headers = { ...init.headers, 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(addressOf(path, params, query), init);
  } catch {
    throw new ApiError(0, 'Network error: please check your connection and try again.');
  }
  const text = await response.text();
  if (!response.ok) {
    const payload: Partial<ApiErrorBody> = parsed(text) ?? {};
    const detail =
      typeof payload.message === 'string' && payload.message ? payload.message : text || response.statusText;
    const code = typeof payload.code === 'string' ? payload.code : undefined;
    throw new ApiError(response.status, detail, payload.fieldErrors ?? {}, code);
  }
  // Production trusts the contract: the API's tests parse every reply with its schema (tests/api/replies).
  const reply: ResponseOf<EndpointAt<P>, M> = parsed(text);
  if (import.meta.env.DEV) (await import('./api-check.ts')).checkReply(path, method, reply);
  return reply;
}

/** JSON as the contract words it (production trusts it; development checks it in api-check.ts). */
function parsed(text: string) {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}
