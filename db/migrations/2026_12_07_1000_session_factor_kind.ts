// Frozen: never edit a migration that has shipped; add a new one instead.
// Which second factor a session last proved (beside two_factor_at, when): a passkey or a code from the
// app (a recovery code counts as one). A change that needs a recent factor reads both.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('sessions')
    .addColumn('factor_kind', 'text', (c) => c.check(sql`factor_kind in ('passkey', 'code')`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('factor_kind').execute();
}
