import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/rows.ts';
import type { Health } from '../../src/schemas/health.ts';

/** Asks the database for its newest applied migration; a database that cannot answer throws (503). */
export async function checkHealth(db: Kysely<Database>): Promise<Health> {
  const result = await sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`.execute(db);
  return { status: 'ok', database: 'ok', migration: result.rows[0]?.name ?? null };
}
