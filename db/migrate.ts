import type { Kysely } from 'kysely';
import { Migrator, type MigrationResultSet } from 'kysely/migration';
import { migrations } from './migrations/index.ts';

function migrator(db: Kysely<any>): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

function check({ error, results }: MigrationResultSet): string[] {
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).map((r) => `${r.direction === 'Up' ? 'applied' : 'reverted'} ${r.migrationName}`);
}

export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  return check(await migrator(db).migrateToLatest());
}

/** Up or down to the named migration (it stays applied): for testing one migration's down. */
export async function migrateTo(db: Kysely<any>, name: string): Promise<string[]> {
  return check(await migrator(db).migrateTo(name));
}

export async function migrateDown(db: Kysely<any>): Promise<string[]> {
  return check(await migrator(db).migrateDown());
}
