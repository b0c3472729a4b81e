import { describe, expect, it } from 'vitest';
import { csvCell, csvRow, csvStream } from './csv.ts';

describe('csv', () => {
  it('quotes separators, quotes and line breaks', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(new Date('2030-01-02T03:04:05Z'))).toBe('2030-01-02T03:04:05.000Z');
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell('+44 1234')).toBe(`"'+44 1234"`);
    expect(csvCell('-2')).toBe(`"'-2"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
  });

  it('ends rows with CRLF and streams a BOM, the header and each batch', async () => {
    expect(csvRow(['a', 1, true])).toBe('a,1,true\r\n');
    async function* batches() {
      yield [{ n: 1 }, { n: 2 }];
      yield [{ n: 3 }];
    }
    const stream = csvStream(['n'], (row: { n: number }) => [row.n], batches());
    const bytes = await new Response(stream).arrayBuffer();
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe('\uFEFFn\r\n1\r\n2\r\n3\r\n');
  });
});
