// The browser's API client, derived from the contract: `api(endpoints.user, 'GET')` (with
// `import * as endpoints from '.../schemas/api-routes/auth.ts'`, and `{ params, query, body }` when the call has
// them) takes the address from the endpoint's route constant (the address alone) and, from the endpoint
// that address belongs to, its methods, body and answer types from api.ts (types only, so no page loads
// zod or the table of every endpoint for it). Every request sends credentials; a JSON body only when there
// is one. The client reads only replies the contract declares: a success as JSON (or no content), a
// refusal as the error contract's `{ code, message, fieldErrors? }` in JSON. Anything else (no connection,
// a proxy's or a host's HTML page, a body that is not JSON, an unknown code) becomes one plain message and
// never reaches the page as it came. A failure is ApiError, whose message is for people (never an HTTP
// status) and whose typed code tells a signed-out caller ('unauthenticated') apart from any other failure.
// In development and in tests each answer is parsed with the contract's schema (api-check.ts, loaded only
// there) and a mismatch throws; a production build drops that branch, so pages carry neither zod nor the
// contract.
import type { z } from 'zod';
import type { EndpointAt, EndpointName, MethodOf, OperationOf, PathParams } from '../schemas/api.ts';
import { addressOf, type ApiMethod, type ApiPath, type QueryValue } from '../schemas/api-routes/route.ts';
import {
  clientMessages,
  errorCodeForStatus,
  errorCodes,
  type ApiErrorBody,
  type ErrorCode,
  type FieldErrors,
} from '../schemas/errors.ts';

export type { FieldErrors };

/**
 * The code a failed request carries when nothing answered (no connection), or when what answered is not a
 * reply the contract declares (a proxy's 502 page, a body that is not JSON).
 */
export type ClientErrorCode = ErrorCode | 'network_error' | 'unexpected_reply';

export class ApiError extends Error {
  /** The HTTP status (0 when nothing answered): for code that must tell statuses apart, never for people. */
  readonly status: number;
  readonly code: ClientErrorCode;
  readonly fieldErrors: FieldErrors;

  /** `message` is what a person reads: the server's message, or one of clientMessages. */
  constructor(status: number, message: string, fieldErrors: FieldErrors = {}, code?: ClientErrorCode) {
    super(message);
    this.status = status;
    this.code = code ?? (status === 0 ? 'network_error' : (errorCodeForStatus[status] ?? 'bad_request'));
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

const NOT_JSON = Symbol('not JSON');

const isJson = (response: Response) => /^application\/json\b/i.test(response.headers.get('Content-Type') ?? '');

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
    throw new ApiError(0, clientMessages.network);
  }
  let text: string;
  try {
    text = await response.text();
  } catch {
    throw new ApiError(0, clientMessages.network);
  }
  if (!response.ok) {
    const refusal = declaredRefusal(response, text);
    if (!refusal) throw new ApiError(response.status, clientMessages.unexpected, {}, 'unexpected_reply');
    throw new ApiError(response.status, refusal.message, refusal.fieldErrors ?? {}, refusal.code);
  }
  // Production trusts a JSON reply's shape: the API's tests parse every reply with its schema (tests/api/replies).
  const reply: ResponseOf<EndpointAt<P>, M> | typeof NOT_JSON = !text
    ? undefined
    : isJson(response)
      ? parsed(text)
      : NOT_JSON;
  if (reply === NOT_JSON) throw new ApiError(response.status, clientMessages.unexpected, {}, 'unexpected_reply');
  if (import.meta.env.DEV) (await import('./api-check.ts')).checkReply(path, method, reply);
  return reply;
}

/** JSON as the contract words it, or NOT_JSON (production trusts its shape; development checks it in api-check.ts). */
function parsed(text: string) {
  try {
    return JSON.parse(text);
  } catch {
    return NOT_JSON;
  }
}

/** The error contract's body, when that is what answered: JSON with a known code and a message. */
function declaredRefusal(response: Response, text: string): ApiErrorBody | undefined {
  const body: unknown = isJson(response) ? parsed(text) : undefined;
  if (typeof body !== 'object' || body === null) return undefined;
  const { code, message, fieldErrors } = body as Partial<Record<keyof ApiErrorBody, unknown>>;
  if (!errorCodes.includes(code as ErrorCode) || typeof message !== 'string' || !message) return undefined;
  const fields = typeof fieldErrors === 'object' && fieldErrors !== null ? (fieldErrors as FieldErrors) : undefined;
  return { code: code as ErrorCode, message, fieldErrors: fields };
}
