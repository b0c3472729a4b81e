// One HTTP/1.1 connection over a raw socket, kept open between requests as a pooling client keeps it:
// for tests that send what a browser never would (a forged Host, TRACE, a malformed path) or need every
// request on the same socket.
import net from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** One HTTP/1.1 connection, kept open between requests, as a pooling client keeps it. */
export class Connection {
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

/** A GET request head for `path`, Host localhost, with any extra header lines. */
export const get = (path: string, extra = '') => `GET ${path} HTTP/1.1\r\nHost: localhost\r\n${extra}\r\n`;
