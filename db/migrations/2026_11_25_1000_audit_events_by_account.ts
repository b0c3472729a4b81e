// Frozen: never edit a migration that has shipped; add a new one instead.
// The member's export lists every audit event done by or to their account: indexes on the actor's and
// the target's id, so that lookup stays quick as the two-year trail grows.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('audit_events_actor_id_idx').on('audit_events').column('actor_id').execute();
  await db.schema.createIndex('audit_events_target_id_idx').on('audit_events').column('target_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('audit_events_target_id_idx').execute();
  await db.schema.dropIndex('audit_events_actor_id_idx').execute();
}
