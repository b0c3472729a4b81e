// Frozen: never edit a migration that has shipped; add a new one instead.
// Sessions drop `sess`: its JSON (the user id and when the session began) repeated the user_id and
// created_at columns, and nothing read it.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('sess').execute();
}

/** Puts the column back as it was (jsonb, required, no default), filled as the sign-in wrote it. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('sess', 'jsonb').execute();
  await sql`update sessions set sess = jsonb_build_object(
    'userId', user_id,
    'createdAt', to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`.execute(db);
  await db.schema
    .alterTable('sessions')
    .alterColumn('sess', (c) => c.setNotNull())
    .execute();
}
