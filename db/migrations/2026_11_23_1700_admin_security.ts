// Frozen: never edit a migration that has shipped; add a new one instead.
// Administrator security: the audit trail, two-factor sign-in (secrets, recovery codes, pending sign-ins)
// and indexes for searching users by the start of a name or an e-mail address.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('audit_events')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('occurred_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // No foreign keys: the trail outlives the accounts it names; the e-mail is kept as it was then.
    .addColumn('actor_id', 'uuid')
    .addColumn('actor_email', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_id', 'uuid')
    .addColumn('target_email', 'text')
    .addColumn('ip_address', 'text')
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await db.schema
    .createIndex('audit_events_occurred_at_idx')
    .on('audit_events')
    .columns(['occurred_at', 'id'])
    .execute();
  await db.schema
    .createIndex('audit_events_action_idx')
    .on('audit_events')
    .columns(['action', 'occurred_at'])
    .execute();
  await sql`create index audit_events_actor_email_idx on audit_events (lower(actor_email) text_pattern_ops)`.execute(
    db,
  );
  await sql`create index audit_events_target_email_idx on audit_events (lower(target_email) text_pattern_ops)`.execute(
    db,
  );

  // Prefix search that works on every Postgres the site meets (the embedded one has no pg_trgm).
  await sql`create index users_email_prefix_idx on users (lower(email) text_pattern_ops)`.execute(db);
  await sql`create index users_first_name_prefix_idx on users (lower(first_name) text_pattern_ops)`.execute(db);
  await sql`create index users_last_name_prefix_idx on users (lower(last_name) text_pattern_ops)`.execute(db);
  await sql`create index users_full_name_prefix_idx on users (lower(first_name || ' ' || last_name) text_pattern_ops)`.execute(
    db,
  );

  await db.schema
    .alterTable('users')
    // TOTP secrets, encrypted (AES-256-GCM) with TOTP_ENCRYPTION_KEY; pending until the first code confirms it.
    .addColumn('two_factor_secret', 'text')
    .addColumn('two_factor_pending_secret', 'text')
    .addColumn('two_factor_enabled_at', 'timestamptz')
    // The last 30-second step whose code was accepted: a code is accepted once.
    .addColumn('two_factor_last_step', 'bigint')
    .execute();

  await db.schema
    .createTable('recovery_codes')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('recovery_codes_user_hash_key', ['user_id', 'code_hash'])
    .execute();

  // A sign-in whose password was right, waiting for the code: not a session.
  await db.schema
    .createTable('two_factor_challenges')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('two_factor_challenges').execute();
  await db.schema.dropTable('recovery_codes').execute();
  await db.schema
    .alterTable('users')
    .dropColumn('two_factor_secret')
    .dropColumn('two_factor_pending_secret')
    .dropColumn('two_factor_enabled_at')
    .dropColumn('two_factor_last_step')
    .execute();
  for (const index of [
    'users_email_prefix_idx',
    'users_first_name_prefix_idx',
    'users_last_name_prefix_idx',
    'users_full_name_prefix_idx',
  ]) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema.dropTable('audit_events').execute();
}
