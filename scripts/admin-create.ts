// npm run admin:create -- --email ops@example.com [--first-name Ada --last-name Lovelace]
// Creates an administrator, or promotes the existing account with that e-mail, on the database the
// environment points at (DATABASE_URL / NETLIFY_DB_URL; else the local Postgres in .netlify/postgres).
// The password is read from ADMIN_PASSWORD or asked for without echo; it is needed only to create.
import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline/promises';
import { createDb } from '../db/client.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { ensureAdministrator } from '../netlify/lib/administration/ensure-administrator.ts';
import { openLocalDatabase } from './local-db.ts';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});
const usage = 'Usage: npm run admin:create -- --email <address> [--first-name <name> --last-name <name>]';
if (values.help) {
  console.log(`${usage}\nThe password comes from ADMIN_PASSWORD or is asked for (new accounts only).`);
  process.exit(0);
}

function needTerminal(what: string): never {
  throw new Error(`${what} is needed: pass it as an option (the password: set ADMIN_PASSWORD).`);
}

async function ask(question: string): Promise<string> {
  if (!process.stdin.isTTY) needTerminal(question.replace(/:.*$/, ''));
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return await rl.question(question);
  } finally {
    rl.close();
  }
}

/** Reads a line from the terminal without echoing it. */
async function askHidden(question: string): Promise<string> {
  if (!process.stdin.isTTY) needTerminal('The password');
  process.stdout.write(question);
  process.stdin.setRawMode(true);
  process.stdin.resume();
  let typed = '';
  try {
    for await (const chunk of process.stdin) {
      for (const char of String(chunk)) {
        if (char === '\u0003') throw new Error('Cancelled.');
        if (char === '\r' || char === '\n') return typed;
        typed = char === '\u007f' || char === '\b' ? typed.slice(0, -1) : typed + char;
      }
    }
    return typed;
  } finally {
    process.stdin.setRawMode(false);
    process.stdin.pause();
    process.stdout.write('\n');
  }
}

const local = await openLocalDatabase();
const db = createDb({ ...process.env, DATABASE_URL: local.url });
try {
  // Deployed databases are migrated by the build; the local one may be brand new.
  if (local.embedded) await migrateToLatest(db);
  const email = values.email ?? (await ask('E-mail: '));
  const result = await ensureAdministrator(
    db,
    { email, firstName: values['first-name'], lastName: values['last-name'] },
    async () => process.env.ADMIN_PASSWORD || (await askHidden('Password (at least 8 characters): ')),
  );
  const { user } = result;
  const verb = {
    created: 'Created administrator',
    promoted: 'Promoted to administrator',
    unchanged: 'Already an administrator',
  };
  console.log(`${verb[result.action]}: ${user.firstName} ${user.lastName} <${user.email}>`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  console.error(usage);
  process.exitCode = 1;
} finally {
  await db.destroy();
  await local.stop();
}
