// The production-like server's HTTP side, over real sockets: the client's address comes from the
// socket (never from a header the client sends, unless a trusted proxy sent it), and a connection a
// client keeps alive survives quiet spells and refused bodies instead of being reset.
import net from 'node:net';
import path from 'node:path';
import type http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFunctions, type FunctionRoute } from './functions.ts';
import { KEEP_ALIVE_TIMEOUT_MS, createServer, trustedProxiesFrom } from './server.ts';

/** A route that answers with what the function saw: the context's IP and the forwarding headers. */
const echo: FunctionRoute = {
  name: 'echo',
  patterns: [new URLPattern({ pathname: '/echo' })],
  handler: (request, context) =>
    Response.json({
      ip: context.ip,
      forwardedFor: request.headers.get('x-forwarded-for'),
      connectionIp: request.headers.get('x-nf-client-connection-ip'),
    }),
};

async function listen(server: http.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as net.AddressInfo).port;
}

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** One HTTP/1.1 connection, kept open between requests, as a pooling client keeps it. */
class Connection {
  private buffer: Buffer = Buffer.alloc(0);
  private waiting: (() => void) | undefined;
  closed = false;
  readonly socket: net.Socket;

  constructor(port: number, localAddress = '127.0.0.1') {
    this.socket = net.connect({ host: '127.0.0.1', port, localAddress });
    this.socket.on('data', (chunk) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      this.waiting?.();
    });
    this.socket.on('close', () => {
      this.closed = true;
      this.waiting?.();
    });
    this.socket.on('error', () => {});
  }

  /** Sends a request (head and body as given) and reads one complete response. */
  async request(head: string, body: Buffer | string = ''): Promise<RawResponse> {
    if (this.closed) throw new Error('connection closed by the server');
    this.socket.write(head);
    if (body.length) this.socket.write(body);
    for (;;) {
      const response = this.parse();
      if (response) return response;
      if (this.closed) throw new Error('connection closed (reset) before a response');
      await new Promise<void>((resolve) => (this.waiting = resolve));
    }
  }

  private parse(): RawResponse | undefined {
    const end = this.buffer.indexOf('\r\n\r\n');
    if (end < 0) return undefined;
    const [statusLine = '', ...lines] = this.buffer.subarray(0, end).toString('latin1').split('\r\n');
    const headers = Object.fromEntries(
      lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
    );
    let body: Buffer;
    let rest: Buffer;
    if (headers['transfer-encoding'] === 'chunked') {
      const chunks: Buffer[] = [];
      let at = end + 4;
      for (;;) {
        const lineEnd = this.buffer.indexOf('\r\n', at);
        if (lineEnd < 0) return undefined;
        const size = parseInt(this.buffer.subarray(at, lineEnd).toString(), 16);
        if (this.buffer.length < lineEnd + 2 + size + 2) return undefined;
        if (size === 0) {
          rest = this.buffer.subarray(lineEnd + 4);
          break;
        }
        chunks.push(this.buffer.subarray(lineEnd + 2, lineEnd + 2 + size));
        at = lineEnd + 2 + size + 2;
      }
      body = Buffer.concat(chunks);
    } else {
      const length = Number(headers['content-length'] ?? 0);
      if (this.buffer.length < end + 4 + length) return undefined;
      body = this.buffer.subarray(end + 4, end + 4 + length);
      rest = this.buffer.subarray(end + 4 + length);
    }
    this.buffer = rest;
    return { status: Number(statusLine.split(' ')[1]), headers, body: body.toString('utf8') };
  }

  close() {
    this.socket.destroy();
  }
}

const get = (path: string, extra = '') => `GET ${path} HTTP/1.1\r\nHost: localhost\r\n${extra}\r\n`;

describe('npm start server', () => {
  let functions: FunctionRoute[];
  const servers: http.Server[] = [];

  async function start(trustedProxies: string[] = []): Promise<number> {
    const server = createServer({
      functions: [echo, ...functions],
      fallback: async () => new Response('not found', { status: 404 }),
      trustedProxies,
    });
    servers.push(server);
    return listen(server);
  }

  beforeAll(async () => {
    functions = await loadFunctions(path.resolve('netlify/functions'));
  });
  afterAll(async () => {
    for (const server of servers) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  describe('client address', () => {
    it('is the socket peer, whatever X-Forwarded-For or x-nf-client-connection-ip the client sends', async () => {
      const port = await start();
      const connection = new Connection(port, '127.0.0.42');
      const spoofed = get('/echo', 'X-Forwarded-For: 203.0.113.9\r\nx-nf-client-connection-ip: 198.51.100.1\r\n');
      const res = await connection.request(spoofed);
      connection.close();
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body)).toEqual({
        ip: '127.0.0.42',
        forwardedFor: '127.0.0.42',
        connectionIp: '127.0.0.42',
      });
    });

    it("is X-Forwarded-For's nearest untrusted hop when a trusted proxy sent the request", async () => {
      const port = await start(['127.0.0.7', '127.0.0.8']);
      const viaProxies = new Connection(port, '127.0.0.7');
      const trusted = await viaProxies.request(get('/echo', 'X-Forwarded-For: 10.9.9.9, 198.51.100.20, 127.0.0.8\r\n'));
      viaProxies.close();
      expect(JSON.parse(trusted.body).ip).toBe('198.51.100.20');

      const direct = new Connection(port, '127.0.0.9');
      const untrusted = await direct.request(get('/echo', 'X-Forwarded-For: 198.51.100.20\r\n'));
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
  });
});
