// The embedded Postgres the tests and local commands start when nothing is configured: a real server
// (the races the product relies on behave as on CI's), stopped with its command however that command
// ends, and a kept one shared by a second command rather than refused.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openKeptServer, startTemporaryServer, temporaryServers } from './embedded.ts';

async function query(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

async function refuses(url: string): Promise<boolean> {
  try {
    await query(url, 'select 1');
    return false;
  } catch {
    return true;
  }
}

describe('a temporary embedded Postgres', () => {
  it('is a real server: of ten connections racing for one key, one inserts and nine are refused', async () => {
    const server = await startTemporaryServer('race');
    try {
      const [version] = await query(server.url, 'show server_version_num');
      expect(Number(version.server_version_num)).toBeGreaterThanOrEqual(180000);
      await query(server.url, 'create table once (id int primary key)');
      const outcomes = await Promise.allSettled(
        Array.from({ length: 10 }, () => query(server.url, 'insert into once values (1)')),
      );
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      expect(outcomes.filter((o) => o.status === 'rejected')).toHaveLength(9);
      const [encoding] = await query(
        server.url,
        "select pg_encoding_to_char(encoding) as e from pg_database where datname = 'postgres'",
      );
      expect(encoding.e).toBe('UTF8');
    } finally {
      await server.stop();
    }
    expect(await refuses(server.url)).toBe(true);
  }, 60_000);

  it('stops, and its folder goes, when the command that started it is killed', async () => {
    const script = `import { startTemporaryServer } from ${JSON.stringify(path.resolve('scripts/postgres/embedded.ts'))};
      const server = await startTemporaryServer('killed');
      console.log(server.url);
      setInterval(() => {}, 1000);`;
    const owner = spawn(process.execPath, ['--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const url = await new Promise<string>((resolve) =>
      owner.stdout.once('data', (chunk) => resolve(String(chunk).trim())),
    );
    expect(await query(url, 'select 1 as one')).toEqual([{ one: 1 }]);
    const mine = readdirSync(temporaryServers()).filter((name) => name.endsWith(`-${owner.pid}`));
    expect(mine).toHaveLength(1);
    owner.kill('SIGKILL');
    await vi.waitFor(async () => expect(await refuses(url)).toBe(true), { timeout: 20_000, interval: 250 });
    await vi.waitFor(() => expect(existsSync(path.join(temporaryServers(), mine[0]!))).toBe(false), {
      timeout: 20_000,
      interval: 250,
    });
  }, 60_000);
});

describe('a kept embedded Postgres', () => {
  // Among the temporary servers' folders, so that a run killed before afterAll leaves nothing for long.
  const directory = path.join(temporaryServers(), `kept-${Date.now()}-${process.pid}`);
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it('keeps its data between runs, and a second command shares the running server', async () => {
    const first = await openKeptServer(directory);
    expect(first.shared).toBe(false);
    await query(first.url, 'create table kept (note text)');
    const second = await openKeptServer(directory);
    expect(second).toMatchObject({ shared: true, url: first.url });
    await query(second.url, "insert into kept values ('written by the second command')");
    await second.stop();
    expect(await query(first.url, 'select count(*)::int as n from kept')).toEqual([{ n: 1 }]);
    await first.stop();
    expect(await refuses(first.url)).toBe(true);

    const again = await openKeptServer(directory);
    try {
      expect(again.shared).toBe(false);
      expect(await query(again.url, 'select note from kept')).toEqual([{ note: 'written by the second command' }]);
    } finally {
      await again.stop();
    }
  }, 90_000);
});
