// The audit log as CSV, with the panel's filters; taking it is itself recorded.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/rows.ts';
import type { Authenticated } from '../auth/guards.ts';
import { now } from '../clock.ts';
import type { CsvExport } from '../exports/datasets.ts';
import type { AuditQuery } from '../../../src/schemas/audit.ts';
import { audit, auditCsv, party } from './trail.ts';

export async function exportAudit(db: Kysely<Database>, actor: Authenticated, query: AuditQuery): Promise<CsvExport> {
  await audit(db, {
    action: 'admin.audit_exported',
    actor: party(actor.user),
    target: null,
    ip: actor.ip,
    details: { action: query.action ?? null, user: query.user || null, from: query.from ?? null, to: query.to ?? null },
  });
  return { filename: `audit-log-${now().toISOString().slice(0, 10)}.csv`, body: auditCsv(db, query) };
}
