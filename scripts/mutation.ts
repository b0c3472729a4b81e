// npm run test:mutation: StrykerJS (stryker.config.mjs) over the folders of netlify/lib that guard people
// and their messages, one folder at a time, then bench-report/mutation.md: each folder's mutation score,
// the mutants still surviving, and those judged equivalent (a `// Stryker disable` comment beside the code
// gives the reason). Each folder's last result is kept in bench-report/mutation/<folder>.json, Stryker's
// incremental file: the next run retests only the mutants whose code or covering tests changed, and the
// report is derived from those files, so a run of one folder (`npm run test:mutation -- vitals`) keeps the
// others' figures. A run stopped part way keeps what it tested (Stryker saves it) and the report says the
// folder is incomplete until a run of it finishes; `-- --report` only rewrites the report. Too slow for CI:
// on two shared cores a whole run from nothing takes hours.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { format } from 'prettier';

const FOLDERS = ['auth', 'session', 'passkeys', 'two-factor', 'briefings', 'vitals'] as const;
type Folder = (typeof FOLDERS)[number];
const REPORT = 'bench-report/mutation.md';
const resultFile = (folder: Folder) => `bench-report/mutation/${folder}.json`;
/** Present while a folder's last run stopped before testing every mutant. */
const partialFile = (folder: Folder) => `bench-report/mutation/${folder}.partial`;

interface Mutant {
  mutatorName: string;
  replacement?: string;
  status: string;
  statusReason?: string;
  location: { start: { line: number; column: number } };
}
interface Result {
  files: Record<string, { mutants: Mutant[] }>;
}

const reportOnly = process.argv.includes('--report');
const asked = process.argv.slice(2).filter((arg) => arg !== '--report');
const unknown = asked.filter((name) => !(FOLDERS as readonly string[]).includes(name));
if (unknown.length) {
  console.error(`Not a folder this measures: ${unknown.join(', ')} (one of ${FOLDERS.join(', ')}).`);
  process.exit(2);
}

let failed: number | undefined;
for (const folder of reportOnly ? [] : asked.length ? (asked as Folder[]) : FOLDERS) {
  const dir = `netlify/lib/${folder}`;
  const run = spawnSync(
    process.execPath,
    [
      'node_modules/@stryker-mutator/core/bin/stryker.js',
      'run',
      '--mutate',
      `${dir}/**/*.ts,!${dir}/**/*.test.ts`,
      '--incrementalFile',
      resultFile(folder),
      // A sandbox of its own, so two folders can be run side by side.
      '--tempDirName',
      `.tmp/stryker-${folder}`,
    ],
    // The tests that exercise this folder (vitest.mutation.config.ts).
    { stdio: 'inherit', env: { ...process.env, MUTATION_FOLDER: folder } },
  );
  if (run.status === 0) {
    rmSync(partialFile(folder), { force: true });
    continue;
  }
  console.error(`Stryker stopped before the end of ${dir}: the report marks it incomplete.`);
  if (existsSync(resultFile(folder))) writeFileSync(partialFile(folder), '');
  failed = run.status ?? 1;
  break;
}

const DETECTED = ['Killed', 'Timeout'];
const UNDETECTED = ['Survived', 'NoCoverage'];
const where = (file: string, mutant: Mutant) =>
  `\`${file}:${mutant.location.start.line}\` ${mutant.mutatorName}${mutant.replacement ? ` → \`${oneLine(mutant.replacement)}\`` : ''}`;
const oneLine = (text: string) => {
  const line = text.replace(/\s+/g, ' ').replaceAll('`', "'");
  return line.length > 60 ? `${line.slice(0, 57)}...` : line;
};

const rows: string[] = [];
const survivors: string[] = [];
const equivalent: string[] = [];
for (const folder of FOLDERS) {
  if (!existsSync(resultFile(folder))) {
    rows.push(`| ${folder} | not run yet | | | | |`);
    continue;
  }
  const result = JSON.parse(readFileSync(resultFile(folder), 'utf8')) as Result;
  const count = { detected: 0, undetected: 0, ignored: 0 };
  for (const [file, { mutants }] of Object.entries(result.files).sort(([a], [b]) => a.localeCompare(b))) {
    for (const mutant of mutants.sort((a, b) => a.location.start.line - b.location.start.line)) {
      if (DETECTED.includes(mutant.status)) count.detected += 1;
      if (UNDETECTED.includes(mutant.status)) {
        count.undetected += 1;
        survivors.push(
          `- ${where(file, mutant)} (${mutant.status === 'NoCoverage' ? 'no test reaches it' : 'survived'})`,
        );
      }
      if (mutant.status === 'Ignored') {
        count.ignored += 1;
        equivalent.push(`- ${where(file, mutant)}: ${mutant.statusReason ?? ''}`);
      }
    }
  }
  const valid = count.detected + count.undetected;
  const score = valid ? `${((100 * count.detected) / valid).toFixed(1)}%` : '–';
  const state = existsSync(partialFile(folder)) ? ' (incomplete: the last run stopped part way)' : '';
  rows.push(`| ${folder} | ${score}${state} | ${count.detected} | ${count.undetected} | ${count.ignored} | ${valid} |`);
}

const text = [
  '# Mutation scores',
  '',
  'Written by `npm run test:mutation` (scripts/mutation.ts) from the results StrykerJS keeps in',
  "`bench-report/mutation/`. A folder's score is the share of its mutants the tests detect (killed, or",
  'timed out); mutants judged equivalent (they cannot change what anyone sees) are left out of it and listed',
  'below with the reason written beside the code.',
  '',
  '| `netlify/lib/` folder | score | detected | undetected | equivalent | counted |',
  '| --- | --- | --- | --- | --- | --- |',
  ...rows,
  '',
  '## Undetected mutants',
  '',
  ...(survivors.length ? survivors : ['None.']),
  '',
  '## Judged equivalent',
  '',
  ...(equivalent.length ? equivalent : ['None.']),
  '',
].join('\n');
writeFileSync(REPORT, await format(text, { parser: 'markdown' }));
console.log(`Wrote ${REPORT}.`);
if (failed !== undefined) process.exit(failed);
