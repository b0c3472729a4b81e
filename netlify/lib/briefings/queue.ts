// The briefing e-mails' work list. An entry whose publication day has come is queued once, with a delivery
// row for each member subscribed at that moment (one statement, so a subscriber is in or out, never half).
// Each batch is claimed ('sending', attempts + 1) and committed before any message is handed to SMTP, then
// marked: sent; refused (queued again after a backoff, at most MAX_ATTEMPTS tries, then failed); rejected or
// of unknown fate (failed: never sent twice).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/rows.ts';
import type { BriefingEntry } from '../../../src/schemas/briefings.ts';

/** Runs that may try a message (each tries a refused one twice): the first, and at most two more. */
export const MAX_ATTEMPTS = 3;
/** The wait before a refused message is tried again: 10 minutes, then 40. */
export const backoffMs = (attempts: number) => 10 * 60_000 * 4 ** (attempts - 1);
/** An entry first seen this long after its publication day is recorded but not sent (no backlog floods). */
export const FRESH_FOR_MS = 7 * 24 * 60 * 60_000;
/** A row claimed this long ago by a run that never marked it belongs to a run that stopped midway. */
export const ABANDONED_AFTER_MS = 20 * 60_000;

/** Queues each due entry not queued before; returns how many were queued with recipients. */
export async function queueEntries(db: Kysely<Database>, entries: readonly BriefingEntry[], at: Date): Promise<number> {
  let queued = 0;
  for (const entry of entries) {
    const published = new Date(`${entry.publishDate}T00:00:00Z`);
    if (published > at) continue;
    const fresh = at.getTime() - published.getTime() <= FRESH_FOR_MS;
    const added = await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('briefingEntries')
        .values({ slug: entry.slug, title: entry.title, queuedAt: at })
        .onConflict((c) => c.column('slug').doNothing())
        .returning('slug')
        .executeTakeFirst();
      if (!inserted || !fresh) return false;
      await sql`insert into briefing_deliveries (entry_slug, user_id, next_attempt_at)
        select ${entry.slug}, user_id, ${at} from briefing_subscriptions`.execute(trx);
      return true;
    });
    if (added) queued += 1;
  }
  return queued;
}

/** Rows a stopped run left 'sending': failed, since the server may have them. Returns how many. */
export async function abandonStale(db: Kysely<Database>, at: Date): Promise<number> {
  const result = await db
    .updateTable('briefingDeliveries')
    .set({ status: 'failed', lastError: 'the run sending it stopped; it may have been delivered, so it is not resent' })
    .where('status', '=', 'sending')
    .where('claimedAt', '<', new Date(at.getTime() - ABANDONED_AFTER_MS))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Finished deliveries (sent, or failed for good) whose last moment is before `before`: the record of who
 * was sent which briefing is kept as long as the audit trail, then deleted. The entry's own row stays, so
 * an entry is never queued again. Returns how many went.
 */
export async function purgeFinishedDeliveries(db: Kysely<Database>, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('briefingDeliveries')
    .where('status', 'in', ['sent', 'failed'])
    .where(sql<Date>`coalesce(sent_at, next_attempt_at)`, '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export interface ClaimedDelivery {
  id: string;
  entrySlug: string;
  attempts: number;
  email: string;
  firstName: string;
  userId: string;
}

/** Takes up to `size` due deliveries for this run (rows another run holds are skipped). */
export async function claimBatch(db: Kysely<Database>, size: number, at: Date): Promise<ClaimedDelivery[]> {
  const { rows } = await sql<ClaimedDelivery>`
    with claimed as (
      update briefing_deliveries set status = 'sending', attempts = attempts + 1, claimed_at = ${at}
      where id in (
        select id from briefing_deliveries
        where status = 'queued' and next_attempt_at <= ${at}
        order by next_attempt_at, id
        limit ${size}
        for update skip locked
      )
      returning id, entry_slug, user_id, attempts
    )
    select claimed.id::text as id, claimed.entry_slug as "entrySlug", claimed.user_id as "userId",
      claimed.attempts, users.email, users.first_name as "firstName"
    from claimed join users on users.id = claimed.user_id
    order by claimed.id`.execute(db);
  return rows;
}

export interface BatchResult {
  sent: string[];
  /** Refused for now: tried again later, or failed once out of tries. */
  refused: { id: string; attempts: number; error: string }[];
  /** Rejected, or of unknown fate: failed now. */
  failed: { id: string; error: string }[];
}

/** Marks a batch's rows as their messages fared, in two statements; returns the rows that failed for good. */
export async function markBatch(
  db: Kysely<Database>,
  result: BatchResult,
  at: Date,
): Promise<{ id: string; error: string }[]> {
  if (result.sent.length) {
    await db
      .updateTable('briefingDeliveries')
      .set({ status: 'sent', sentAt: at, lastError: null })
      .where('id', 'in', result.sent)
      .execute();
  }
  const rows = [
    ...result.refused.map((row) =>
      row.attempts < MAX_ATTEMPTS
        ? { ...row, status: 'queued', next: new Date(at.getTime() + backoffMs(row.attempts)) }
        : { ...row, status: 'failed', next: at },
    ),
    ...result.failed.map((row) => ({ ...row, status: 'failed', next: at })),
  ];
  if (rows.length) {
    await sql`update briefing_deliveries as d
      set status = v.status, last_error = v.error, next_attempt_at = v.next
      from unnest(${rows.map((r) => r.id)}::bigint[], ${rows.map((r) => r.status)}::text[],
        ${rows.map((r) => r.error)}::text[], ${rows.map((r) => r.next.toISOString())}::timestamptz[])
        as v(id, status, error, next)
      where d.id = v.id`.execute(db);
  }
  return rows.filter((row) => row.status === 'failed').map(({ id, error }) => ({ id, error }));
}
