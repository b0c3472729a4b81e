// Frozen: never edit a migration that has shipped; add a new one instead.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('profile_image_url', 'text')
    .addColumn('is_verified', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('role', 'text', (c) =>
      c
        .notNull()
        .defaultTo('member')
        .check(sql`role in ('member', 'admin')`),
    )
    .addColumn('last_login_at', 'timestamptz')
    .addColumn('previous_login_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index users_email_lower_key on users (lower(email))`.execute(db);

  await db.schema
    .createTable('sessions')
    .addColumn('sid', 'text', (c) => c.primaryKey())
    .addColumn('sess', 'jsonb', (c) => c.notNull())
    .addColumn('expire', 'timestamptz', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('sessions_expire_idx').on('sessions').column('expire').execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('contact_submissions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('company', 'text')
    .addColumn('service_interest', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('handled_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('contact_submissions_created_at_idx')
    .on('contact_submissions')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('application_access')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('application_name', 'text', (c) => c.notNull())
    .addColumn('last_accessed', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('access_count', 'bigint', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('application_access_user_app_key', ['user_id', 'application_name'])
    .execute();

  await db.schema
    .createTable('consent_logs')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('session_id', 'text')
    .addColumn('ip_address', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text')
    .addColumn('action', 'text', (c) => c.notNull().check(sql`action in ('grant', 'update', 'revoke')`))
    .addColumn('consent_choices', 'jsonb', (c) => c.notNull())
    .addColumn('previous_choices', 'jsonb')
    .addColumn('consent_method', 'text', (c) =>
      c.notNull().check(sql`consent_method in ('accept_all', 'reject_all', 'customize')`),
    )
    .addColumn('consent_version', 'text', (c) => c.notNull().defaultTo('1.0'))
    .addColumn('expiry_date', 'timestamptz')
    .addColumn('correlation_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('consent_logs_created_at_idx').on('consent_logs').column('created_at').execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_reset_at_idx').on('rate_limits').column('reset_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'rate_limits',
    'consent_logs',
    'application_access',
    'contact_submissions',
    'sessions',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
