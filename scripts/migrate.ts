// npm run db:migrate            apply every pending migration
// npm run db:migrate -- --down  revert the newest one
import { createDb } from '../db/client.ts';
import { migrateDown, migrateToLatest } from '../db/migrate.ts';
import { openLocalDatabase } from './local-db.ts';

const local = await openLocalDatabase();
const db = createDb({ ...process.env, DATABASE_URL: local.url });
try {
  const lines = process.argv.includes('--down') ? await migrateDown(db) : await migrateToLatest(db);
  console.log(lines.length ? lines.join('\n') : 'Database is up to date.');
} finally {
  await db.destroy();
  await local.stop();
}
