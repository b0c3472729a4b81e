// A database of its own for each test run: on TEST_DATABASE_URL's server when set (CI: the real
// Postgres server), else in a fresh in-memory Netlify Database emulation. Migrated before use.
import pg from 'pg';
import { NetlifyDB } from '@netlify/database-dev';
import { createDb } from '../../db/client.ts';
import { migrateToLatest } from '../../db/migrate.ts';

export interface TestDatabase {
  url: string;
  server: 'postgres' | 'emulation';
  drop: () => Promise<void>;
}

export async function createTestDatabase(label: string): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  let database: TestDatabase;
  if (serverUrl) {
    const name = `${label}_${Date.now()}_${process.pid}`.replace(/[^a-z0-9_]/gi, '_').toLowerCase();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    database = {
      url: url.toString(),
      server: 'postgres',
      drop: async () => {
        const client = new pg.Client({ connectionString: serverUrl });
        await client.connect();
        await client.query(`drop database if exists "${name}" with (force)`);
        await client.end();
      },
    };
  } else {
    const emulation = new NetlifyDB({ logger: () => {} });
    const url = await emulation.start();
    database = { url, server: 'emulation', drop: () => emulation.stop() };
  }
  const db = createDb({ DATABASE_URL: database.url });
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
  return database;
}
