// Frozen: never edit a migration that has shipped; add a new one instead.
// Brand Persona answers: per member one draft (submitted_at null) and each submitted version (1, 2, ...).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('brand_personas')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('answers', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('step', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`step between 1 and 6`),
    )
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('version', 'integer', (c) => c.check(sql`version >= 1`))
    .addColumn('submitted_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('brand_personas_answers_object', sql`jsonb_typeof(answers) = 'object'`)
    .addCheckConstraint('brand_personas_version_when_submitted', sql`(version is null) = (submitted_at is null)`)
    .addUniqueConstraint('brand_personas_user_version_key', ['user_id', 'version'])
    .execute();
  // One draft per member: saves upsert against this index (ON CONFLICT (user_id) WHERE submitted_at IS NULL).
  await sql`create unique index brand_personas_one_draft_key on brand_personas (user_id) where submitted_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('brand_personas').execute();
}
