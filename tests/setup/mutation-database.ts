// For mutation runs only (vitest.mutation.config.ts), after per-file.ts: each run of a test file gets a
// fresh copy of the migrated template (mutation-template.ts), dropped when the file ends, so a test run
// again by Stryker meets the database it met the first time.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { getDb } from '../../netlify/lib/db.ts';

const server = inject('testServerUrl');
const name = `mutation_${randomBytes(6).toString('hex')}`;

async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

await onServer(`create database "${name}" template "${inject('mutationTemplate')}"`);
const url = new URL(server);
url.pathname = `/${name}`;
process.env.DATABASE_URL = url.toString();

afterAll(async () => {
  await getDb().destroy();
  await onServer(`drop database if exists "${name}" with (force)`);
});
