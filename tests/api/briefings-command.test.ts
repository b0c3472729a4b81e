// `npm run briefings:send` as an operator (or the scheduler) runs it, in a process of its own: it takes the
// secrets as `npm start` does and, without a usable one, stops before it claims anything; killed with
// SIGKILL in the middle of a batch, it leaves at most the messages it had in flight in doubt, and the next
// run sends everyone else exactly once (KILL_MEMBERS sets the size: docs/decisions/056 has 3,000).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../db/client.ts';
import type { Database } from '../../db/rows.ts';
import { runBriefings, SMTP_CONNECTIONS } from '../../netlify/lib/briefings/run.ts';
import { briefingSettings } from '../../netlify/lib/briefings/settings.ts';
import { setClock } from '../../netlify/lib/clock.ts';
import { bulkMailer } from '../../netlify/lib/mail/bulk.ts';
import { BRIEFING_ENTRIES_FILE, type BriefingEntry } from '../../src/schemas/briefings.ts';
import { startFaultSmtp, type FaultSmtp } from '../helpers/fault-smtp.ts';
import { createTestDatabase, type TestDatabase } from '../setup/test-database.ts';

const MEMBERS = Number(process.env.KILL_MEMBERS ?? 400);
const COMMAND = fileURLToPath(new URL('../../scripts/briefings-send.ts', import.meta.url));
const COMMAND_SESSIONS = 'briefings-command-under-test';

let database: TestDatabase;
let db: Kysely<Database>;
let smtp: FaultSmtp;
/** The command's working folder: the build's entries file, and the secrets it makes as `npm start` would. */
let folder: string;

const entry = (slug: string): BriefingEntry => ({
  slug,
  title: 'A briefing for the command',
  summary: 'One sentence about it.',
  audience: 'members',
  publishDate: new Date().toISOString().slice(0, 10),
});

function publish(slug: string) {
  const file = path.join(folder, BRIEFING_ENTRIES_FILE);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify([entry(slug)]));
}

/** Starts the command; `env` is added to a clean environment with no secrets in it. */
function command(env: Record<string, string> = {}) {
  const child = spawn(process.execPath, [COMMAND], {
    cwd: folder,
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: database.url,
      SMTP_URL: smtp.url,
      SITE_URL: 'http://localhost:8888',
      LOG_LEVEL: 'silent',
      // Names the command's database sessions, so the test can wait for them to end after a kill.
      PGAPPNAME: COMMAND_SESSIONS,
      ...env,
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: string | null; output: string }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal, output })),
  );
  return { child, exited };
}

/**
 * Waits until the killed command's database sessions are gone. A statement the command had already sent
 * still commits after the process dies (Postgres finishes it before it notices the closed socket), so the
 * states are read only once nothing of the command's can still write.
 */
async function commandSessionsEnded() {
  for (;;) {
    const { rows } = await sql<{ count: string }>`
      select count(*) as count from pg_stat_activity where application_name = ${COMMAND_SESSIONS}`.execute(db);
    if (Number(rows[0]!.count) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function states(slug: string): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('briefingDeliveries')
    .select(['status', (eb) => eb.fn.countAll<string>().as('count')])
    .where('entrySlug', '=', slug)
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
}

beforeAll(async () => {
  database = await createTestDatabase('briefings_command');
  db = createDb({ DATABASE_URL: database.url });
  smtp = await startFaultSmtp();
  process.env.SMTP_URL = smtp.url;
  folder = mkdtempSync(path.join(tmpdir(), 'briefings-command-'));
  await sql`insert into users (email, first_name, last_name, password_hash, is_verified)
    select 'member-' || i || '@command.example', 'Member', 'Number ' || i, 'not-a-password-hash', true
    from generate_series(1, ${MEMBERS}) as i`.execute(db);
  await sql`insert into briefing_subscriptions (user_id) select id from users`.execute(db);
}, 60_000);

afterAll(async () => {
  setClock(undefined);
  delete process.env.SMTP_URL;
  await smtp?.close();
  await db?.destroy();
  await database?.drop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('npm run briefings:send', () => {
  it('without a usable secret, stops before it claims anything: nothing is lost', async () => {
    publish('no-secret');
    const { exited } = command({ SESSION_SECRET: 'too-short' });
    const result = await exited;
    expect(result.code).toBe(1);
    expect(result.output).toContain('SESSION_SECRET must be at least 32 characters');
    expect(await states('no-secret')).toEqual({});
    expect([...smtp.received.keys()]).toEqual([]);
  });

  it('killed with SIGKILL mid-batch, then run again: nobody has two copies, at most those in flight are unknown', async () => {
    const slug = 'killed';
    publish(slug);
    const { child, exited } = command();
    // Killed once a third of the members have their message, as it sends.
    const received = () => [...smtp.received.values()].reduce((sum, count) => sum + count, 0);
    while (received() < MEMBERS / 3 && child.exitCode === null) await new Promise((resolve) => setTimeout(resolve, 5));
    child.kill('SIGKILL');
    expect((await exited).signal).toBe('SIGKILL');
    await commandSessionsEnded();
    // The secrets came from the folder, as `npm start` would take them.
    expect(existsSync(path.join(folder, '.netlify', 'local-secrets.json'))).toBe(true);

    const atKill = await states(slug);
    const inFlight = atKill.being_sent ?? 0;
    expect(inFlight, 'at most one message per connection was being sent').toBeLessThanOrEqual(SMTP_CONNECTIONS);
    expect(atKill.sent).toBeGreaterThanOrEqual(MEMBERS / 3 - SMTP_CONNECTIONS);
    expect((atKill.waiting ?? 0) + (atKill.claimed ?? 0), 'killed mid-batch: the rest still to send').toBeGreaterThan(
      0,
    );

    // The next run, once the dead run's lease is over.
    setClock(() => new Date(Date.now() + briefingSettings().leaseMs + 1_000));
    const rerun = await runBriefings(db, { entries: [entry(slug)], mailer: bulkMailer()! });
    setClock(undefined);
    expect(rerun.expiredToUnknown).toBe(inFlight);
    expect(rerun).toMatchObject({ unknown: 0, refused: 0, remaining: 0 });

    const after = await states(slug);
    expect(after).toEqual({ sent: MEMBERS - inFlight, ...(inFlight ? { unknown: inFlight } : {}) });
    const copies = [...smtp.received.values()];
    expect(Math.max(...copies), 'no member has two copies').toBe(1);
    const { rows } = await sql<{ email: string; status: string }>`
      select u.email, d.status from briefing_deliveries d join users u on u.id = d.user_id
      where d.entry_slug = ${slug}`.execute(db);
    for (const row of rows.filter(({ status }) => status === 'sent')) {
      expect(smtp.received.get(row.email), row.email).toBe(1);
    }
    console.info(
      `briefings:send killed after ${atKill.sent} of ${MEMBERS} sent, ${inFlight} in flight (now unknown); ` +
        `the rerun sent ${rerun.sent} in ${rerun.ms} ms`,
    );
  }, 60_000);
});
