// Frozen: never edit a migration that has shipped; add a new one instead.
// Briefings by e-mail. A member's choice to get them is a row in briefing_subscriptions while it stands;
// every change of mind (its wording, where it was made, when) is a row of briefing_consents, kept as the
// consent log keeps cookie choices. An entry, once its publication date has come and it is built, is
// queued once (briefing_entries) with one delivery row per subscriber at that moment: the row exists
// before the message is handed to SMTP and is marked after, so a run that stops halfway is resumed and
// nobody gets a message twice.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('briefing_subscriptions')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('subscribed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('briefing_consents')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('subscribed', 'boolean', (c) => c.notNull())
    .addColumn('wording', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('account', 'unsubscribe-link')`))
    .addColumn('recorded_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('briefing_consents_user_idx')
    .on('briefing_consents')
    .columns(['user_id', 'recorded_at'])
    .execute();
  await db.schema
    .createIndex('briefing_consents_unsubscribed_idx')
    .on('briefing_consents')
    .column('recorded_at')
    .where(sql.ref('subscribed'), '=', false)
    .execute();
  await db.schema
    .createTable('briefing_entries')
    .addColumn('slug', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('queued_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('briefing_deliveries')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('entry_slug', 'text', (c) => c.notNull().references('briefing_entries.slug').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('queued')
        .check(sql`status in ('queued', 'sending', 'sent', 'failed')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // When a run took the row to send it: a row still 'sending' long after belongs to a run that stopped
    // midway, and is not sent again (the server may have had it).
    .addColumn('claimed_at', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'timestamptz')
    .addUniqueConstraint('briefing_deliveries_entry_user_key', ['entry_slug', 'user_id'])
    .execute();
  await db.schema
    .createIndex('briefing_deliveries_due_idx')
    .on('briefing_deliveries')
    .columns(['next_attempt_at', 'id'])
    .where(sql.ref('status'), '=', 'queued')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('briefing_deliveries').execute();
  await db.schema.dropTable('briefing_entries').execute();
  await db.schema.dropTable('briefing_consents').execute();
  await db.schema.dropTable('briefing_subscriptions').execute();
}
