// Local commands check the ports they need before starting anything: a taken port is one plain line and
// an exit, never a stack trace from a server that started half way or mail sent to another copy's inbox.
import { createServer, type AddressInfo } from 'node:net';

export interface PortNeed {
  port: number;
  /** What listens there, e.g. 'the site (astro dev)'. */
  what: string;
  /** The environment variable that moves it, when there is one. */
  env?: string;
}

function canListen(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    // A host this machine does not have (no IPv6) cannot be taken either.
    server.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'EADDRNOTAVAIL'));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** Free on both loopback addresses: servers started on 'localhost' may hold either. */
async function isFree(port: number): Promise<boolean> {
  return (await canListen(port, '127.0.0.1')) && (await canListen(port, '::1'));
}

/** The line to print for each taken port (empty when all are free). */
export async function takenPorts(needs: PortNeed[]): Promise<string[]> {
  const lines: string[] = [];
  for (const need of needs) {
    if (await isFree(need.port)) continue;
    const move = need.env ? `; set ${need.env} to use another` : '';
    lines.push(`Port ${need.port} (${need.what}) is taken, perhaps by another copy of the site${move}.`);
  }
  return lines;
}

/** Stops the command with one line per taken port (and no stack trace), before it has started anything. */
export async function refuseTakenPorts(needs: PortNeed[]): Promise<void> {
  const taken = await takenPorts(needs);
  if (!taken.length) return;
  console.error(taken.join('\n'));
  process.exit(1);
}

/** A loopback port nothing listens on now, for a server of the command's own to take a moment later. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
