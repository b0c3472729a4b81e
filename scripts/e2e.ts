// npm run test:e2e: a fresh database for the run, then Playwright against the production-like server
// (scripts/serve.ts over the built dist/), whose mail goes to an SMTP server the browser tests hold on a
// free port (no MailDev). Extra arguments go to Playwright.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import { createTestDatabase } from '../tests/setup/test-database.ts';
import { chromiumPath } from './chromium.ts';

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
console.log(
  `Browser tests use ${database.server === 'postgres' ? 'the Postgres server at TEST_DATABASE_URL' : 'the in-memory Netlify Database emulation'}.`,
);
/** A port nothing listens on now, for the tests' SMTP server. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const child = spawn(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, E2E_DATABASE_URL: database.url, E2E_SMTP_PORT: String(await freePort()) },
});
const code: number = await new Promise((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
await database.drop();
process.exit(code);
