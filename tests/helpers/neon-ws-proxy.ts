// A local WebSocket-to-TCP relay, so the Neon serverless driver can be tested against the same
// Postgres server as everything else (Neon's own proxy does this in production).
import net from 'node:net';
import { WebSocketServer, WebSocket } from 'ws';

export async function startNeonWsProxy(): Promise<{ port: number; close: () => Promise<void> }> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  wss.on('connection', (socket: WebSocket, req) => {
    const address = new URL(req.url ?? '/', 'http://localhost').searchParams.get('address') ?? '';
    const [host, port] = address.split(':');
    const tcp = net.connect(Number(port), host);
    tcp.on('data', (data) => socket.send(data));
    tcp.on('close', () => socket.close());
    tcp.on('error', () => socket.close());
    socket.on('message', (data: Buffer) => tcp.write(data));
    socket.on('close', () => tcp.destroy());
  });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  const { port } = wss.address() as net.AddressInfo;
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of wss.clients) client.terminate();
        wss.close(() => resolve());
      }),
  };
}
