// npm test: every check, in the order CI needs them, using both cores. The checks that keep one core busy
// run side by side in two lanes (the type check, then the build the browser tests use; lint, then the
// function bundles), each printing its output once it ends; then the unit and API tests and the browser
// tests, which use every core themselves, one after the other. Stops at the first failure.
import { spawn, type ChildProcess } from 'node:child_process';

interface Step {
  script: string;
  env?: Record<string, string>;
}

/** The build with the test Google Analytics id, so the consent tests can watch the tag load (stubbed). */
const build: Step = { script: 'build', env: { PUBLIC_GA_MEASUREMENT_ID: 'G-E2ETEST01' } };
const lanes: Step[][] = [
  [{ script: 'typecheck' }, build],
  [{ script: 'lint' }, { script: 'test:bundles' }],
];
const inTurn: Step[] = [{ script: 'test:unit' }, { script: 'test:e2e' }];

const running = new Set<ChildProcess>();
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

/** Runs one npm script; `quiet` keeps its output until it ends, so two lanes never interleave. */
function run({ script, env }: Step, quiet: boolean): Promise<boolean> {
  const started = Date.now();
  const child = spawn('npm', ['run', '--silent', script], {
    env: { ...process.env, ...env },
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  running.add(child);
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      running.delete(child);
      if (quiet) process.stdout.write(Buffer.concat(output));
      console.log(`\n== npm run ${script}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds(started)}\n`);
      resolve(code === 0);
    });
  });
}

function fail(): never {
  for (const child of running) child.kill('SIGTERM');
  process.exit(1);
}

const started = Date.now();
await Promise.all(
  lanes.map(async (lane) => {
    for (const step of lane) if (!(await run(step, true))) fail();
  }),
);
for (const step of inTurn) if (!(await run(step, false))) fail();
console.log(`== every check passed in ${seconds(started)}`);
