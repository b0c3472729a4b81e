// The briefing e-mails' work list, one row per (entry, member), each in a state of its own (see
// BRIEFING_DELIVERY_STATES). An entry whose publication day has come is queued once, with a waiting row for
// each member subscribed with a verified address at that moment (one statement: a member is in or out,
// never half). A run claims rows under a lease of its own; what a run leaves behind when it stops is put
// right by the next: claimed rows wait again, rows being sent become unknown (never resent). Marking rows
// being sent and recording their outcomes is the ledger's (ledger.ts).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/rows.ts';
import type { BriefingEntry } from '../../../src/schemas/briefings.ts';

/** An entry first seen this long after its publication day is recorded but not sent (no backlog floods). */
export const FRESH_FOR_MS = 7 * 24 * 60 * 60_000;

/** Why a row being sent by a run that stopped is unknown. */
export const STOPPED_RUN = 'the run sending it stopped; it may have arrived, so it is not sent again';
/** Why waiting rows are cancelled when the member unsubscribes. */
export const UNSUBSCRIBED = 'the member unsubscribed before it was sent';

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
      // Double opt-in: only members whose address is verified; the rest start with the next entry after.
      await sql`insert into briefing_deliveries (entry_slug, user_id, next_attempt_at)
        select ${entry.slug}, s.user_id, ${at} from briefing_subscriptions s
        join users u on u.id = s.user_id where u.is_verified`.execute(trx);
      return true;
    });
    if (added) queued += 1;
  }
  return queued;
}

/**
 * Leases that ran out (their run stopped): claimed rows wait again; rows being sent become unknown, since
 * the server may have them. Returns how many of each.
 */
export async function expireLeases(db: Kysely<Database>, at: Date): Promise<{ returned: number; unknown: number }> {
  const { rows } = await sql<{ status: string }>`
    update briefing_deliveries set
      status = case when status = 'claimed' then 'waiting' else 'unknown' end,
      lease_token = case when status = 'claimed' then null else lease_token end,
      last_error = case when status = 'claimed' then last_error else ${STOPPED_RUN} end,
      finished_at = case when status = 'claimed' then null else ${at}::timestamptz end,
      lease_until = null
    where status in ('claimed', 'being_sent') and lease_until <= ${at}
    returning status`.execute(db);
  return {
    returned: rows.filter((row) => row.status === 'waiting').length,
    unknown: rows.filter((row) => row.status === 'unknown').length,
  };
}

export interface ClaimedDelivery {
  id: string;
  entrySlug: string;
  userId: string;
  /** Tries before this one. */
  attempts: number;
}

/** Claims up to `size` due rows for this run's lease (rows another run holds are skipped). */
export async function claimDeliveries(
  db: Kysely<Database>,
  lease: { token: string; until: Date },
  size: number,
  at: Date,
): Promise<ClaimedDelivery[]> {
  const { rows } = await sql<ClaimedDelivery>`
    update briefing_deliveries
    set status = 'claimed', lease_token = ${lease.token}, lease_until = ${lease.until}, claimed_at = ${at}
    where id in (
      select id from briefing_deliveries
      where status = 'waiting' and next_attempt_at <= ${at}
      order by next_attempt_at, id
      limit ${size}
      for update skip locked
    )
    returning id::text as id, entry_slug as "entrySlug", user_id as "userId", attempts`.execute(db);
  return rows.sort((a, b) => Number(a.id) - Number(b.id));
}

/** Gives back the rows this run claimed and did not begin to send (out of time): they wait again as they were. */
export async function releaseClaims(db: Kysely<Database>, token: string): Promise<number> {
  const result = await db
    .updateTable('briefingDeliveries')
    .set({ status: 'waiting', leaseToken: null, leaseUntil: null })
    .where('status', '=', 'claimed')
    .where('leaseToken', '=', token)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Cancels what still waits for a member (they unsubscribed): in the caller's transaction. */
export async function cancelWaiting(db: Kysely<Database>, userId: string, reason: string, at: Date): Promise<void> {
  await db
    .updateTable('briefingDeliveries')
    .set({ status: 'cancelled', lastError: reason, finishedAt: at, leaseToken: null, leaseUntil: null })
    .where('userId', '=', userId)
    .where('status', 'in', ['waiting', 'claimed'])
    .execute();
}

/** Rows still to send (due now or later, claimed or not). */
export async function countUnsent(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('briefingDeliveries')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('status', 'in', ['waiting', 'claimed'])
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Finished deliveries (sent, refused, unknown or cancelled) that ended before `before`: the record of who
 * was sent which briefing is kept as long as the audit trail, then deleted. The entry's own row stays, so
 * an entry is never queued again. Returns how many went.
 */
export async function purgeFinishedDeliveries(db: Kysely<Database>, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('briefingDeliveries')
    .where('status', 'in', ['sent', 'refused', 'unknown', 'cancelled'])
    .where('finishedAt', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
