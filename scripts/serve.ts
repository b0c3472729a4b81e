// npm start / npm run serve: the production-like server. Serves the built dist/ and the functions
// through Netlify's own request pipeline (redirects, headers, functions, static files) on one port,
// with the local database (or DATABASE_URL) and migrations applied first.
import http from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { NetlifyDev } from '@netlify/dev';
import { createDb } from '../db/client.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { openLocalDatabase } from './local-db.ts';
import { seedDemoUsers, seedingAllowed } from './seed.ts';

const port = Number(process.env.PORT ?? 8888);
const root = process.cwd();
if (!existsSync(path.join(root, 'dist', 'index.html'))) {
  console.error('dist/ is missing: run `npm run build` first (npm start does this for you).');
  process.exit(1);
}

const local = await openLocalDatabase();
process.env.DATABASE_URL = local.url;
const db = createDb();
await migrateToLatest(db);
const demo = local.embedded && seedingAllowed() ? await seedDemoUsers(db) : [];
await db.destroy();

const netlify = new NetlifyDev({
  projectRoot: root,
  aiGateway: { enabled: false },
  blobs: { enabled: false },
  database: { enabled: false },
  edgeFunctions: { enabled: false },
  geolocation: { enabled: false },
  images: { enabled: false },
  environmentVariables: { enabled: true },
  functions: { enabled: true },
  headers: { enabled: true },
  redirects: { enabled: true },
  staticFiles: { enabled: true },
  serverAddress: null,
  logger: {
    log: () => {},
    warn: (...args: unknown[]) => console.warn(...args),
    error: (...args: unknown[]) => console.error(...args),
  } as never,
});
await netlify.start();

const notFoundPage = readFileSync(path.join(root, 'dist', '404.html'));

const server = http.createServer(async (req, res) => {
  try {
    const headers: Record<string, string> = {};
    const result = await netlify.handleAndIntrospectNodeRequest(req, {
      headersCollector: (key, value) => {
        headers[key] = value;
      },
    });
    if (!result) {
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', ...headers });
      res.end(notFoundPage);
      return;
    }
    const { response } = result;
    const outHeaders: Record<string, string | string[]> = {};
    response.headers.forEach((value, key) => {
      if (key === 'set-cookie') return;
      outHeaders[key] = value;
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length) outHeaders['set-cookie'] = cookies;
    res.writeHead(response.status, outHeaders);
    if (response.body && req.method !== 'HEAD') {
      for await (const chunk of response.body) res.write(chunk);
    }
    res.end();
  } catch (error) {
    console.error('serve: request failed', error);
    if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain' });
    res.end('Bad gateway');
  }
});

server.listen(port, '127.0.0.1', () => {
  console.log(`Serving dist/ and netlify/functions on http://localhost:${port}`);
  console.log(local.embedded ? 'Database: local emulation in .netlify/db' : 'Database: DATABASE_URL');
  if (demo.length) console.log(['Demo accounts:', ...demo].join('\n'));
});

async function shutdown() {
  server.close();
  await netlify.stop();
  await local.stop();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
