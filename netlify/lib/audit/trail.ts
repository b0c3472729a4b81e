// The audit trail: who did what to which account, from which network, and whether it worked. Each event
// is one structured log line and one row; a change's row is written in the change's own transaction
// (`audited`), a refusal's or a failure's on its own (`audit`, `auditDenied`). Rows are kept two years
// (retention.ts); details never hold secrets.
import type { Kysely, Transaction } from 'kysely';
import type { AuditEventRow, Database } from '../../../db/rows.ts';
import {
  AUDIT_PAGE_SIZE,
  type AuditAction,
  type AuditDetails,
  type AuditEvent,
  type AuditOutcome,
  type AuditPage,
  type AuditQuery,
} from '../../../src/schemas/audit.ts';
import { DAY_MS, now } from '../clock.ts';
import { truncateIp } from '../ip.ts';
import { logEvent } from '../log.ts';
import { csvStream } from '../exports/csv.ts';
import {
  auditEventBatches,
  countDenial,
  insertAuditEvent,
  lockFor,
  listAuditEvents,
  type AuditFilter,
  type NewAuditEvent,
} from './repository.ts';

export interface AuditParty {
  id: string;
  email: string | null;
}

/** The account as the trail names it: its id and its address at the time. */
export const party = (user: { id: string; email: string }): AuditParty => ({ id: user.id, email: user.email });

export interface AuditEntry {
  action: AuditAction;
  outcome?: AuditOutcome;
  actor?: AuditParty | null;
  /** Whom it was done to; the actor when they acted on their own account. */
  target?: AuditParty | null;
  ip?: string;
  details?: AuditDetails;
}

/** The row and the structured log line (named by the action, with ids and the truncated network, never an
 *  e-mail address) of one entry. */
function recordOf(entry: AuditEntry): { row: NewAuditEvent; log: () => void } {
  const target = entry.target === undefined ? entry.actor : entry.target;
  const outcome = entry.outcome ?? 'success';
  const ipAddress = entry.ip ? truncateIp(entry.ip) : null;
  return {
    row: {
      action: entry.action,
      outcome,
      actorId: entry.actor?.id ?? null,
      actorEmail: entry.actor?.email ?? null,
      targetId: target?.id ?? null,
      targetEmail: target?.email ?? null,
      ipAddress,
      details: entry.details ?? {},
      occurredAt: now(),
    },
    log: () =>
      logEvent(entry.action, {
        ...entry.details,
        outcome,
        actorId: entry.actor?.id,
        targetId: target?.id,
        ip: ipAddress ?? undefined,
      }),
  };
}

/**
 * The record of something that changed nothing (a failed attempt, a read): its row, then its log line.
 * A change is recorded by `audited`, in the change's own transaction.
 */
export async function audit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  const { row, log } = recordOf(entry);
  await insertAuditEvent(db, row);
  log();
}

/**
 * A change and its audit event in one transaction: if the event cannot be written, the change is undone,
 * so nothing happens to an account without its record. The log line follows the commit. `entry` may be
 * worked out from what the change returned.
 */
export async function audited<T>(
  db: Kysely<Database>,
  change: (trx: Transaction<Database>) => Promise<T>,
  entry: AuditEntry | ((result: T) => AuditEntry | AuditEntry[]),
): Promise<T> {
  const { result, logs } = await db.transaction().execute(async (trx) => {
    const result = await change(trx);
    const entries = [typeof entry === 'function' ? entry(result) : entry].flat();
    const records = entries.map(recordOf);
    for (const { row } of records) await insertAuditEvent(trx, row);
    return { result, logs: records.map(({ log }) => log) };
  });
  for (const log of logs) log();
  return result;
}

/** Refusals of one person and action within this span share one `denied` event. */
export const DENIALS_COALESCED_MS = 60_000;

/**
 * A refused request by a signed-in person: at most one `denied` event per person, action and minute,
 * with the number of refusals in `details.count`, so refused requests cannot flood the trail. Each
 * refusal still has its own log line.
 */
export async function auditDenied(db: Kysely<Database>, entry: AuditEntry & { actor: AuditParty }): Promise<void> {
  const { row, log } = recordOf({ ...entry, outcome: 'denied' });
  const from = new Date(Math.floor(row.occurredAt.getTime() / DENIALS_COALESCED_MS) * DENIALS_COALESCED_MS);
  const denial = {
    actorId: entry.actor.id,
    action: entry.action,
    from,
    until: new Date(from.getTime() + DENIALS_COALESCED_MS),
  };
  await db.transaction().execute(async (trx) => {
    await lockFor(trx, `audit-denied:${denial.actorId}:${denial.action}:${from.toISOString()}`);
    if (!(await countDenial(trx, denial))) {
      await insertAuditEvent(trx, { ...row, details: { ...row.details, count: 1 } });
    }
  });
  log();
}

export function toAuditEvent(row: AuditEventRow): AuditEvent {
  return {
    id: row.id,
    occurredAt: new Date(row.occurredAt).toISOString(),
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    action: row.action as AuditAction,
    targetId: row.targetId,
    targetEmail: row.targetEmail,
    ipAddress: row.ipAddress,
    outcome: row.outcome as AuditOutcome,
    details: row.details,
  };
}

function toFilter(query: AuditQuery): AuditFilter {
  return {
    action: query.action,
    user: query.user || undefined,
    from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
    // The end date is included: everything before the next midnight.
    until: query.to ? new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS) : undefined,
  };
}

export async function listAudit(db: Kysely<Database>, query: AuditQuery): Promise<AuditPage> {
  const { rows, total } = await listAuditEvents(db, toFilter(query), {
    offset: (query.page - 1) * AUDIT_PAGE_SIZE,
    limit: AUDIT_PAGE_SIZE,
  });
  return { events: rows.map(toAuditEvent), page: query.page, pageSize: AUDIT_PAGE_SIZE, total };
}

const CSV_HEADER = [
  'occurred_at',
  'action',
  'outcome',
  'actor_email',
  'actor_id',
  'target_email',
  'target_id',
  'ip_address',
  'details',
];

/** The matching events as CSV, newest first, streamed in batches. */
export function auditCsv(db: Kysely<Database>, query: AuditQuery): ReadableStream<Uint8Array> {
  return csvStream(
    CSV_HEADER,
    (row: AuditEventRow) => [
      row.occurredAt,
      row.action,
      row.outcome,
      row.actorEmail,
      row.actorId,
      row.targetEmail,
      row.targetId,
      row.ipAddress,
      JSON.stringify(row.details),
    ],
    auditEventBatches(db, toFilter(query), 500),
  );
}
