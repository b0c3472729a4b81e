// npm run test:copy-change: proves the browser tests follow the copy in src/content rather than repeat it.
// In a scratch copy of the project (node_modules linked, not copied), every label, heading and sentence an
// editor can change gets '·' appended (scripts/copy-change/mark-copy.ts), the files are saved in the
// content editor's form, the site is built from them, and the browser tests run against that build.
// Extra arguments go to Playwright (`npm run test:copy-change -- tests/e2e/auth.spec.ts`); none runs them
// all. `--keep` keeps the scratch copy. Nothing in this tree changes.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { markContent } from './copy-change/mark-copy.ts';

/** One narrow character the brand faces draw: it changes every string without outgrowing the layouts much
 *  more than an editor's rewording would (the fonts test fails on a character the faces lack). */
const MARK = '·';

/** What the copy leaves out: installed packages (linked instead), git, and what builds and runs write. */
const LEFT_OUT = new Set([
  'node_modules',
  '.git',
  '.astro',
  '.netlify',
  'dist',
  'test-results',
  'playwright-report',
  'bench-report',
  'screenshots',
]);
/** The copy's build configuration: the site's own, with Astro's and Vite's caches in the copy. */
const BUILD_CONFIG = 'astro.copy-change.config.mjs';

const args = process.argv.slice(2);
const keep = args.includes('--keep');
const playwrightArgs = args.filter((arg) => arg !== '--keep');

function run(command: string[], cwd: string, env: NodeJS.ProcessEnv = {}, quiet = false): Promise<number> {
  const child = spawn(process.execPath, command, {
    cwd,
    env: { ...process.env, ...env },
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
  });
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(0)} s`;
const started = performance.now();

const root = mkdtempSync(path.join(os.tmpdir(), 'copy-change-'));
for (const entry of readdirSync('.')) {
  if (!LEFT_OUT.has(entry)) cpSync(entry, path.join(root, entry), { recursive: true });
}
symlinkSync(path.resolve('node_modules'), path.join(root, 'node_modules'), 'dir');
writeFileSync(
  path.join(root, BUILD_CONFIG),
  `import config from './astro.config.mjs';
export default { ...config, cacheDir: './.astro-cache', vite: { ...config.vite, cacheDir: './.vite-cache' } };
`,
);

const marked = await markContent(path.join(root, 'src', 'content'), MARK);
// Saved as the editor saves them, so the editor's own tests see files it would write unchanged.
if ((await run(['scripts/cms-normalise.ts'], root, {}, true)) !== 0) throw new Error('cms:normalise failed');
console.log(`copy-change: ${marked.strings} strings in ${marked.files} content files now end in '${MARK}' (${root})`);

const buildStarted = performance.now();
const built = await run(
  ['node_modules/astro/bin/astro.mjs', 'build', '--config', BUILD_CONFIG, '--silent'],
  root,
  // As `npm test` builds: the consent tests watch the test Google Analytics tag load.
  { ASTRO_TELEMETRY_DISABLED: '1', PUBLIC_GA_MEASUREMENT_ID: 'G-E2ETEST01' },
);
if (built !== 0) {
  console.error(`copy-change: the site did not build from the marked copy (kept in ${root})`);
  process.exit(built);
}
console.log(`copy-change: built in ${seconds(buildStarted)}`);

const testsStarted = performance.now();
const tested = await run(['scripts/e2e.ts', ...playwrightArgs], root);
console.log(
  `copy-change: browser tests ${tested === 0 ? 'passed' : 'FAILED'} in ${seconds(testsStarted)}; ` +
    `${seconds(started)} in all`,
);
if (keep || tested !== 0) console.log(`copy-change: the marked copy is in ${root}`);
else rmSync(root, { recursive: true, force: true });
process.exit(tested);
