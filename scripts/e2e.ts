// npm run test:e2e: Playwright against the production-like server (scripts/serve.ts over the built dist/),
// on a fresh database, whose mail goes to an SMTP server the browser tests hold on a free port (no MailDev).
// Extra arguments go to Playwright.
//
// The whole suite (no arguments) runs as shards side by side, one per core (at most E2E_SHARDS): each shard
// is a Playwright process of its own with its own server, database, mail server and output folder, so no
// test ever sees another shard's accounts, counters or mail, and a shard's pages load while the other's
// server waits on its database. A run with arguments (a file, a filter) is one process, as before.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { createInterface } from 'node:readline';
import { createTestDatabase, describeServer } from '../tests/setup/test-database.ts';
import { chromiumPath } from './chromium.ts';
import { useLocalSecrets } from './local-secrets.ts';
import { freePort } from './ports.ts';

if (!existsSync(chromiumPath)) {
  console.error(
    `Chromium not found at ${chromiumPath}. Install it (Debian: apt-get install -y chromium) or set CHROME_BIN.`,
  );
  process.exit(1);
}
if (!existsSync('dist/index.html')) {
  console.error('dist/ is missing: run `npm run build` first.');
  process.exit(1);
}

const args = process.argv.slice(2);
const shards = args.length ? 1 : Math.max(1, Math.min(Number(process.env.E2E_SHARDS ?? 2), availableParallelism()));
// Made once here, so the shards' servers and tests share them (tests enrol two-factor secrets directly).
useLocalSecrets();

/** One Playwright process: its own database, site port, SMTP port and output folders. */
async function runShard(index: number): Promise<number> {
  const database = await createTestDatabase(`e2e${index}`);
  const label = shards > 1 ? `[${index}/${shards}] ` : '';
  console.log(`${label}Browser tests use ${describeServer(database)}.`);
  const shardArgs = shards > 1 ? [`--shard=${index}/${shards}`] : [];
  const child = spawn(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', ...shardArgs, ...args], {
    stdio: shards > 1 ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: {
      ...process.env,
      E2E_DATABASE_URL: database.url,
      E2E_PORT: (shards === 1 && process.env.E2E_PORT) || String(await freePort()),
      E2E_SMTP_PORT: String(await freePort()),
      ...(shards > 1 && {
        E2E_OUTPUT_DIR: `test-results/shard-${index}`,
        E2E_REPORT_DIR: `playwright-report/shard-${index}`,
      }),
    },
  });
  // Each shard's lines as they come, marked with the shard.
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) createInterface({ input: stream }).on('line', (line) => console.log(`${label}${line}`));
  }
  const code: number = await new Promise((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
  await database.drop();
  return code;
}

const codes = await Promise.all(Array.from({ length: shards }, (_, i) => runShard(i + 1)));
process.exit(codes.find((code) => code !== 0) ?? 0);
