// Frozen: never edit a migration that has shipped; add a new one instead.
// Each consent record carries the id the browser made for it, unique, so a record the browser sends
// again (after a failure it could not tell from a success) is stored once. Existing rows, and rows
// written without one, get a random id of their own.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('consent_logs')
    .addColumn('record_id', 'text', (c) =>
      c
        .notNull()
        .defaultTo(sql`gen_random_uuid()::text`)
        .unique(),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('consent_logs').dropColumn('record_id').execute();
}
