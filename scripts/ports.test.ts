import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, takenPorts } from './ports.ts';

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

describe('npm start', () => {
  /** Runs the server script as `npm start` does, with `env`; resolves with its exit code and output. */
  function serve(args: string[], env: Record<string, string>) {
    return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, ['scripts/serve.ts', ...args], { env: { ...process.env, ...env } });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk) => (stdout += chunk));
      child.stderr.on('data', (chunk) => (stderr += chunk));
      child.on('close', (code) => resolve({ code, stdout, stderr }));
    });
  }

  it('stops with one line per taken port, no stack trace, before it builds or starts anything', async () => {
    const site = await listen('127.0.0.1');
    const held = server!;
    const inbox = await listen('127.0.0.1');
    const env = {
      PORT: String(site),
      MAILDEV_SMTP_PORT: String(await freePort()),
      MAILDEV_WEB_PORT: String(inbox),
      SMTP_URL: '',
    };
    try {
      for (const args of [['--check-ports'], []]) {
        const run = await serve(args, env);
        expect(run.code, args.join(' ')).toBe(1);
        expect(run.stdout, args.join(' ')).toBe('');
        expect(run.stderr.trimEnd().split('\n'), args.join(' ')).toEqual([
          `Port ${site} (the site, npm start) is taken, perhaps by another copy of the site; set PORT to use another.`,
          `Port ${inbox} (MailDev inbox) is taken, perhaps by another copy of the site; set MAILDEV_WEB_PORT to use another.`,
        ]);
      }
    } finally {
      await new Promise<void>((resolve) => held.close(() => resolve()));
    }
  }, 60_000);

  it('passes the check when its ports are free (MailDev skipped with SMTP_URL)', async () => {
    const run = await serve(['--check-ports'], { PORT: String(await freePort()), SMTP_URL: 'smtp://127.0.0.1:1' });
    expect(run).toEqual({ code: 0, stdout: '', stderr: '' });
  }, 60_000);
});
