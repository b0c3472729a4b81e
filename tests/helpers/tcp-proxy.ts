// A TCP relay that a test can cut and restore: in front of the test database, to prove the API answers
// 503 while the database is unreachable and recovers by itself when it is back; in front of the
// production-like server, to give a browser test a client address of its own (`localAddress`, any
// 127.x.y.z: the server sees the relay's outgoing address, as it would a visitor's).
import net from 'node:net';

export interface TcpProxy {
  port: number;
  cut: () => Promise<void>;
  restore: () => Promise<void>;
  close: () => Promise<void>;
}

export async function startTcpProxy(
  targetHost: string,
  targetPort: number,
  options: { localAddress?: string } = {},
): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let server: net.Server;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect({ port: targetPort, host: targetHost, localAddress: options.localAddress });
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => s.destroy());
        }
        // When one side goes, so does the other: no half-open connection is left for a client to reuse.
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as net.AddressInfo).port;
        resolve();
      });
    });

  const stop = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
    });

  await listen();
  return {
    get port() {
      return port;
    },
    cut: stop,
    restore: listen,
    close: stop,
  };
}
