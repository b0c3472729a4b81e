// Frozen: never edit a migration that has shipped; add a new one instead.
// Passkeys (WebAuthn credentials) and their ceremonies' challenges. A credential belongs to one user and
// goes with the account; a challenge is kept only as a hash, names its ceremony (and, when adding a
// passkey, the session that asked for it) and lives five minutes. A session records when it last proved
// two factors (a passkey or a code sign-in), for fresh re-authentication and the administrators' rule.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('passkeys')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('credential_id', 'text', (c) => c.notNull().unique())
    .addColumn('public_key', 'bytea', (c) => c.notNull())
    .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('transports', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('device_type', 'text', (c) => c.notNull().check(sql`device_type in ('singleDevice', 'multiDevice')`))
    .addColumn('backed_up', 'boolean', (c) => c.notNull())
    .addColumn('aaguid', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('passkeys_user_id_idx').on('passkeys').column('user_id').execute();
  await db.schema
    .createTable('passkey_challenges')
    .addColumn('challenge_hash', 'text', (c) => c.primaryKey())
    .addColumn('ceremony', 'text', (c) => c.notNull().check(sql`ceremony in ('registration', 'authentication')`))
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('session_hash', 'text')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('passkey_challenges_expires_at_idx')
    .on('passkey_challenges')
    .column('expires_at')
    .execute();
  await db.schema.alterTable('sessions').addColumn('two_factor_at', 'timestamptz').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('two_factor_at').execute();
  await db.schema.dropTable('passkey_challenges').execute();
  await db.schema.dropTable('passkeys').execute();
}
