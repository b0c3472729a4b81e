// The HTTP side of `npm start`: turns Node requests into web Requests for the functions (or for the
// static pipeline), with the client's address taken from the socket, connections kept alive longer than
// common client pools keep theirs, and request bodies a function stops reading drained, not reset.
import http from 'node:http';
import { isIP } from 'node:net';
import { functionContext, matchFunction, type FunctionRoute } from './functions.ts';

/** Above the idle time of common client pools and proxies (undici 4 s, browsers, AWS ALB 60 s): a
 *  client that reuses a quiet connection never meets one the server is closing at the same moment. */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/** Must exceed the keep-alive timeout, or a slow client's next request can be cut off. */
export const HEADERS_TIMEOUT_MS = 66_000;

export interface ServerOptions {
  functions: FunctionRoute[];
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
 * The request body as a web stream. If the function stops reading (a body over its limit), the rest is
 * read and discarded so the connection stays usable for the client's next request: destroying the
 * request, as Readable.toWeb's cancel does, resets the connection under a keep-alive client.
 */
function bodyStream(req: http.IncomingMessage): ReadableStream<Uint8Array> {
  let cancelled = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      req.on('data', (chunk: Buffer) => {
        if (cancelled) return;
        controller.enqueue(new Uint8Array(chunk));
        if ((controller.desiredSize ?? 1) <= 0) req.pause();
      });
      req.on('end', () => {
        if (!cancelled) controller.close();
      });
      req.on('error', (error) => {
        if (!cancelled) controller.error(error);
      });
      req.pause();
    },
    pull() {
      req.resume();
    },
    cancel() {
      cancelled = true;
      req.resume();
    },
  });
}

function toWebRequest(req: http.IncomingMessage, client: string): Request {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const v of [value ?? []].flat()) headers.append(name, v);
  }
  // As Netlify's edge does: whatever the client claimed, these say what the server saw.
  headers.set('x-nf-client-connection-ip', client);
  headers.set('x-forwarded-for', client);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? bodyStream(req) : undefined,
    duplex: 'half',
  } as RequestInit);
}

async function send(res: http.ServerResponse, response: Response, method: string | undefined) {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie') headers[key] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  res.writeHead(response.status, headers);
  if (response.body && method !== 'HEAD') {
    for await (const chunk of response.body) res.write(chunk);
  }
  res.end();
}

export function createServer(options: ServerOptions): http.Server {
  const server = http.createServer(async (req, res) => {
    try {
      const client = clientAddress(req, options.trustedProxies);
      const request = toWebRequest(req, client);
      const fn = matchFunction(options.functions, request);
      const response = fn
        ? await fn.route.handler(request, functionContext(client, fn.params))
        : await options.fallback(request);
      await send(res, response, req.method);
    } catch (error) {
      console.error('serve: request failed', error);
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain' });
      res.end('Bad gateway');
    }
  });
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  return server;
}
