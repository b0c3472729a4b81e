// CSV as spreadsheets read it (RFC 4180: quoted fields, CRLF rows, a UTF-8 byte-order mark for Excel),
// with formula injection defused: a cell that starts like a formula is prefixed with an apostrophe.

export type CsvValue = string | number | boolean | Date | null | undefined;

export const CSV_BOM = '\uFEFF';

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n']/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/**
 * Streams a table as CSV: the header row, then each batch of rows as the database returns them, so an
 * export of any size never sits in memory at once.
 */
export function csvStream<T>(
  header: readonly string[],
  toValues: (row: T) => readonly CsvValue[],
  batches: AsyncIterable<T[]>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(CSV_BOM + csvRow(header)));
        return;
      }
      const { done, value } = await iterator.next();
      if (done) {
        controller.close();
        return;
      }
      controller.enqueue(encoder.encode(value.map((row) => csvRow(toValues(row))).join('')));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}
