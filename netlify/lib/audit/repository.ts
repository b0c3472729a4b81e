// Repository functions for `audit_events`: each takes the database (or a transaction) first.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { AuditEventRow, Database } from '../../../db/rows.ts';
import type { AuditAction, AuditDetails, AuditOutcome } from '../../../src/schemas/audit.ts';
import { likePrefix } from '../db.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface NewAuditEvent {
  action: AuditAction;
  outcome: AuditOutcome;
  actorId: string | null;
  actorEmail: string | null;
  targetId: string | null;
  targetEmail: string | null;
  ipAddress: string | null;
  details: AuditDetails;
  occurredAt: Date;
}

export async function insertAuditEvent(db: Db, event: NewAuditEvent): Promise<void> {
  await db
    .insertInto('auditEvents')
    .values({ ...event, details: JSON.stringify(event.details) })
    .execute();
}

/**
 * Counts one more refusal on the `denied` event this person already has for this action in
 * [from, until), if there is one; true when it did. Run under the lock `auditDenied` takes, so two
 * refusals at once never both find nothing.
 */
export async function countDenial(
  db: Db,
  denial: { actorId: string; action: AuditAction; from: Date; until: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('auditEvents')
    .set({
      details: sql`jsonb_set(details, '{count}', to_jsonb(coalesce((details->>'count')::int, 1) + 1))`,
    })
    .where('id', '=', (eb) =>
      eb
        .selectFrom('auditEvents')
        .select('id')
        .where('actorId', '=', denial.actorId)
        .where('action', '=', denial.action)
        .where('outcome', '=', 'denied')
        .where('occurredAt', '>=', denial.from)
        .where('occurredAt', '<', denial.until)
        .limit(1),
    )
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** A lock held to the end of the transaction, named by any text (Postgres advisory locks). */
export async function lockFor(db: Transaction<Database>, name: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`.execute(db);
}

export interface AuditFilter {
  action?: AuditAction;
  /** The start of an e-mail address, matched against the actor and the target. */
  user?: string;
  from?: Date;
  /** Exclusive. */
  until?: Date;
}

function filtered(db: Db, filter: AuditFilter) {
  let query = db.selectFrom('auditEvents');
  if (filter.action) query = query.where('action', '=', filter.action);
  if (filter.from) query = query.where('occurredAt', '>=', filter.from);
  if (filter.until) query = query.where('occurredAt', '<', filter.until);
  if (filter.user) {
    const prefix = likePrefix(filter.user);
    query = query.where((eb) =>
      eb.or([
        eb(sql<string>`lower(actor_email)`, 'like', prefix),
        eb(sql<string>`lower(target_email)`, 'like', prefix),
      ]),
    );
  }
  return query;
}

/** Newest first, one page. */
export async function listAuditEvents(
  db: Db,
  filter: AuditFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: AuditEventRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, filter)
      .selectAll()
      .orderBy('occurredAt', 'desc')
      .orderBy('id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Every matching event, newest first, in batches (keyset on occurred_at, id) for the CSV export. */
export async function* auditEventBatches(
  db: Db,
  filter: AuditFilter,
  batchSize: number,
): AsyncGenerator<AuditEventRow[]> {
  let after: { occurredAt: Date; id: string } | null = null;
  for (;;) {
    let query = filtered(db, filter).selectAll().orderBy('occurredAt', 'desc').orderBy('id', 'desc').limit(batchSize);
    if (after) {
      const cursor: { occurredAt: Date; id: string } = after;
      query = query.where(sql<boolean>`(occurred_at, id) < (${cursor.occurredAt}, ${cursor.id}::uuid)`);
    }
    const rows = await query.execute();
    if (rows.length) yield rows;
    if (rows.length < batchSize) return;
    const last = rows.at(-1)!;
    after = { occurredAt: last.occurredAt, id: last.id };
  }
}

/** Deletes events older than the cutoff; returns how many. */
export async function deleteAuditEventsBefore(db: Db, cutoff: Date): Promise<number> {
  const result = await db.deleteFrom('auditEvents').where('occurredAt', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
