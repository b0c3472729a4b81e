// `npm install` prints only errors (.npmrc): npm weighs packages' engines against the Node it runs on, not the
// project's Node 24 that runs them. So the warnings are checked here instead, on the right Node: npm's own
// install check (a dry run over the lockfile and the installed tree), run by this Node 24 with warnings
// shown, must print none: no package Node 24 cannot run, no peer conflict left to an `overrides` entry.
import { spawnSync } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('..', import.meta.url).pathname;

/** npm's own entry point (the npm on PATH, as the README's commands run it). */
function npmCli(): string {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const candidate = join(dir, 'npm');
    if (!dir.includes('node_modules') && existsSync(candidate)) return realpathSync(candidate);
  }
  throw new Error('npm is not on PATH');
}

describe('npm install', () => {
  it("prints no warning when npm runs on the project's Node", () => {
    expect(process.versions.node.split('.')[0]).toBe('24');
    const run = spawnSync(
      process.execPath,
      [npmCli(), 'install', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=warn'],
      { cwd: ROOT, encoding: 'utf8' },
    );
    expect(run.status, run.stderr).toBe(0);
    const warnings = `${run.stdout}\n${run.stderr}`.split('\n').filter((line) => /^npm warn/i.test(line));
    expect(warnings).toEqual([]);
  }, 60_000);
});
