// npm run test:e2e: a fresh database for the run, then Playwright against the production-like server
// (scripts/serve.ts over the built dist/), whose mail goes to an SMTP server the browser tests hold on a
// free port (no MailDev). Extra arguments go to Playwright.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createTestDatabase, describeServer } from '../tests/setup/test-database.ts';
import { chromiumPath } from './chromium.ts';
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

const database = await createTestDatabase('e2e');
console.log(`Browser tests use ${describeServer(database)}.`);

const child = spawn(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, E2E_DATABASE_URL: database.url, E2E_SMTP_PORT: String(await freePort()) },
});
const code: number = await new Promise((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
await database.drop();
process.exit(code);
