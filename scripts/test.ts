// npm test: every check, in the order CI needs them, using both cores. The checks run side by side in two
// lanes, each step printing its output once it ends: the type check, lint, then the unit and API tests (they
// need no build); beside them the build the browser tests use, the function bundles, then the checks of the
// built site (tests/built). Then the browser tests, which use every core themselves. Stops at the first
// failure. With no TEST_DATABASE_URL, one temporary Postgres from npm serves the whole run
// (scripts/postgres/embedded.ts), each step making its own databases on it as on CI's server.
import { spawn, type ChildProcess } from 'node:child_process';
import { startTemporaryServer } from './postgres/embedded.ts';

interface Step {
  script: string;
  /** Arguments for the script (after `--`). */
  args?: string[];
  env?: Record<string, string>;
}

/** The build with the test Google Analytics id, so the consent tests can watch the tag load (stubbed). */
const build: Step = { script: 'build', env: { PUBLIC_GA_MEASUREMENT_ID: 'G-E2ETEST01' } };
// The function bundles carry files the build writes (the members-only parts, the briefings' entries), and
// the built project's tests read what it wrote, so both come after the build, in its lane. The unit project
// (vitest.config.ts) fills the other lane's time while the build and the bundles run.
const lanes: Step[][] = [
  [{ script: 'typecheck' }, { script: 'lint' }, { script: 'test:unit', args: ['--project', 'unit'] }],
  [build, { script: 'test:bundles' }, { script: 'test:unit', args: ['--project', 'built'] }],
];
const inTurn: Step[] = [{ script: 'test:e2e' }];

/** The lanes' steps now running, each leading its own process group. */
const running = new Set<ChildProcess>();
let failed = false;
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

/** Runs one npm script; `quiet` keeps its output until it ends, so two lanes never interleave. */
function run({ script, args = [], env }: Step, quiet: boolean): Promise<boolean> {
  const started = Date.now();
  const name = [script, ...args].join(' ');
  // A lane's step leads its own process group, so stopping it stops everything it started.
  const child = spawn('npm', ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])], {
    env: { ...process.env, ...env },
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    detached: quiet,
  });
  if (quiet) running.add(child);
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      running.delete(child);
      if (quiet) process.stdout.write(Buffer.concat(output));
      const outcome = code === 0 ? 'passed' : failed ? 'stopped' : 'FAILED';
      console.log(`\n== npm run ${name}: ${outcome} in ${seconds(started)}\n`);
      resolve(code === 0);
    });
  });
}

function stopAll(signal: NodeJS.Signals): void {
  failed = true;
  for (const child of running) {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // The group has already ended; its step's close event is on its way.
    }
  }
}
// Ctrl-C reaches this process (and a step run in turn), not the lanes' own process groups: pass it on.
process.on('SIGINT', () => stopAll('SIGINT'));

/** Runs steps one after another until one fails; a failure stops the other lane's step too. */
async function runInTurn(steps: Step[], quiet: boolean): Promise<void> {
  for (const step of steps) {
    if (failed) return;
    if (!(await run(step, quiet))) stopAll('SIGTERM');
  }
}

const started = Date.now();
const server = process.env.TEST_DATABASE_URL ? null : await startTemporaryServer('test');
if (server) {
  process.env.TEST_DATABASE_URL = server.url;
  console.log(`== a temporary embedded Postgres for this run: started in ${seconds(started)}\n`);
}
// Each lane ends once its step has closed, so nothing is left writing when this exits.
await Promise.all(lanes.map((lane) => runInTurn(lane, true)));
await runInTurn(inTurn, false);
await server?.stop();
if (failed) process.exitCode = 1;
else console.log(`== every check passed in ${seconds(started)}`);
