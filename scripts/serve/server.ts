// The HTTP side of `npm start`, and of the functions under `npm run dev` (scripts/dev-functions.mjs):
// @hono/node-server's request listener turns Node requests into web Requests for the functions (or, under
// `npm start`, for the static pipeline) and writes their Responses back. Around it: the client's address
// taken from the socket, connections kept alive longer than common client pools keep theirs, and requests
// that cannot be routed (a malformed Host or path, an unknown method, a request line Node cannot parse,
// two Host headers) refused with 400/405 and the API's security headers.
import http from 'node:http';
import { isIP, type Socket } from 'node:net';
import { getRequestListener, RequestError, type HttpBindings } from '@hono/node-server';
import { API_HEADERS, HttpError, errorResponse, toErrorResponse } from '../../netlify/lib/http.ts';
import { functionContext, matchFunction, type FunctionRoute } from './functions.ts';

/** Above the idle time of common client pools and proxies (undici 4 s, browsers, AWS ALB 60 s): a
 *  client that reuses a quiet connection never meets one the server is closing at the same moment. */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/** Must exceed the keep-alive timeout, or a slow client's next request can be cut off. */
export const HEADERS_TIMEOUT_MS = 66_000;

/** The methods the site answers; anything else (TRACE, TRACK, WebDAV's) is refused with 405. */
export const SERVED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
const served = new Set<string>(SERVED_METHODS);

export type HttpListener = (incoming: http.IncomingMessage, outgoing: http.ServerResponse) => Promise<void>;

export interface ServerOptions {
  /** The functions, or how to load them for each request (astro dev, which recompiles an edited one). */
  functions: FunctionRoute[] | (() => Promise<FunctionRoute[]>);
  /** Everything that is not a function: redirects, headers, static files, the 404 page. */
  fallback: (request: Request) => Promise<Response>;
  /** Addresses of proxies in front of this server whose X-Forwarded-For is believed (TRUSTED_PROXY). */
  trustedProxies?: readonly string[];
}

/** TRUSTED_PROXY: a comma-separated list of proxy addresses; empty (the default) trusts no one. */
export function trustedProxiesFrom(env: Record<string, string | undefined> = process.env): string[] {
  return (env.TRUSTED_PROXY ?? '')
    .split(',')
    .map((address) => normaliseAddress(address.trim()))
    .filter((address) => isIP(address) !== 0);
}

function normaliseAddress(address: string): string {
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
}

/**
 * The client's address: the socket's peer. Only when that peer is a trusted proxy is X-Forwarded-For
 * read, from the right, skipping further trusted proxies; a client's own claims are never believed.
 */
export function clientAddress(req: http.IncomingMessage, trustedProxies: readonly string[] = []): string {
  let address = normaliseAddress(req.socket.remoteAddress ?? '127.0.0.1');
  if (!trustedProxies.includes(address)) return address;
  const forwarded = [req.headers['x-forwarded-for'] ?? []]
    .flat()
    .join(',')
    .split(',')
    .map((hop) => normaliseAddress(hop.trim()));
  for (const hop of forwarded.reverse()) {
    if (isIP(hop) === 0) break;
    address = hop;
    if (!trustedProxies.includes(hop)) break;
  }
  return address;
}

/**
 * A refusal made before anything read the body: the API's error answer, and `Connection: close`, so
 * an unread body can never be mistaken for the client's next request.
 */
function refusal(error: HttpError): Response {
  const response = errorResponse(error);
  response.headers.set('Connection', 'close');
  return response;
}

/** How many Host lines the request carried: Node keeps only the first, RFC 9110 says more than one is a 400. */
function hostLines(incoming: http.IncomingMessage): number {
  return incoming.rawHeaders.filter((value, index) => index % 2 === 0 && value.toLowerCase() === 'host').length;
}

function decodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * Once the answer is ready, a body the function stopped reading part-way (a 413 on a chunked body) is
 * let go by the web stream that was reading it: that stream pauses the socket whenever its queue is
 * full, which would stall the listener's drain of the rest and end in a closed connection. With it
 * gone, the listener discards the rest and the connection carries the client's next request.
 */
function releaseUnreadBody(incoming: http.IncomingMessage) {
  if (!incoming.readableEnded) incoming.removeAllListeners('data');
}

/** A request Node cannot parse at all never reaches the listener: it gets the same headers, raw. */
function refuseUnparsable(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify({ code: 'bad_request', message: http.STATUS_CODES[status] });
  const headers = Object.entries({
    ...API_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
  }).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${headers.join('')}\r\n${body}`);
}

/**
 * The one request path of both local servers (`npm start` here, `npm run dev` through
 * scripts/dev-functions.mjs): Node's request becomes a web Request through @hono/node-server, is refused
 * if it cannot be routed, carries the client's address as Netlify's edge sets it, and goes to the function
 * whose path and method it matches, with Netlify's context (ip, params, waitUntil), else to the fallback.
 */
export function functionsListener(options: ServerOptions): HttpListener {
  async function answer(request: Request, incoming: http.IncomingMessage): Promise<Response> {
    if (!served.has(request.method)) {
      return refusal(new HttpError(405, 'Method Not Allowed', { headers: { Allow: SERVED_METHODS.join(', ') } }));
    }
    if (hostLines(incoming) > 1) {
      return refusal(new HttpError(400, 'Bad Request: more than one Host header'));
    }
    if (!decodablePath(new URL(request.url).pathname)) {
      return refusal(new HttpError(400, 'Bad Request: the path is not valid percent-encoding'));
    }
    const client = clientAddress(incoming, options.trustedProxies);
    // As Netlify's edge does: whatever the client claimed, these say what the server saw.
    request.headers.set('x-nf-client-connection-ip', client);
    request.headers.set('x-forwarded-for', client);
    try {
      const functions = typeof options.functions === 'function' ? await options.functions() : options.functions;
      const fn = matchFunction(functions, request, incoming.url);
      return fn ? await fn.route.handler(request, functionContext(client, fn.params)) : await options.fallback(request);
    } catch (error) {
      console.error('serve: request failed', error);
      return toErrorResponse(error, request);
    } finally {
      releaseUnreadBody(incoming);
    }
  }

  // A body no one read (a 413 from Content-Length, a 415) is drained by the listener after the answer,
  // within its bounds (500 ms, 64 MB; past them it closes the connection), so the connection stays
  // usable. The functions keep the platform's own Request and Response globals.
  return getRequestListener((request, env) => answer(request, (env as HttpBindings).incoming), {
    overrideGlobalObjects: false,
    errorHandler: (error) =>
      error instanceof RequestError
        ? refusal(new HttpError(400, 'Bad Request: the Host header or the path is malformed'))
        : refusal(new HttpError(500, 'Internal Server Error')),
  });
}

/** What both local servers' HTTP servers share: keep-alive longer than client pools, raw refusals. */
export function configureHttpServer(server: http.Server): void {
  // First, so a listener the server already has (Vite's, under dev) finds the socket answered.
  server.prependListener('clientError', refuseUnparsable);
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
}

export function createServer(options: ServerOptions): http.Server {
  // A request without Host reaches the listener (which refuses it, with the headers) rather than
  // Node's own bare 400.
  const server = http.createServer({ requireHostHeader: false }, functionsListener(options));
  configureHttpServer(server);
  return server;
}
