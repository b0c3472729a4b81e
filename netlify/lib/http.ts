// Shared HTTP concerns for every function: JSON responses with security headers, one error type,
// body parsing with zod (http/input.ts), same-origin checks, method dispatch and the error-to-status mapping.
import type { Context } from '@netlify/functions';
import type { ApiErrorBody } from '../../src/schemas/errors.ts';
import { HttpError, RequestAborted } from './http/error.ts';
import { assertNoControlCharacters } from './http/input.ts';
import { isDatabaseUnavailable } from './db.ts';
import { truncateIp } from './ip.ts';
import { logEvent } from './log.ts';
import { SecretUnusable, unusableSecret } from './secrets.ts';

export { HttpError, RequestAborted };
export { assertNoBodyOrJson, readJson, readQuery } from './http/input.ts';

export const API_HEADERS: Readonly<Record<string, string>> = {
  'Cache-Control': 'no-store',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
};

/** Adds the API security headers (and no-store) to any response. */
export function withApiHeaders(response: Response): Response {
  // A copy, because some responses (Response.redirect) have immutable headers.
  const copy = new Response(response.body, response);
  for (const [name, value] of Object.entries(API_HEADERS)) {
    // A reply may only make caching stricter (members-only text: `private, no-store`), never looser.
    if (name === 'Cache-Control' && /\bno-store\b/.test(copy.headers.get(name) ?? '')) continue;
    // An HTML page a function answers (the unsubscribe page) keeps its own policy if it starts from nothing.
    if (name === 'Content-Security-Policy' && /^default-src 'none'; /.test(copy.headers.get(name) ?? '')) continue;
    copy.headers.set(name, value);
  }
  return copy;
}

export function json(data: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('Content-Type', 'application/json; charset=utf-8');
  return withApiHeaders(new Response(JSON.stringify(data), { ...init, headers }));
}

export function noContent(init: ResponseInit = {}): Response {
  return withApiHeaders(new Response(null, { ...init, status: 204 }));
}

/** The one place an error answer is written: `{ code, message, fieldErrors? }` with the error's headers. */
export function errorResponse(error: HttpError, headers?: HeadersInit): Response {
  const body: ApiErrorBody = { code: error.code, message: error.message };
  if (error.fieldErrors) body.fieldErrors = error.fieldErrors;
  const merged = new Headers(headers);
  // Each Set-Cookie line is its own header; any other header of the error's replaces the caller's.
  for (const [name, value] of error.headers) {
    if (name === 'set-cookie') merged.append(name, value);
    else merged.set(name, value);
  }
  return json(body, { status: error.status, headers: merged });
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Rejects cross-site state-changing requests. Browsers send Sec-Fetch-Site and Origin on every
 * cross-origin fetch; requests without either (server-to-server tools) are not browser CSRF vectors.
 */
export function assertSameOrigin(request: Request): void {
  if (!STATE_CHANGING.has(request.method)) return;
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') {
    throw new HttpError(403, 'Forbidden: cross-site request');
  }
  const origin = request.headers.get('origin');
  if (origin && origin !== new URL(request.url).origin && !allowedOrigins().includes(origin)) {
    throw new HttpError(403, 'Forbidden: cross-site request');
  }
}

function allowedOrigins(): string[] {
  return [process.env.URL, process.env.DEPLOY_PRIME_URL, process.env.SITE_URL]
    .filter((value): value is string => Boolean(value))
    .map((value) => new URL(value).origin);
}

/**
 * The client's address as the platform reports it in the context (Netlify's edge; `npm start` from the
 * socket). Never from a request header: a client can send X-Forwarded-For or x-nf-client-connection-ip.
 */
export function clientIp(context?: Pick<Context, 'ip'>): string {
  return context?.ip || '0.0.0.0';
}

/** The client's address per request, as the route saw it: for guards and the audit trail. */
const clientIps = new WeakMap<Request, string>();

export function requestIp(request: Request): string {
  return clientIps.get(request) ?? clientIp();
}

/** Who made each request, once a guard has identified them: for the refusal log line. */
const callers = new WeakMap<Request, string>();

export function identifyCaller(request: Request, userId: string): void {
  callers.set(request, userId);
}

const LOGGED_PATH_MAX = 200;

/**
 * One line per refused request: what was asked, the answer, the network it came from and who (if
 * known). Never the body, a header, a cookie or a session id.
 */
function logRefusal(request: Request, context: Pick<Context, 'ip'> | undefined, status: number): void {
  logEvent('request.refused', {
    route: `${request.method} ${new URL(request.url).pathname.slice(0, LOGGED_PATH_MAX)}`,
    status,
    ip: truncateIp(clientIp(context)),
    userId: callers.get(request),
  });
}

export type Handler = (request: Request, context: Context) => Promise<Response> | Response;

