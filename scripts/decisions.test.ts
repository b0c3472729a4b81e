// docs/decisions/README.md lists every decision record with the date and status the record itself gives,
// and a record that later records changed says so at its top, both ways round: a record whose status says
// it amends, supersedes, replaces, extends or adds to another appears in that one's "> Amended by [NNN]" or
// "> Superseded by [NNN]" lines, and every such line names a record whose status says so.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const FOLDER = new URL('../docs/decisions/', import.meta.url);
const index = readFileSync(new URL('README.md', FOLDER), 'utf8');
const records = readdirSync(FOLDER).filter((name) => /^\d{3}-.+\.md$/.test(name) && !name.startsWith('000-'));

/** What the relation check reads of a record: its file name, its status and the lines above its date. */
interface DecisionRecord {
  name: string;
  status: string;
  /** The record's top: everything between its title and its `- Date:` line. */
  top: string;
}

const statusOf = (text: string) => /^- Status: (.+(?:\n {2,}\S.*)*)$/m.exec(text)?.[1]?.replace(/\s+/g, ' ');

function read(name: string): DecisionRecord {
  const text = readFileSync(new URL(name, FOLDER), 'utf8');
  return { name, status: statusOf(text) ?? '', top: text.slice(0, text.search(/^- Date:/m)) };
}

const numberOf = (name: string) => name.slice(0, 3);
/** A verb that changes another record ("amends 016"), or says who changed this one ("superseded by 037"). */
const WORDS =
  /\b(amends|supersedes|replaces|extends|adds to|amended by|superseded by|replaced by|extended by)\b|\b(\d{3})\b/g;

/** The records a status says this one changes, and those it says changed this one. */
function relationsIn(status: string, known: Set<string>): { changes: Set<string>; changedBy: Set<string> } {
  const changes = new Set<string>();
  const changedBy = new Set<string>();
  let into: Set<string> | undefined;
  for (const [, verb, number] of status.matchAll(WORDS)) {
    if (verb) into = verb.endsWith(' by') ? changedBy : changes;
    else if (into && known.has(number!)) into.add(number!);
  }
  return { changes, changedBy };
}

/** The records named at a record's top as having changed it, each with the file its link points to. */
function headerLines(top: string): { number: string; file: string }[] {
  return [...top.matchAll(/^> (?:Amended|Superseded) by \[(\d{3})\]\(([^)]+)\)/gm)].map(([, number, file]) => ({
    number: number!,
    file: file!,
  }));
}

/** Every way the records' tops and statuses disagree about which record changed which. */
function relationProblems(all: DecisionRecord[]): string[] {
  const byNumber = new Map(all.map((record) => [numberOf(record.name), record]));
  const known = new Set(byNumber.keys());
  const problems: string[] = [];
  for (const record of all) {
    const self = numberOf(record.name);
    const { changes, changedBy } = relationsIn(record.status, known);
    const named = headerLines(record.top);
    const namedNumbers = new Set(named.map((line) => line.number));
    for (const other of changes) {
      if (!headerLines(byNumber.get(other)!.top).some((line) => line.number === self))
        problems.push(
          `${byNumber.get(other)!.name} has no "> Amended by [${self}]" line, though ${self}'s status changes it`,
        );
    }
    for (const { number, file } of named) {
      const changer = byNumber.get(number);
      if (!changer) problems.push(`${record.name} names ${number}, which is no record`);
      else if (file !== changer.name) problems.push(`${record.name} links ${number} to ${file}, not ${changer.name}`);
      else if (!relationsIn(changer.status, known).changes.has(self))
        problems.push(`${record.name} says ${number} changed it, but ${changer.name}'s status does not name ${self}`);
    }
    for (const other of changedBy) {
      if (!namedNumbers.has(other))
        problems.push(`${record.name}'s status names ${other} as changing it, but its top has no line for ${other}`);
    }
  }
  return problems;
}

describe('the decision records index', () => {
  it.each(records)('lists %s with its date and status', (name) => {
    const text = readFileSync(new URL(name, FOLDER), 'utf8');
    const date = /^- Date: (.+)$/m.exec(text)?.[1];
    const status = statusOf(text);
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

describe('which record changed which', () => {
  it('every changed record says so at its top, naming the record that changed it, and the other way round', () => {
    expect(relationProblems(records.map(read))).toEqual([]);
  });

  const older = (top = '') => ({ name: '001-older.md', status: 'accepted', top: `# 001: Older\n\n${top}` });
  const newer = { name: '002-newer.md', status: 'accepted; amends 001 (its address)', top: '# 002: Newer\n\n' };

  it('fails on a record changed by another without an "Amended by" line', () => {
    expect(relationProblems([older(), newer])).toEqual([
      '001-older.md has no "> Amended by [002]" line, though 002\'s status changes it',
    ]);
    expect(relationProblems([older('> Amended by [002](002-newer.md): its address.\n'), newer])).toEqual([]);
  });

  it('fails on an "Amended by" line that the named record does not back, or that links elsewhere', () => {
    const unbacked = { ...newer, status: 'accepted' };
    expect(relationProblems([older('> Amended by [002](002-newer.md): its address.\n'), unbacked])).toEqual([
      "001-older.md says 002 changed it, but 002-newer.md's status does not name 001",
    ]);
    expect(relationProblems([older('> Superseded by [002](002-other.md): all of it.\n'), newer])).toEqual([
      '001-older.md links 002 to 002-other.md, not 002-newer.md',
    ]);
  });

  it('fails on a status that names a record as changing this one when the top does not', () => {
    const changed = {
      ...older('> Amended by [002](002-newer.md): its address.\n'),
      status: 'accepted; superseded by 002',
    };
    expect(relationProblems([changed, newer])).toEqual([]);
    expect(
      relationProblems([
        { ...older(), status: 'accepted; superseded by 002' },
        { ...newer, status: 'accepted' },
      ]),
    ).toEqual(["001-older.md's status names 002 as changing it, but its top has no line for 002"]);
  });
});
