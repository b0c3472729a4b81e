// npm start / npm run serve: the production-like server on one port. Requests for a function's path go
// to the function (loaded once, warm, like a Netlify Function instance); everything else goes through
// Netlify's own request pipeline from @netlify/dev: redirect rules (with cookie conditions), header
// rules and the built dist/. Unmatched paths get dist/404.html with status 404, as on Netlify.
// Migrations run first; demo accounts are seeded into the embedded local database only; mail goes to
// SMTP_URL, or to MailDev started here (scripts/local-mail.ts). A taken port (the site's, MailDev's) stops it
// before anything starts, one line each, as `npm run dev` does. The client's address is the socket's
// (TRUSTED_PROXY names proxies whose X-Forwarded-For is believed). Links in mail go to SITE_URL, by
// default this server's own address, never to whatever Host a request names. The secrets come from the
// environment or from .netlify/local-secrets.json, made once (scripts/local-secrets.ts).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { NetlifyDev } from '@netlify/dev';
import { createDb } from '../db/client.ts';
import { relocatedToSite } from '../netlify/lib/site-address.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { openLocalDatabase } from './local-db.ts';
import { localMailPortNeeds, openLocalMail } from './local-mail.ts';
import { refuseTakenPorts } from './ports.ts';
import { useLocalSecrets } from './local-secrets.ts';
import { relaxAdminTwoFactorForDemo, seedDemoUsers, seedingAllowed } from './seed.ts';
import { loadFunctions } from './serve/functions.ts';
import { createServer, trustedProxiesFrom } from './serve/server.ts';

const port = Number(process.env.PORT ?? 8888);
// As `npm run dev` does: every port this command needs is checked before anything starts.
await refuseTakenPorts([{ port, what: 'the site, npm start', env: 'PORT' }, ...localMailPortNeeds()]);
// `npm start` asks for the check alone first, so a taken port stops it before the build, not after.
if (process.argv.includes('--check-ports')) process.exit(0);
process.env.SITE_URL ??= `http://localhost:${port}`;
const secrets = useLocalSecrets();
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
const relaxed = demo.length ? relaxAdminTwoFactorForDemo() : null;
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

/**
 * Netlify answers unmatched paths with the site's 404.html, its header rules applied, and status 404. A
 * redirect rule's Location is on the configured address (SITE_URL), never on the Host a request named.
 */
async function staticSite(request: Request): Promise<Response> {
  const result = await netlify.handle(request);
  if (result) return relocatedToSite(result, request);
  const notFound = await netlify.handle(new Request(new URL('/404', request.url)));
  return new Response(notFound?.body ?? notFoundPage, { status: 404, headers: notFound?.headers });
}

const trustedProxies = trustedProxiesFrom();
const server = createServer({ functions, fallback: staticSite, trustedProxies });

server.listen(port, '127.0.0.1', () => {
  console.log(`Serving dist/ and netlify/functions on http://localhost:${port}`);
  console.log(local.description);
  console.log(secrets);
  if (trustedProxies.length) console.log(`Client addresses from X-Forwarded-For via ${trustedProxies.join(', ')}`);
  if (demo.length) console.log(['Demo accounts (local only):', ...demo].join('\n'));
  if (relaxed) console.log(relaxed);
  console.log(mail.description);
  console.log(`Links in mail go to ${process.env.SITE_URL} (SITE_URL)`);
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
