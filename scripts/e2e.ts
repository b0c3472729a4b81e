// npm run test:e2e: a fresh database for the run, then Playwright against the production-like server
// (scripts/serve.ts over the built dist/). Extra arguments go to Playwright.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createTestDatabase } from '../tests/setup/test-database.ts';

const chromium = process.env.CHROME_BIN ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `Chromium not found at ${chromium}. Install it (Debian: apt-get install -y chromium) or set CHROME_BIN.`,
  );
  process.exit(1);
}
if (!existsSync('dist/index.html')) {
  console.error('dist/ is missing: run `npm run build` first.');
  process.exit(1);
}

const database = await createTestDatabase('e2e');
console.log(
  `Browser tests use ${database.server === 'postgres' ? 'the Postgres server at TEST_DATABASE_URL' : 'the in-memory Netlify Database emulation'}.`,
);
const child = spawn(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, E2E_DATABASE_URL: database.url },
});
const code: number = await new Promise((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
await database.drop();
process.exit(code);
