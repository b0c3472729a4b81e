// The local servers' HTTP side, over real sockets, run against both: `npm start` (scripts/serve/server.ts)
// and the functions under `npm run dev` (scripts/dev-functions.mjs on a Vite dev server, as astro dev runs
// it). The client's address comes from the socket (never from a header the client sends, unless a trusted
// proxy sent it), a connection a client keeps alive survives quiet spells and refused bodies instead of
// being reset, a request that cannot be routed gets 400/405 with the security headers, and links in mail
// never follow the request's Host.
import net from 'node:net';
import path from 'node:path';
import type http from 'node:http';
import { createServer as createViteServer, type ViteDevServer } from 'vite';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../tests/helpers/accounts.ts';
import { linkIn } from '../../tests/helpers/mailbox.ts';
import { useMailbox } from '../../tests/helpers/use-mailbox.ts';
import { Connection, get } from '../../tests/helpers/connection.ts';
import { devFunctions } from '../dev-functions.mjs';
import { loadFunctions, type FunctionRoute } from './functions.ts';
import { KEEP_ALIVE_TIMEOUT_MS, createServer, trustedProxiesFrom } from './server.ts';

/** A route that answers with what the function saw: the context's IP, params and waitUntil, and the forwarding headers. */
const echo: FunctionRoute = {
  name: 'echo',
  patterns: [new URLPattern({ pathname: '/api/echo/:word' })],
  handler: (request, context) =>
    Response.json({
      ip: context.ip,
      params: context.params,
      waitUntil: typeof context.waitUntil,
      forwardedFor: request.headers.get('x-forwarded-for'),
      connectionIp: request.headers.get('x-nf-client-connection-ip'),
    }),
};

async function listen(server: http.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as net.AddressInfo).port;
}

interface LocalServer {
  name: string;
  /** Starts (or reuses) a server trusting these proxies; resolves with its port. */
  start: (trustedProxies?: string[]) => Promise<number>;
  /** A Host other than the server's own that still reaches the functions. */
  otherHost: string;
  /** Every request reaches the shared listener (npm start); under dev only functions' requests do. */
  answersEveryRequest: boolean;
  close: () => Promise<void>;
}

