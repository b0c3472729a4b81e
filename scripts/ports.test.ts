import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { takenPorts } from './ports.ts';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

function listen(host: string): Promise<number> {
  server = createServer();
  return new Promise((resolve) => server!.listen(0, host, () => resolve((server!.address() as { port: number }).port)));
}

describe('takenPorts', () => {
  it('names a taken port in one plain line, with the variable that moves it', async () => {
    const port = await listen('127.0.0.1');
    expect(await takenPorts([{ port, what: 'MailDev SMTP', env: 'MAILDEV_SMTP_PORT' }])).toEqual([
      `Port ${port} (MailDev SMTP) is taken, perhaps by another copy of the site; set MAILDEV_SMTP_PORT to use another.`,
    ]);
  });

  it('says nothing of a free port', async () => {
    const port = await listen('127.0.0.1');
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    server = undefined;
    expect(await takenPorts([{ port, what: 'the site' }])).toEqual([]);
  });
});
