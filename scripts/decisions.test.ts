// docs/decisions/README.md lists every decision record with the date and status the record itself gives.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const FOLDER = new URL('../docs/decisions/', import.meta.url);
const index = readFileSync(new URL('README.md', FOLDER), 'utf8');
const records = readdirSync(FOLDER).filter((name) => /^\d{3}-.+\.md$/.test(name) && !name.startsWith('000-'));

describe('the decision records index', () => {
  it.each(records)('lists %s with its date and status', (name) => {
    const text = readFileSync(new URL(name, FOLDER), 'utf8');
    const date = /^- Date: (.+)$/m.exec(text)?.[1];
    const status = /^- Status: (.+(?:\n {2,}\S.*)*)$/m.exec(text)?.[1]?.replace(/\s+/g, ' ');
    expect(date, `${name} has a date`).toBeDefined();
    expect(status, `${name} has a status`).toBeDefined();
    const row = index.split('\n').find((line) => line.includes(`](${name})`));
    expect(row, `${name} is in docs/decisions/README.md`).toBeDefined();
    const cells = row!.split('|').map((cell) => cell.trim());
    expect(cells).toContain(date);
    expect(cells).toContain(status);
  });

  it('lists the records in the order of their numbers', () => {
    const numbers = [...index.matchAll(/^\| \[(\d{3})\]/gm)].map((match) => match[1]!);
    expect(numbers).toEqual([...numbers].sort());
  });
});
