// Frozen: never edit a migration that has shipped; add a new one instead.
// Each briefing e-mail gets a state of its own, so nothing can be sent twice and nothing is silently lost:
// waiting → claimed (a run's lease: lease_token, lease_until) → being_sent (marked just before the SMTP
// transaction, sending_at) → sent | refused (the server said no, or it was refused for now too often) |
// unknown (the connection failed after the message was handed over: never resent) | cancelled (the member
// unsubscribed, was no longer verified, or changed address before it went). finished_at says when a row
// reached its end, for the purge. Rows of the earlier states move over: queued → waiting; a row left
// 'sending' → unknown; failed → unknown where its error says its fate was unknown (timed out after the
// handover, or left by a stopped run), else refused.
// A changed address cancels what is still waiting for the old one: a trigger on users, so that no way of
// changing an address (an administrator's SQL included) can leave mail queued for an address nobody confirmed.
import { sql, type Kysely } from 'kysely';

const STATES = "('waiting', 'claimed', 'being_sent', 'sent', 'refused', 'unknown', 'cancelled')";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('briefing_deliveries')
    .addColumn('lease_token', 'uuid')
    .addColumn('lease_until', 'timestamptz')
    .addColumn('sending_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await sql`alter table briefing_deliveries drop constraint briefing_deliveries_status_check`.execute(db);
  await sql`update briefing_deliveries set status = case
      when status = 'queued' then 'waiting'
      when status = 'sending' then 'unknown'
      when status = 'failed' and (last_error like 'unknown:%' or last_error like 'the run sending it stopped%') then 'unknown'
      when status = 'failed' then 'refused'
      else status end,
    finished_at = case when status in ('sent', 'failed', 'sending') then coalesce(sent_at, claimed_at, next_attempt_at) end`.execute(
    db,
  );
  await sql`alter table briefing_deliveries alter column status set default 'waiting'`.execute(db);
  await sql`alter table briefing_deliveries add constraint briefing_deliveries_status_check check (status in ${sql.raw(STATES)})`.execute(
    db,
  );
  await db.schema.dropIndex('briefing_deliveries_due_idx').execute();
  await db.schema
    .createIndex('briefing_deliveries_due_idx')
    .on('briefing_deliveries')
    .columns(['next_attempt_at', 'id'])
    .where(sql.ref('status'), '=', 'waiting')
    .execute();
  // The leases a run looks for when it starts: few rows, only while runs hold them.
  await db.schema
    .createIndex('briefing_deliveries_leased_idx')
    .on('briefing_deliveries')
    .column('lease_until')
    .where(sql<boolean>`status in ('claimed', 'being_sent')`)
    .execute();
  // The member's rows, for cancelling what waits when they unsubscribe or change address.
  await db.schema.createIndex('briefing_deliveries_user_idx').on('briefing_deliveries').column('user_id').execute();
  await sql`create function briefing_deliveries_cancel_for_new_address() returns trigger language plpgsql as $$
    begin
      update briefing_deliveries
        set status = 'cancelled', finished_at = now(), lease_token = null, lease_until = null,
          last_error = 'the member''s address changed before it was sent'
        where user_id = new.id and status in ('waiting', 'claimed');
      return new;
    end $$`.execute(db);
  await sql`create trigger users_address_changed_cancels_briefings
    after update of email on users for each row
    when (lower(old.email) is distinct from lower(new.email))
    execute function briefing_deliveries_cancel_for_new_address()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger users_address_changed_cancels_briefings on users`.execute(db);
  await sql`drop function briefing_deliveries_cancel_for_new_address()`.execute(db);
  await db.schema.dropIndex('briefing_deliveries_user_idx').execute();
  await db.schema.dropIndex('briefing_deliveries_leased_idx').execute();
  await db.schema.dropIndex('briefing_deliveries_due_idx').execute();
  await sql`alter table briefing_deliveries drop constraint briefing_deliveries_status_check`.execute(db);
  await sql`update briefing_deliveries set status = case
      when status in ('waiting', 'claimed') then 'queued'
      when status = 'being_sent' then 'sending'
      when status = 'sent' then 'sent'
      else 'failed' end`.execute(db);
  await sql`alter table briefing_deliveries alter column status set default 'queued'`.execute(db);
  await sql`alter table briefing_deliveries add constraint briefing_deliveries_status_check
    check (status in ('queued', 'sending', 'sent', 'failed'))`.execute(db);
  await db.schema
    .createIndex('briefing_deliveries_due_idx')
    .on('briefing_deliveries')
    .columns(['next_attempt_at', 'id'])
    .where(sql.ref('status'), '=', 'queued')
    .execute();
  await db.schema
    .alterTable('briefing_deliveries')
    .dropColumn('lease_token')
    .dropColumn('lease_until')
    .dropColumn('sending_at')
    .dropColumn('finished_at')
    .execute();
}
