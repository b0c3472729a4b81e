// npm start / npm run serve: the production-like server on one port. Requests for a function's path go
// to the function (loaded once, warm, like a Netlify Function instance); everything else goes through
// Netlify's own request pipeline from @netlify/dev: redirect rules (with cookie conditions), header
// rules and the built dist/. Unmatched paths get dist/404.html with status 404, as on Netlify.
// Migrations run first; demo accounts are seeded into the embedded local database only; mail goes to
// SMTP_URL, or to MailDev started here (scripts/local-mail.ts).
import http from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { NetlifyDev } from '@netlify/dev';
import { createDb } from '../db/client.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { openLocalDatabase } from './local-db.ts';
import { openLocalMail } from './local-mail.ts';
import { seedDemoUsers, seedingAllowed } from './seed.ts';
import { functionContext, loadFunctions, matchFunction } from './serve/functions.ts';

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
const mail = await openLocalMail();
process.env.SMTP_URL = mail.smtpUrl;

const functions = await loadFunctions(path.join(root, 'netlify', 'functions'));
const netlify = new NetlifyDev({
  projectRoot: root,
  aiGateway: { enabled: false },
  blobs: { enabled: false },
  database: { enabled: false },
  edgeFunctions: { enabled: false },
  functions: { enabled: false },
  geolocation: { enabled: false },
  images: { enabled: false },
  environmentVariables: { enabled: false },
  headers: { enabled: true },
  redirects: { enabled: true },
  staticFiles: { enabled: true },
  serverAddress: null,
});
await netlify.start();
const notFoundPage = readFileSync(path.join(root, 'dist', '404.html'));

function toWebRequest(req: http.IncomingMessage): Request {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? `localhost:${port}`}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const v of [value ?? []].flat()) headers.append(name, v);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
    duplex: 'half',
  } as RequestInit);
}

/** Netlify's edge sets x-nf-client-connection-ip; locally it is the socket's address unless a test sets it. */
function clientAddress(req: http.IncomingMessage): string {
  const header = req.headers['x-nf-client-connection-ip'];
  if (typeof header === 'string' && header) return header;
  return (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
}

async function send(res: http.ServerResponse, response: Response, method: string | undefined) {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie') headers[key] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  res.writeHead(response.status, headers);
  if (response.body && method !== 'HEAD') {
    for await (const chunk of response.body) res.write(chunk);
  }
  res.end();
}

const server = http.createServer(async (req, res) => {
  try {
    const request = toWebRequest(req);
    const fn = matchFunction(functions, request);
    if (fn) {
      await send(res, await fn.route.handler(request, functionContext(clientAddress(req), fn.params)), req.method);
      return;
    }
    const result = await netlify.handle(request);
    if (result) {
      await send(res, result, req.method);
      return;
    }
    // Netlify answers unmatched paths with the site's 404.html, its header rules applied, and status 404.
    const notFound = await netlify.handle(new Request(new URL('/404', request.url)));
    await send(
      res,
      new Response(notFound?.body ?? notFoundPage, { status: 404, headers: notFound?.headers }),
      req.method,
    );
  } catch (error) {
    console.error('serve: request failed', error);
    if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain' });
    res.end('Bad gateway');
  }
});

server.listen(port, '127.0.0.1', () => {
  console.log(`Serving dist/ and netlify/functions on http://localhost:${port}`);
  console.log(local.embedded ? 'Database: local emulation in .netlify/db' : 'Database: DATABASE_URL');
  if (demo.length) console.log(['Demo accounts (local only):', ...demo].join('\n'));
  console.log(mail.description);
});

async function shutdown() {
  server.close();
  await netlify.stop();
  await mail.stop();
  await local.stop();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
