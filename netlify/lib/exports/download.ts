// An administrator downloads an export: the download started, and who took it recorded in the log and
// the audit trail.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/rows.ts';
import { audit, party } from '../audit/trail.ts';
import type { Authenticated } from '../auth/guards.ts';
import type { ExportDataset } from '../../../src/schemas/exports.ts';
import { exportCsv, type CsvExport } from './datasets.ts';

export async function downloadExport(
  db: Kysely<Database>,
  actor: Authenticated,
  dataset: ExportDataset,
): Promise<CsvExport> {
  const csv = await exportCsv(db, dataset);
  await audit(db, {
    action: 'admin.export_downloaded',
    actor: party(actor.user),
    target: null,
    ip: actor.ip,
    details: { dataset },
  });
  return csv;
}

/** The headers that make a browser save a CSV body under its file name. */
export function csvDownloadHeaders(filename: string): Record<string, string> {
  return {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${filename}"`,
  };
}
