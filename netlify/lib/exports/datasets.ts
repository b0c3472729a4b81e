// The administrators' CSV exports: every enquiry and the whole consent log, oldest first, read in
// keyset-paginated batches on (created_at, id).
import { sql, type Kysely } from 'kysely';
import type { ConsentLog, ContactSubmission, Database } from '../../../db/rows.ts';
import type { ConsentChoices } from '../../../src/schemas/consent-choices.ts';
import type { ExportDataset } from '../../../src/schemas/exports.ts';
import { csvStream, type CsvValue } from './csv.ts';
import { now as currentTime } from '../clock.ts';

export const EXPORT_BATCH_SIZE = 500;

type ExportTable = 'contactSubmissions' | 'consentLogs';
const TABLE_NAMES: Record<ExportTable, string> = {
  contactSubmissions: 'contact_submissions',
  consentLogs: 'consent_logs',
};

async function* batches<T extends { id: string }>(
  db: Kysely<Database>,
  table: ExportTable,
  batchSize: number,
): AsyncGenerator<T[]> {
  let after: string | null = null;
  for (;;) {
    let query = db.selectFrom(table).selectAll().orderBy('createdAt', 'asc').orderBy('id', 'asc').limit(batchSize);
    if (after) {
      const cursor = after;
      query = query.where(
        sql<boolean>`(created_at, id) > (select c.created_at, c.id from ${sql.table(TABLE_NAMES[table])} c where c.id = ${cursor})`,
      );
    }
    const rows = (await query.execute()) as unknown as T[];
    if (rows.length) yield rows;
    if (rows.length < batchSize) return;
    after = rows.at(-1)!.id;
  }
}

const yesNo = (value: boolean | undefined): CsvValue => (value === undefined ? '' : value ? 'yes' : 'no');

function choiceColumns(choices: ConsentChoices | null): CsvValue[] {
  return [yesNo(choices?.analytics), yesNo(choices?.marketing), yesNo(choices?.functional)];
}

interface Dataset<T> {
  table: ExportTable;
  header: readonly string[];
  toValues: (row: T) => readonly CsvValue[];
}

const enquiries: Dataset<ContactSubmission> = {
  table: 'contactSubmissions',
  header: [
    'Received',
    'First name',
    'Last name',
    'Email',
    'Company',
    'Service of interest',
    'Message',
    'Handled',
    'Id',
  ],
  toValues: (row) => [
    row.createdAt,
    row.firstName,
    row.lastName,
    row.email,
    row.company,
    row.serviceInterest,
    row.message,
    row.handledAt,
    row.id,
  ],
};

const consentLogs: Dataset<ConsentLog> = {
  table: 'consentLogs',
  header: [
    'Recorded',
    'Action',
    'Method',
    'Analytics',
    'Marketing',
    'Functional',
    'Previous analytics',
    'Previous marketing',
    'Previous functional',
    'Consent version',
    'Expires',
    'IP address (truncated)',
    'User agent',
    'Session id',
    'Correlation id',
    'Id',
  ],
  toValues: (row) => [
    row.createdAt,
    row.action,
    row.consentMethod,
    ...choiceColumns(row.consentChoices),
    ...choiceColumns(row.previousChoices),
    row.consentVersion,
    row.expiryDate,
    row.ipAddress,
    row.userAgent,
    row.sessionId,
    row.correlationId,
    row.id,
  ],
};

const datasets = { 'enquiries.csv': enquiries, 'consent-logs.csv': consentLogs } as const satisfies Record<
  ExportDataset,
  unknown
>;

export interface CsvExport {
  filename: string;
  body: ReadableStream<Uint8Array>;
}

/**
 * Starts an export. The first batch is read before answering, so an unreachable database is a 503
 * rather than a download that breaks off.
 */
export async function exportCsv(
  db: Kysely<Database>,
  name: ExportDataset,
  options: { now?: Date; batchSize?: number } = {},
): Promise<CsvExport> {
  const dataset = datasets[name] as Dataset<{ id: string }>;
  const source = batches<{ id: string }>(db, dataset.table, options.batchSize ?? EXPORT_BATCH_SIZE);
  const first = await source.next();
  async function* all() {
    if (first.done) return;
    yield first.value;
    yield* source;
  }
  const day = (options.now ?? currentTime()).toISOString().slice(0, 10);
  return {
    filename: `${name.replace(/\.csv$/, '')}-${day}.csv`,
    body: csvStream(dataset.header, dataset.toValues, all()),
  };
}
