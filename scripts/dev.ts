// npm run dev: the local database (a Postgres from npm with its data in .netlify/postgres, or DATABASE_URL),
// migrations, demo accounts, MailDev (unless SMTP_URL is set), the content editor's local backend
// (decap-server, for /admin/), then `astro dev` with the functions (scripts/dev-functions.mjs). Links
// in mail go to SITE_URL, by default astro dev's own address. The secrets come from the environment or
// from .netlify/local-secrets.json, made once (scripts/local-secrets.ts).
import { spawn } from 'node:child_process';
import { createDb } from '../db/client.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { openLocalDatabase } from './local-db.ts';
import { LOCAL_EDITOR_PORT, openLocalEditor } from './local-editor.ts';
import { localMailPortNeeds, openLocalMail } from './local-mail.ts';
import { useLocalSecrets } from './local-secrets.ts';
import { refuseTakenPorts } from './ports.ts';
import { relaxAdminTwoFactorForDemo, seedDemoUsers, seedingAllowed } from './seed.ts';

const astroArgs = process.argv.slice(2);
const portArg = astroArgs.indexOf('--port');
const sitePort = Number(portArg >= 0 ? astroArgs[portArg + 1] : (process.env.PORT ?? 4321));
if (portArg < 0) astroArgs.push('--port', String(sitePort));
await refuseTakenPorts([
  { port: sitePort, what: 'the site, astro dev', env: 'PORT' },
  ...localMailPortNeeds(),
  { port: LOCAL_EDITOR_PORT, what: 'the content editor backend, where /admin/ looks for it' },
]);

const local = await openLocalDatabase();
const db = createDb({ ...process.env, DATABASE_URL: local.url });
const applied = await migrateToLatest(db);
if (applied.length) console.log(applied.join('\n'));
const demo = local.embedded && seedingAllowed() ? await seedDemoUsers(db) : [];
const relaxed = demo.length ? relaxAdminTwoFactorForDemo() : null;
await db.destroy();
const mail = await openLocalMail();
const siteUrl = process.env.SITE_URL ?? `http://localhost:${sitePort}`;
const editor = openLocalEditor();
const secrets = useLocalSecrets();

const astro = spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'dev', ...astroArgs], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATABASE_URL: local.url,
    SMTP_URL: mail.smtpUrl,
    SITE_URL: siteUrl,
    ASTRO_TELEMETRY_DISABLED: '1',
  },
});
astro.once('spawn', () => {
  console.log(`\n${local.description}`);
  console.log(secrets);
  if (demo.length) console.log(['Demo accounts (local only):', ...demo].join('\n'));
  if (relaxed) console.log(relaxed);
  console.log(mail.description);
  console.log(`Links in mail go to ${siteUrl} (SITE_URL)`);
  console.log(`${editor.description}\n`);
});

async function stop(code: number) {
  editor.stop();
  await mail.stop();
  await local.stop();
  process.exit(code);
}
astro.on('exit', (code) => void stop(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => astro.kill(signal));
}