export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Node's own words for a request whose connection closed before its body was complete. */
function isAbortedStream(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, code, message } = error as { name?: unknown; code?: unknown; message?: unknown };
  return (
    name === 'AbortError' ||
    code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    code === 'ABORT_ERR' ||
    (code === 'ECONNRESET' && message === 'aborted')
  );
}

export type Failure = 'refusal' | 'client-aborted' | 'database-unavailable' | 'internal';

/**
 * Whose fault a thrown error is: an answer the code chose (HttpError), the client's (its body stopped
 * short, or its connection closed while the request was served), the database's, or a bug. The client is
 * asked first: a reset socket says ECONNRESET too, and must never read as a database outage.
 */
export function classifyFailure(error: unknown, request?: Request): Failure {
  if (error instanceof HttpError) return 'refusal';
  if (error instanceof RequestAborted || isAbortedStream(error) || request?.signal.aborted) return 'client-aborted';
  return isDatabaseUnavailable(error) ? 'database-unavailable' : 'internal';
}

/**
 * Maps any thrown error to a response: HttpError as is, a client that went away to 400 (if anyone is
 * still there to read it), a lost database to 503, anything else to 500.
 */
export function toErrorResponse(error: unknown, request: Request): Response {
  const failure = classifyFailure(error, request);
  if (error instanceof HttpError) return errorResponse(error);
  if (error instanceof SecretUnusable) return unconfigured(error);
  const path = new URL(request.url).pathname;
  if (failure === 'client-aborted') {
    logEvent('request.aborted', { method: request.method, path });
    return errorResponse(new HttpError(400, 'The request ended before its body was complete'), {
      Connection: 'close',
    });
  }
  if (failure === 'database-unavailable') {
    logEvent('database.unavailable', { method: request.method, path });
    return errorResponse(
      new HttpError(503, 'Service temporarily unavailable: the database cannot be reached. Please try again shortly.', {
        headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) },
      }),
    );
  }
  logEvent('request.failed', {
    method: request.method,
    path,
    error: error instanceof Error ? error.message : String(error),
  });
  return errorResponse(new HttpError(500, 'Internal Server Error'));
}

/**
 * 503 for a function without a usable secret, and one log line naming the variable and what is wrong
 * with it (never its value): nothing is served, so nothing is signed with a secret someone else knows.
 */
function unconfigured(problem: SecretUnusable): Response {
  logEvent('config.secret_unusable', { variable: problem.variable, problem: problem.problem, fix: problem.message });
  return errorResponse(new HttpError(503, 'Service unavailable: the site is not configured. Please try again later.'));
}

export interface RouteOptions {
  /** Log every refused request (4xx) as one `request.refused` line. */
  logRefusals?: boolean;
}

/**
 * The answer to a HEAD request: GET's status and headers, with the length of the body GET would carry
 * and no body (RFC 9110: HEAD is GET without the content).
 */
async function withoutBody(response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  if (response.body) headers.set('Content-Length', String((await response.arrayBuffer()).byteLength));
  return new Response(null, { status: response.status, statusText: response.statusText, headers });
}

/**
 * One function per resource: a handler per method. Refuses to serve without usable secrets (503). Answers
 * HEAD wherever it answers GET (the GET handler runs, its body is dropped), 405 (with Allow) for other
 * methods, checks the origin of state-changing requests, and maps errors to responses in one place.
 */
export function route(
  handlers: Partial<Record<'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', Handler>>,
  options: RouteOptions = {},
) {
  const answersGet = Object.hasOwn(handlers, 'GET');
  const allow = Object.keys(handlers)
    .flatMap((name) => (name === 'GET' ? ['GET', 'HEAD'] : [name]))
    .join(', ');
  const respond = async (request: Request, context: Context): Promise<Response> => {
    const misconfigured = unusableSecret();
    if (misconfigured) return unconfigured(misconfigured);
    // Own keys only: a method named 'constructor' or 'toString' is just another unknown method.
    const method = (request.method === 'HEAD' && answersGet ? 'GET' : request.method) as keyof typeof handlers;
    const handler = Object.hasOwn(handlers, method) ? handlers[method] : undefined;
    if (!handler) {
      return errorResponse(new HttpError(405, 'Method Not Allowed', { headers: { Allow: allow } }));
    }
    clientIps.set(request, clientIp(context));
    try {
      assertSameOrigin(request);
      assertNoControlCharacters(new URL(request.url), context?.params);
      return withApiHeaders(await handler(request, context));
    } catch (error) {
      return toErrorResponse(error, request);
    }
  };
  return async (request: Request, context: Context): Promise<Response> => {
    const response = await respond(request, context);
    if (options.logRefusals && response.status >= 400 && response.status < 500) {
      logRefusal(request, context, response.status);
    }
    return request.method === 'HEAD' ? withoutBody(response) : response;
  };
}
