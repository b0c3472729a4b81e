// Frozen: never edit a migration that has shipped; add a new one instead.
// Single-use tokens sent by e-mail (password reset, address verification), stored only as SHA-256 hashes;
// what a member sees of their sessions (a public id, browser, truncated IP, last activity); and which
// member, if any, was signed in when a cookie choice was logged.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('account_tokens')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('password_reset', 'email_verification')`))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    // The address the link was sent to: a verification only counts for the address it reached.
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('account_tokens_user_id_idx').on('account_tokens').column('user_id').execute();
  await db.schema.createIndex('account_tokens_expires_at_idx').on('account_tokens').column('expires_at').execute();

  await db.schema
    .alterTable('sessions')
    .addColumn('id', 'uuid', (c) =>
      c
        .notNull()
        .unique()
        .defaultTo(sql`gen_random_uuid()`),
    )
    .execute();
  await db.schema.alterTable('sessions').addColumn('user_agent', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('ip_address', 'text').execute();
  await db.schema
    .alterTable('sessions')
    .addColumn('last_active_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .alterTable('consent_logs')
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('consent_logs_user_id_idx').on('consent_logs').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('consent_logs').dropColumn('user_id').execute();
  for (const column of ['last_active_at', 'ip_address', 'user_agent', 'id']) {
    await db.schema.alterTable('sessions').dropColumn(column).execute();
  }
  await db.schema.dropTable('account_tokens').execute();
}