/** `npm start`: the functions loaded once, everything else answered 404 (the static pipeline's part). */
function npmStart(): LocalServer {
  let functions: FunctionRoute[] | undefined;
  const servers: http.Server[] = [];
  return {
    name: 'npm start',
    otherHost: 'evil.example',
    answersEveryRequest: true,
    async start(trustedProxies = []) {
      functions ??= await loadFunctions(path.resolve('netlify/functions'));
      const server = createServer({
        functions: [echo, ...functions],
        fallback: async () => new Response('not found', { status: 404 }),
        trustedProxies,
      });
      servers.push(server);
      return listen(server);
    },
    async close() {
      for (const server of servers) {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    },
  };
}

/**
 * `npm run dev`: a Vite dev server with the dev functions plugin, one per set of trusted proxies. Vite
 * answers a Host that is not this machine's itself (403, its guard against DNS rebinding) before any
 * function, so the other Host here is a loopback address.
 */
function npmRunDev(): LocalServer {
  const servers = new Map<string, Promise<ViteDevServer>>();
  async function devServer(trustedProxies: string[]): Promise<ViteDevServer> {
    const vite = await createViteServer({
      configFile: false,
      root: process.cwd(),
      logLevel: 'silent',
      appType: 'custom',
      server: { host: '127.0.0.1', port: 0, hmr: false, ws: false, watch: null },
      plugins: [devFunctions({ trustedProxies, extraRoutes: [echo] })],
    });
    await vite.listen();
    return vite;
  }
  return {
    name: 'npm run dev',
    otherHost: '127.0.0.9:9',
    answersEveryRequest: false,
    async start(trustedProxies = []) {
      const key = trustedProxies.join(',');
      if (!servers.has(key)) servers.set(key, devServer(trustedProxies));
      const vite = await servers.get(key)!;
      return (vite.httpServer!.address() as net.AddressInfo).port;
    },
    async close() {
      for (const vite of servers.values()) await (await vite).close();
    },
  };
}

describe.each([npmStart(), npmRunDev()])('$name', (local) => {
  const mailbox = useMailbox();
  const start = local.start;
  // Loads (and, under dev, compiles) every function once, before the first test's clock starts.
  beforeAll(() => local.start(), 120_000);
  afterAll(() => local.close());

  describe('client address', () => {
    it('is the socket peer, whatever X-Forwarded-For or x-nf-client-connection-ip the client sends', async () => {
      const port = await start();
      const connection = new Connection(port, '127.0.0.42');
      const spoofed = get(
        '/api/echo/probe',
        'X-Forwarded-For: 203.0.113.9\r\nx-nf-client-connection-ip: 198.51.100.1\r\n',
      );
      const res = await connection.request(spoofed);
      connection.close();
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body)).toEqual({
        ip: '127.0.0.42',
        params: { word: 'probe' },
        waitUntil: 'function',
        forwardedFor: '127.0.0.42',
        connectionIp: '127.0.0.42',
      });
    });

    it("is X-Forwarded-For's nearest untrusted hop when a trusted proxy sent the request", async () => {
      const port = await start(['127.0.0.7', '127.0.0.8']);
      const viaProxies = new Connection(port, '127.0.0.7');
      const trusted = await viaProxies.request(
        get('/api/echo/probe', 'X-Forwarded-For: 10.9.9.9, 198.51.100.20, 127.0.0.8\r\n'),
      );
      viaProxies.close();
      expect(JSON.parse(trusted.body).ip).toBe('198.51.100.20');

      const direct = new Connection(port, '127.0.0.9');
      const untrusted = await direct.request(get('/api/echo/probe', 'X-Forwarded-For: 198.51.100.20\r\n'));
      direct.close();
      expect(JSON.parse(untrusted.body).ip).toBe('127.0.0.9');
    });

    it('reads TRUSTED_PROXY as a comma-separated list of addresses, ignoring anything else', () => {
      expect(trustedProxiesFrom({})).toEqual([]);
      expect(trustedProxiesFrom({ TRUSTED_PROXY: '127.0.0.1, ::1,not-an-ip,::ffff:10.0.0.1' })).toEqual([
        '127.0.0.1',
        '::1',
        '10.0.0.1',
      ]);
    });
  });

  describe('keep-alive', () => {
    it('keeps idle connections longer than client pools do, and says so', async () => {
      const port = await start();
      const connection = new Connection(port);
      const res = await connection.request(get('/api/health'));
      connection.close();
      expect(res.status).toBe(200);
      expect(res.headers['keep-alive']).toBe(`timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`);
    });

    it('answers a connection reused after 4.5 s and after 6.5 s of quiet, never resetting it', async () => {
      const port = await start();
      const reuseAfter = async (quietMs: number) => {
        const connection = new Connection(port);
        expect((await connection.request(get('/api/health'))).status).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, quietMs));
        const again = await connection.request(get('/api/health'));
        connection.close();
        return again.status;
      };
      expect(await Promise.all([reuseAfter(4_500), reuseAfter(6_500)])).toEqual([200, 200]);
    }, 15_000);

    it('keeps a connection usable after refusing a body it stopped reading (413)', async () => {
      const port = await start();
      const connection = new Connection(port);
      const chunk = Buffer.from(`"${'x'.repeat(8 * 1024)}",`);
      const chunks = Array.from({ length: 128 }, () => `${chunk.length.toString(16)}\r\n${chunk}\r\n`).join('');
      const refused = await connection.request(
        'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
        `${chunks}0\r\n\r\n`,
      );
      expect(refused.status).toBe(413);
      expect((await connection.request(get('/api/health'))).status).toBe(200);
      connection.close();
    }, 10_000);

    it('answers three more requests on one socket after refusing a 1 MB body (413) and a 1 MB text body (415)', async () => {
      const port = await start();
      const connection = new Connection(port);
      const megabyte = Buffer.alloc(1024 * 1024, 'x');
      const post = (path: string, type: string) =>
        `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${type}\r\nContent-Length: ${megabyte.length}\r\n\r\n`;
      const tooLarge = await connection.request(post('/api/contact', 'application/json'), megabyte);
      expect(tooLarge.status).toBe(413);
      const notJson = await connection.request(post('/api/logout', 'text/plain'), megabyte);
      expect(notJson.status).toBe(415);
      const after = [];
      for (let i = 0; i < 3; i++) after.push((await connection.request(get('/api/health'))).status);
      expect(after).toEqual([200, 200, 200]);
      expect(connection.closed).toBe(false);
      connection.close();
    }, 15_000);
  });

  describe('a client that goes away', () => {
    /** The events of the structured log lines written from now until the test ends. */
    function loggedEvents(): string[] {
      vi.stubEnv('LOG_LEVEL', 'info');
      const events: string[] = [];
      vi.spyOn(console, 'info').mockImplementation((line: unknown) => {
        events.push((JSON.parse(String(line)) as { event: string }).event);
      });
      return events;
    }
    afterEach(() => {
      vi.mocked(console.info).mockRestore?.();
      vi.unstubAllEnvs();
    });

    /** Sends a head declaring 100 bytes, 8 of them, then closes its side; resolves with whatever came back. */
    function shortBody(port: number): Promise<string> {
      return new Promise((resolve) => {
        const socket = net.connect({ host: '127.0.0.1', port });
        let received = '';
        socket.on('data', (chunk) => (received += chunk.toString('latin1')));
        socket.on('error', () => {});
        socket.on('close', () => resolve(received));
        socket.end(
          'POST /api/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email"',
        );
      });
    }

    it('logs a body that stops short as request.aborted and answers 400, never 503 or database.unavailable', async () => {
      const port = await start();
      const events = loggedEvents();
      const answer = await shortBody(port);
      // The server notices the closed socket on its own schedule: wait until it has said so.
      await vi.waitFor(() => expect(events).toContain('request.aborted'));
      expect(events).not.toContain('database.unavailable');
      // Whether the 400 still reaches a client that closed its side is a race; whatever arrives is a 400.
      const status = /^HTTP\/1\.1 (\d{3}) /.exec(answer)?.[1] ?? answer;
      expect(['', '400']).toContain(status);
    });
  });

  describe('API addresses', () => {
    it('answers an unknown /api address with the JSON 404, and a page address through the static site', async () => {
      const port = await start();
      for (const address of ['/api/nope', '/api/user/extra', '/api/', '/api', '/api?x=1']) {
        const res = await fetch(`http://127.0.0.1:${port}${address}`);
        expect(res.status, address).toBe(404);
        expect(res.headers.get('content-type'), address).toMatch(/^application\/json/);
        expect(await res.json(), address).toMatchObject({ code: 'not_found' });
      }
      // Sent as written (fetch would resolve the dots first): the catch-all answers, not /admin's page.
      const connection = new Connection(port);
      for (const address of ['/api/%2e%2e/admin', '/api/%2E%2E/x', '/api/./x', '/api/../admin', '/api/./health']) {
        const res = await connection.request(get(address));
        expect(res.status, address).toBe(404);
        expect(res.headers['content-type'], address).toMatch(/^application\/json/);
        expect(JSON.parse(res.body), address).toMatchObject({ code: 'not_found' });
      }
      connection.close();
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
      // A page address is left to the static site (npm start's) or Vite (npm run dev's), never the API.
      const page = await fetch(`http://127.0.0.1:${port}/no-such-page`);
      expect(page.headers.get('content-type') ?? '').not.toMatch(/^application\/json/);
      expect(await page.text()).not.toContain('not_found');
    });
  });

  describe('requests that cannot be routed', () => {
    /** The API's security headers, as every function answer carries them. */
    const expectSecurityHeaders = (headers: Record<string, string>) => {
      expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['strict-transport-security']).toMatch(/^max-age=/);
    };

    const refusedEverywhere = [
      ['a Host with a bad port', 'GET /api/health HTTP/1.1\r\nHost: localhost:99999\r\n\r\n'],
      ['a control character in the Host', 'GET /api/health HTTP/1.1\r\nHost: local\x01host\r\n\r\n'],
      ['a function path with bad percent-encoding', get('/api/admin/users/%E0%A4%A')],
      ['a request line Node cannot parse', 'GET /a b c HTTP/1.1\r\nHost: localhost\r\n\r\n'],
      ['two Host headers', 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nHost: evil.example\r\n\r\n'],
    ];
    // Under dev, Vite answers these before any function: a Host name that is not this machine's (403, its
    // guard against DNS rebinding), a request without Host (Node's own 400) and a page's path (Astro's).
    const refusedByNpmStart = [
      ['a Host with a space', 'GET /api/health HTTP/1.1\r\nHost: evil example\r\n\r\n'],
      ['a Host with a path', 'GET /api/health HTTP/1.1\r\nHost: evil.example/x\r\n\r\n'],
      ['no Host at all', 'GET /api/health HTTP/1.1\r\n\r\n'],
      ['the path /%zz', get('/%zz')],
    ];
    it.each(local.answersEveryRequest ? [...refusedEverywhere, ...refusedByNpmStart] : refusedEverywhere)(
      'answers %s with 400 and the security headers, never 502',
      async (_, head) => {
        const port = await start();
        const connection = new Connection(port);
        const res = await connection.request(head);
        connection.close();
        expect(res.status).toBe(400);
        expect(res.headers['connection']).toBe('close');
        expectSecurityHeaders(res.headers);
      },
    );

    it.each(['TRACE', 'PROPFIND', 'PURGE'])(
      'answers the method %s with 405, Allow and the security headers',
      async (method) => {
        const port = await start();
        const connection = new Connection(port);
        const res = await connection.request(`${method} /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n`);
        connection.close();
        expect(res.status).toBe(405);
        expect(res.headers['allow']).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
        expectSecurityHeaders(res.headers);
      },
    );

    it.each(['GET', 'POST'])('answers %s of a scheduled function by URL with 404, and runs nothing', async (method) => {
      const port = await start();
      const connection = new Connection(port);
      const res = await connection.request(
        `${method} /.netlify/functions/purge-daily HTTP/1.1\r\nHost: localhost\r\nOrigin: https://evil.example\r\nContent-Length: 0\r\n\r\n`,
      );
      connection.close();
      expect(res.status).toBe(404);
    });

    it('links a reset e-mail to SITE_URL, not to the Host a request names', async () => {
      const { email } = await makeUser();
      const port = await start();
      // An address of its own, so the per-address reset limit is this test's alone.
      const octet = () => Math.floor(Math.random() * 254) + 1;
      const connection = new Connection(port, `127.${octet()}.${octet()}.${octet()}`);
      const body = JSON.stringify({ email });
      const res = await connection.request(
        `POST /api/password/forgot HTTP/1.1\r\nHost: ${local.otherHost}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
        body,
      );
      connection.close();
      expect(res.status).toBe(202);
      const link = linkIn(await mailbox().waitFor(email), '/reset-password');
      expect(process.env.SITE_URL).toBe('http://localhost:8888');
      expect(link.origin).toBe('http://localhost:8888');
    });

    it('still serves a well-formed request from any Host name (links never come from it)', async () => {
      const port = await start();
      const connection = new Connection(port);
      const res = await connection.request(`GET /api/health HTTP/1.1\r\nHost: ${local.otherHost}\r\n\r\n`);
      connection.close();
      expect(res.status).toBe(200);
    });
  });
});

describe('the functions both servers route', () => {
  it('leave scheduled functions out: on Netlify only the scheduler runs them', async () => {
    const functions = await loadFunctions(path.resolve('netlify/functions'));
    expect(functions.map((fn) => fn.name)).toContain('health');
    expect(functions.map((fn) => fn.name)).not.toContain('purge-daily');
  });
});
