// npm run screenshots: full-page PNGs of every route for reviewers, written to screenshots/ (ignored by
// git). Signed out: every public route; signed in as the demo member and the demo administrator: the
// member routes and the landing page. Each at 1440 and 390 px wide. Like the browser tests it serves the
// built dist/ with the production-like server over a fresh database, seeded with the demo accounts.
// Options: --only=<substring of a route>  --widths=1440,390  --out=screenshots  (npm run screenshots
// builds first; `node scripts/screenshots.ts` reuses the last build).
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { createTestDatabase } from '../tests/setup/test-database.ts';
import { createDb } from '../db/client.ts';
import { DEMO_USERS, seedDemoUsers } from './seed.ts';
import { MEMBER_ROUTES, publicRoutes } from './screenshots/routes.ts';
import { CONSENT_VERSION, ONLY_ESSENTIAL } from '../src/schemas/consent-choices.ts';
import { CONSENT_PREFERENCES_KEY, CONSENT_TIMESTAMP_KEY } from '../src/schemas/storage.ts';
import { chromiumFlags, chromiumPath } from './chromium.ts';
import { startServer } from './serve/start.ts';

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key = '', value = ''] = arg.replace(/^--/, '').split('=');
    return [key, value] as const;
  }),
);
const only = args.get('only');
const widths = (args.get('widths') || '1440,390').split(',').map(Number);
const out = path.resolve(args.get('out') || 'screenshots');
const port = Number(process.env.SCREENSHOTS_PORT ?? 8970);

if (!existsSync('dist/index.html')) {
  console.error('dist/ is missing: run `npm run build` first (npm run screenshots does).');
  process.exit(1);
}

type Visitor = 'signed-out' | 'member' | 'admin';

async function capture(browser: Browser, visitor: Visitor, routes: string[]): Promise<number> {
  let written = 0;
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: `http://localhost:${port}` });
    // Other hosts (the embedded applications) get a placeholder: nothing leaves the machine.
    await context.route(
      (url) => !['localhost', '127.0.0.1'].includes(url.hostname),
      (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>External site</p>' }),
    );
    // The cookie banner is answered (essential only), so it covers nothing.
    await context.addInitScript(
      ({ keys, value }) => {
        localStorage.setItem(keys.preferences, value);
        localStorage.setItem(keys.timestamp, String(Date.now()));
      },
      {
        keys: { preferences: CONSENT_PREFERENCES_KEY, timestamp: CONSENT_TIMESTAMP_KEY },
        value: JSON.stringify({ ...ONLY_ESSENTIAL, version: CONSENT_VERSION }),
      },
    );
    if (visitor !== 'signed-out') {
      const account = DEMO_USERS.find((user) => user.role === visitor)!;
      const response = await context.request.post('/api/login', {
        data: { email: account.email, password: account.password },
      });
      if (!response.ok()) throw new Error(`sign-in as ${visitor} failed: ${response.status()}`);
    }
    const page = await context.newPage();
    for (const route of routes) {
      await page.goto(route, { waitUntil: 'networkidle' });
      await page.evaluate(() => document.fonts.ready);
      const name = `${visitor}${route === '/' ? '/home' : route}`.replace(/[^\w./-]/g, '_');
      const file = path.join(out, `${name}@${width}.png`);
      mkdirSync(path.dirname(file), { recursive: true });
      await page.screenshot({ path: file, fullPage: true });
      written += 1;
    }
    await context.close();
  }
  return written;
}

const database = await createTestDatabase('screenshots');
const db = createDb({ DATABASE_URL: database.url });
await seedDemoUsers(db);
await db.destroy();
const server = await startServer({
  port,
  databaseUrl: database.url,
  // Mail is never sent while only looking; a closed port keeps MailDev from starting.
  smtpUrl: 'smtp://127.0.0.1:9',
  // As in the demo: the administrator's screenshots show the admin panels, not the two-factor notice.
  env: { REQUIRE_ADMIN_2FA: 'off' },
}).catch((error: Error) => {
  throw new Error(`${error.message} (SCREENSHOTS_PORT moves the server)`);
});
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumFlags,
});
try {
  if (!only) rmSync(out, { recursive: true, force: true });
  const pick = (routes: readonly string[]) => routes.filter((route) => !only || route.includes(only));
  const signedIn = pick(['/', ...MEMBER_ROUTES]);
  let written = await capture(browser, 'signed-out', pick(publicRoutes()));
  written += await capture(browser, 'member', signedIn);
  written += await capture(browser, 'admin', signedIn);
  console.log(`Wrote ${written} screenshots to ${path.relative(process.cwd(), out)}/`);
} finally {
  await browser.close();
  await server.stop();
  await database.drop();
}
