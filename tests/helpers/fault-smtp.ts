// An SMTP server for fault tests, written on node:net so that it can fail at any stage a real one can:
// - 'accept': 250 for the message;
// - 'drop-after-data': the whole message arrives (the final dot), then the connection closes with no reply
//   (the server has the message; the sender cannot know);
// - 'reset': the connection is reset when the recipient is named, before any data;
// - '421': RCPT TO answered 421 (service closing) and the connection closed;
// - '451': the message refused for now after its data (the server keeps nothing);
// - '550': RCPT TO refused for good.
// `delayMs` holds each final reply back (a slow server). It counts what it received whole, by recipient,
// whether or not it said so, and what it accepted with 250.
import net, { type AddressInfo } from 'node:net';

export type Fault = 'accept' | 'drop-after-data' | 'reset' | '421' | '451' | '550';

export interface FaultSmtpOptions {
  /** What happens to a message, by its recipient and how many times that recipient was tried before. */
  fault?: (recipient: string, tries: number) => Fault;
  delayMs?: number;
}

export interface FaultSmtp {
  url: string;
  /** Messages that arrived whole (the final dot), by recipient (lower case), answered or not. */
  received: Map<string, number>;
  /** Messages answered 250, by recipient. */
  accepted: Map<string, number>;
  /** Transactions that named each recipient. */
  tries: Map<string, number>;
  close: () => Promise<void>;
}

const add = (counts: Map<string, number>, key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);

export async function startFaultSmtp(options: FaultSmtpOptions = {}): Promise<FaultSmtp> {
  const received = new Map<string, number>();
  const accepted = new Map<string, number>();
  const tries = new Map<string, number>();
  const sockets = new Set<net.Socket>();

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffer = '';
    let recipient = '';
    let fault: Fault = 'accept';
    let inData = false;
    const reply = (line: string): void => {
      if (socket.writable) socket.write(`${line}\r\n`);
    };

    const finishMessage = async (): Promise<void> => {
      add(received, recipient);
      if (fault === 'drop-after-data') {
        socket.destroy();
        return;
      }
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      if (fault === '451') return reply('451 4.3.0 Try again later');
      add(accepted, recipient);
      reply('250 2.0.0 Accepted');
    };

    const command = (line: string): void => {
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO' || verb === 'HELO') return reply('250 fault.test');
      if (verb === 'MAIL' || verb === 'RSET' || verb === 'NOOP') return reply('250 2.0.0 OK');
      if (verb === 'QUIT') {
        reply('221 2.0.0 Bye');
        socket.end();
        return;
      }
      if (verb === 'RCPT') {
        recipient = (/<([^>]*)>/.exec(line)?.[1] ?? '').toLowerCase();
        fault = options.fault?.(recipient, tries.get(recipient) ?? 0) ?? 'accept';
        add(tries, recipient);
        if (fault === 'reset') {
          socket.resetAndDestroy();
          return;
        }
        if (fault === '421') {
          reply('421 4.3.2 Service shutting down');
          socket.end();
          return;
        }
        if (fault === '550') return reply('550 5.1.1 No such mailbox');
        return reply('250 2.1.5 OK');
      }
      if (verb === 'DATA') {
        inData = true;
        return reply('354 End data with <CR><LF>.<CR><LF>');
      }
      reply('502 5.5.2 Command not recognised');
    };

    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('latin1');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          buffer = buffer.slice(end + 5);
          inData = false;
          void finishMessage();
          continue;
        }
        const end = buffer.indexOf('\r\n');
        if (end === -1) return;
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        command(line);
      }
    });
    reply('220 fault.test ESMTP');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    accepted,
    tries,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** An address where nothing listens: a port just taken and given back. */
export async function nothingListening(): Promise<string> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `smtp://127.0.0.1:${port}`;
}
