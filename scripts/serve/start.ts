// One way to start the production-like server (scripts/serve.ts over the built dist/) for tools: the
// benchmark, the screenshots and the browser tests' webServer (`node scripts/serve/start.ts`, configured
// by PORT, DATABASE_URL and SMTP_URL). It refuses a port another server already answers on (that server,
// with another database, would answer for this one), waits until /api/health answers, and stops the
// server when asked or when this process is told to stop.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface StartOptions {
  port: number;
  /** The database the server uses; unset: DATABASE_URL, else the embedded local database. */
  databaseUrl?: string | undefined;
  /** Where mail goes; unset: SMTP_URL, else MailDev started by the server. */
  smtpUrl?: string | undefined;
  /** Further environment variables for the server (e.g. REQUIRE_ADMIN_2FA). */
  env?: Record<string, string>;
  /** How long to wait for /api/health, in milliseconds (default 60 s). */
  timeoutMs?: number;
}

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

const serveScript = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'serve.ts');

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export async function startServer(options: StartOptions): Promise<RunningServer> {
  const url = `http://localhost:${options.port}`;
  const health = `${url}/api/health`;
  if (await answers(health)) throw new Error(`port ${options.port} is in use: choose a free one`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(options.port),
    LOG_LEVEL: 'silent',
    ...(options.databaseUrl !== undefined && { DATABASE_URL: options.databaseUrl }),
    ...(options.smtpUrl !== undefined && { SMTP_URL: options.smtpUrl }),
    ...options.env,
  };
  const child = spawn(process.execPath, [serveScript], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  while (Date.now() < deadline && child.exitCode === null) {
    if (await answers(health)) return { url, stop: () => stopped(child) };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stopped(child);
  throw new Error(`the production-like server did not start on port ${options.port}`);
}

if (import.meta.main) {
  const server = await startServer({ port: Number(process.env.PORT ?? 8888), timeoutMs: 120_000 });
  const stop = async () => {
    await server.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
