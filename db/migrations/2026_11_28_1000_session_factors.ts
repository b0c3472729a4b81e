// Frozen: never edit a migration that has shipped; add a new one instead.
// What opened a session and where: the passkey that signed it in (so removing that passkey ends it) and a
// hash of the browser's device id (so a fresh two-factor sign-in allows a change only in that browser,
// not to a copy of its session cookie elsewhere).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('sessions')
    .addColumn('passkey_id', 'uuid', (c) => c.references('passkeys.id').onDelete('set null'))
    .addColumn('device_hash', 'text')
    .execute();
  await db.schema.createIndex('sessions_passkey_id_idx').on('sessions').column('passkey_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('sessions_passkey_id_idx').execute();
  await db.schema.alterTable('sessions').dropColumn('passkey_id').dropColumn('device_hash').execute();
}
