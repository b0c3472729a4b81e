// A test that needs the database to itself (e.g. "the only administrators"): a fresh migrated database,
// the handlers pointed at it for the duration, then dropped.
import type { Kysely } from 'kysely';
import { createDb } from '../../db/client.ts';
import type { Database } from '../../db/rows.ts';
import { setDb } from '../../netlify/lib/db.ts';
import { createTestDatabase } from '../setup/test-database.ts';

export async function withOwnDatabase(label: string, test: (db: Kysely<Database>) => Promise<void>): Promise<void> {
  const database = await createTestDatabase(label);
  const db = createDb({ DATABASE_URL: database.url });
  setDb(db);
  try {
    await test(db);
  } finally {
    setDb(undefined);
    await db.destroy();
    await database.drop();
  }
}
