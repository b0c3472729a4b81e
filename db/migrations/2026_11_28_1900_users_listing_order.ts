// Frozen: never edit a migration that has shipped; add a new one instead.
// The administrators' user list reads newest first, then by address: an index in exactly that order lets
// a page stop after its rows instead of sorting every match (accounts created together share a time).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index users_listing_order_idx on users (created_at desc, email)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('users_listing_order_idx').execute();
}
