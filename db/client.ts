// createDb(): the one place that chooses a Postgres driver. Nothing else knows which database it talks to.
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { Pool as NeonPool, neonConfig } from '@neondatabase/serverless';
import type { Database } from './rows.ts';

export type Env = Record<string, string | undefined>;

export type DriverChoice = { url: string; driver: 'pg' | 'neon' };

/** Reads the connection settings: DATABASE_URL, else NETLIFY_DB_URL (set by Netlify Database). */
export function chooseDriver(env: Env = process.env): DriverChoice {
  const url = env.DATABASE_URL || env.NETLIFY_DB_URL;
  if (!url) {
    throw new Error('No database configured: set DATABASE_URL (or run through `npm run dev` / `npm start`).');
  }
  const host = new URL(url).hostname;
  const neon = env.NETLIFY_DB_DRIVER === 'serverless' || host.endsWith('.neon.tech') || host.endsWith('.neon.build');
  return { url, driver: neon ? 'neon' : 'pg' };
}

// bigint counters (access_count) stay strings; timestamps become Date objects (pg's default).
const poolOptions = { max: 5, connectionTimeoutMillis: 5_000, idleTimeoutMillis: 10_000 };

export function createDb(env: Env = process.env): Kysely<Database> {
  const { url, driver } = chooseDriver(env);
  const pool =
    driver === 'neon'
      ? new NeonPool({ connectionString: url, ...poolOptions })
      : new pg.Pool({ connectionString: url, ...poolOptions });
  // A dropped connection must not crash the process: the query in flight fails (and maps to 503),
  // and the next query opens a new connection.
  pool.on('error', () => {});
  pool.on('connect', (client: { on: (event: 'error', listener: () => void) => unknown }) => {
    client.on('error', () => {});
  });
  return new Kysely<Database>({
    dialect: new PostgresDialect({ pool: pool as unknown as pg.Pool }),
    plugins: [new CamelCasePlugin()],
  });
}

export { neonConfig };
