// npm run db:types: rewrites db/types.ts from the migrations (scripts/db-types/generate.ts), on a database
// of its own made and dropped on TEST_DATABASE_URL's server, else on a temporary embedded Postgres.
import { readFileSync, writeFileSync } from 'node:fs';
import { TYPES_FILE, generateDatabaseTypes } from './db-types/generate.ts';

const text = await generateDatabaseTypes();
if (readFileSync(TYPES_FILE, 'utf8') === text) {
  console.log('db/types.ts is up to date.');
} else {
  writeFileSync(TYPES_FILE, text);
  console.log('db/types.ts rewritten from the migrations.');
}
