// The browser's API client, derived from the contract: `api(endpoints.user, 'GET')` (with
// `import * as endpoints from '.../schemas/api-routes/auth.ts'`, and `{ params, query, body }` when the call has
// them) takes the address from the endpoint's route constant (the address alone) and, from the endpoint
// that address belongs to, its methods, body and answer types from api.ts (types only, so no page loads
// zod or the table of every endpoint for it). Every request sends credentials; a JSON body only when there is one. A non-OK answer
// throws ApiError, whose message is 'status: message' and whose typed code tells a signed-out caller
// ('unauthenticated') apart from any other failure.
import type { z } from 'zod';
import type { MethodOf, OperationOf } from '../schemas/api.ts';
import type { EndpointAt, EndpointName, PathParams } from '../schemas/api-routes.ts';
import { addressOf, type ApiMethod, type ApiPath, type QueryValue } from '../schemas/api-routes/route.ts';
import { errorCodeForStatus, type ErrorCode, type FieldErrors } from '../schemas/errors.ts';

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

/** The server's code for a refusal: the API's tests hold every refusal's code to the contract's list. */
function codeOf(value: unknown): ErrorCode | undefined {
  return typeof value === 'string' ? (value as ErrorCode) : undefined;
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

/** Path parameters when the address has some, the body when the operation takes one, a query when it reads one. */
export type CallOptions<N extends EndpointName, M extends ApiMethod> = Needed<
  'params',
  keyof PathParams<N> extends never ? never : PathParams<N>
> &
  Needed<'body', BodyOf<N, M>> &
  Optional<'query', QueryOf<N, M>>;

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
  const { params, query, body } = (options ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, QueryValue> | URLSearchParams;
    body?: unknown;
  };
  return send(method, addressOf(path, params, query), body) as Promise<ResponseOf<EndpointAt<P>, M>>;
}

async function send(method: string, path: string, body?: unknown): Promise<unknown> {
  const init: RequestInit = { method, credentials: 'include', headers: { Accept: 'application/json' } };
  if (body !== undefined) {
    init.headers = { ...init.headers, 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(path, init);
  } catch {
    throw new ApiError(0, 'Network error: please check your connection and try again.');
  }
  const text = await response.text();
  let data: unknown = undefined;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!response.ok) {
    const payload = (data ?? {}) as { code?: unknown; message?: unknown; fieldErrors?: FieldErrors };
    const detail =
      typeof payload.message === 'string' && payload.message ? payload.message : text || response.statusText;
    throw new ApiError(response.status, detail, payload.fieldErrors ?? {}, codeOf(payload.code));
  }
  return data;
}
