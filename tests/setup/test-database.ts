// A database of its own for each test run, made on TEST_DATABASE_URL's server when set (CI: the Postgres
// service), else on a temporary Postgres the run starts from npm (scripts/postgres/embedded.ts) and stops
// when the database is dropped. Migrated before use.
import pg from 'pg';
import { createDb } from '../../db/client.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { startTemporaryServer } from '../../scripts/postgres/embedded.ts';

export interface TestDatabase {
  url: string;
  /** The server it is on, where further databases can be made (TEST_DATABASE_URL for the run's workers). */
  serverUrl: string;
  server: 'postgres' | 'embedded';
  drop: () => Promise<void>;
}

/** Where the run's databases go, as a sentence for the run's first line. */
export function describeServer(database: TestDatabase): string {
  return database.server === 'postgres'
    ? 'the Postgres server at TEST_DATABASE_URL'
    : 'a temporary embedded Postgres (no TEST_DATABASE_URL set)';
}

export async function createTestDatabase(label: string): Promise<TestDatabase> {
  const configured = process.env.TEST_DATABASE_URL;
  const embedded = configured ? null : await startTemporaryServer(label);
  const serverUrl = configured ?? embedded!.url;
  const name = `${label}_${Date.now()}_${process.pid}`.replace(/[^a-z0-9_]/gi, '_').toLowerCase();
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database: TestDatabase = {
    url: url.toString(),
    serverUrl,
    server: embedded ? 'embedded' : 'postgres',
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await waitForDisconnections(client, name);
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
        await embedded?.stop();
      }
    },
  };
  const db = createDb({ DATABASE_URL: database.url });
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
  return database;
}

/**
 * A pool's end() resolves once its clients are told to close, before their connections have closed. Were
 * the database dropped with FORCE then, a closing client would get "terminating connection due to
 * administrator command" as an error nobody listens for, and the test process would crash. So wait (up to
 * 5 s) for the database's sessions to go; FORCE is then only for connections a failed test left open.
 */
async function waitForDisconnections(client: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const { rows } = await client.query<{ count: number }>(
      'select count(*)::int as count from pg_stat_activity where datname = $1',
      [name],
    );
    if (rows[0]?.count === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
