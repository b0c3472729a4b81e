// Briefing e-mails against a mail server that fails at every stage (tests/helpers/fault-smtp.ts): at most
// one copy per member, and every message that may not have arrived counted, never silently lost. A reply
// lost after the data leaves the message unknown and never resent; a reset or a 421 before the data is
// tried again; a 451 after the data waits the retry time; a 550 is refused for good; with nothing listening
// nothing is lost; a slow server never makes a run outlive its budget. Then the member re-checked at each
// send: unsubscribed, deleted, a changed address or an unconfirmed one gets nothing that was waiting.
import { sql, type Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../db/client.ts';
import type { Database } from '../../db/rows.ts';
import adminBriefings from '../../netlify/functions/admin-briefings.mts';
import { chooseBriefings } from '../../netlify/lib/briefings/preferences.ts';
import { CLOSING_MS, runBriefings, SMTP_CONNECTIONS } from '../../netlify/lib/briefings/run.ts';
import { setClock } from '../../netlify/lib/clock.ts';
import { setDb } from '../../netlify/lib/db.ts';
import { bulkMailer } from '../../netlify/lib/mail/bulk.ts';
import { deleteUserById } from '../../netlify/lib/users/repository.ts';
import type { BriefingEntry } from '../../src/schemas/briefings.ts';
import { signedIn } from '../helpers/accounts.ts';
import { call } from '../helpers/api.ts';
import { nothingListening, startFaultSmtp, type Fault, type FaultSmtp } from '../helpers/fault-smtp.ts';
import { createTestDatabase, type TestDatabase } from '../setup/test-database.ts';

/** Shortened for the tests (production: 10 minutes, and two). */
const RETRY_WAIT_MS = 1_000;
const LEASE_MS = 5_000;

let database: TestDatabase;
let db: Kysely<Database>;
const servers: FaultSmtp[] = [];

beforeAll(async () => {
  database = await createTestDatabase('briefings_faults');
  db = createDb({ DATABASE_URL: database.url });
  setDb(db);
  process.env.BRIEFINGS_RETRY_WAIT_MS = String(RETRY_WAIT_MS);
  process.env.BRIEFINGS_LEASE_MS = String(LEASE_MS);
});
afterEach(async () => {
  setClock(undefined);
  for (const server of servers.splice(0)) await server.close();
  await sql`truncate briefing_deliveries, briefing_entries, briefing_subscriptions`.execute(db);
});
afterAll(async () => {
  delete process.env.BRIEFINGS_RETRY_WAIT_MS;
  delete process.env.BRIEFINGS_LEASE_MS;
  delete process.env.SMTP_URL;
  setDb(undefined);
  await db?.destroy();
  await database?.drop();
});

let entries = 0;
/** A new entry published today, so it is queued on the next run. */
const entry = (): BriefingEntry => ({
  slug: `fault-${(entries += 1)}`,
  title: 'A briefing under faults',
  summary: 'One sentence about it.',
  audience: 'public',
  publishDate: new Date().toISOString().slice(0, 10),
});

/** `count` members, subscribed, their addresses confirmed; their addresses. */
async function subscribers(count: number, label: string): Promise<string[]> {
  const { rows } = await sql<{ email: string }>`
    with added as (
      insert into users (email, first_name, last_name, password_hash, is_verified)
      select ${label} || '-' || i || '@faults.example', 'Reader', 'Number ' || i, 'not-a-password-hash', true
      from generate_series(1, ${count}) as i returning id, email
    ), subscribed as (insert into briefing_subscriptions (user_id) select id from added)
    select email from added`.execute(db);
  return rows.map((row) => row.email);
}

async function server(fault?: (recipient: string, tries: number) => Fault, delayMs?: number) {
  const started = await startFaultSmtp({ fault, delayMs });
  servers.push(started);
  process.env.SMTP_URL = started.url;
  return started;
}

const run = (slugs: BriefingEntry[], deadline?: number) =>
  runBriefings(db, { entries: slugs, mailer: bulkMailer()!, deadline });

/** The server's clock `ms` ahead of the real one: the next run comes after a retry wait or a lease. */
const later = (ms: number) => setClock(() => new Date(Date.now() + ms));

async function states(): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('briefingDeliveries')
    .select(['status', (eb) => eb.fn.countAll<string>().as('count')])
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
}

const copies = (smtp: FaultSmtp, addresses: string[]) => addresses.map((address) => smtp.received.get(address) ?? 0);

describe('a mail server that fails', () => {
  it('drops the connection after the data: each member has one copy, counted unknown, never sent again', async () => {
    const members = await subscribers(12, 'dropped');
    const smtp = await server(() => 'drop-after-data');
    const briefing = [entry()];
    const first = await run(briefing);
    expect(first).toMatchObject({ sent: 0, unknown: 12, retrying: 0, remaining: 0 });
    later(LEASE_MS + RETRY_WAIT_MS * 20);
    expect(await run(briefing)).toMatchObject({ sent: 0, unknown: 0, remaining: 0 });
    expect(copies(smtp, members)).toEqual(members.map(() => 1));
    expect(await states()).toEqual({ unknown: 12 });

    const admin = await signedIn('admin');
    const panel = await call(adminBriefings, '/api/admin/briefings', { cookie: admin.cookie });
    expect(panel.body.entries[0]).toMatchObject({ slug: briefing[0]!.slug, unknown: 12, sent: 0, waiting: 0 });
  });

  it('resets the connection or answers 421 before the data: tried again in the same run, one copy each', async () => {
    const members = await subscribers(10, 'reset');
    const smtp = await server((recipient, tries) =>
      tries > 0 ? 'accept' : recipient.includes('-1') ? 'reset' : '421',
    );
    const report = await run([entry()]);
    expect(report).toMatchObject({ sent: 10, unknown: 0, refused: 0, remaining: 0 });
    expect(report.retrying).toBe(10);
    expect(members.map((member) => smtp.tries.get(member))).toEqual(members.map(() => 2));
    expect(copies(smtp, members)).toEqual(members.map(() => 1));
  });

  it('refuses for now after the data (451): two tries a run, a wait between runs, refused after six', async () => {
    const members = await subscribers(3, 'busy');
    const smtp = await server(() => '451');
    const briefing = [entry()];
    expect(await run(briefing)).toMatchObject({ sent: 0, retrying: 6, refused: 0, remaining: 3 });
    expect(await run(briefing), 'not due again before the wait').toMatchObject({ retrying: 0, remaining: 3 });
    later(RETRY_WAIT_MS + 100);
    expect(await run(briefing)).toMatchObject({ retrying: 6, refused: 0 });
    later(RETRY_WAIT_MS * 5 + 200);
    expect(await run(briefing)).toMatchObject({ retrying: 3, refused: 3, remaining: 0 });
    expect(members.map((member) => smtp.tries.get(member))).toEqual([6, 6, 6]);
    expect(copies(smtp, members).every((count) => count === 6)).toBe(true);
    expect([...smtp.accepted.values()]).toEqual([]);
    expect(await states()).toEqual({ refused: 3 });
  });

  it('refuses a recipient for good (550): refused at once, never tried again', async () => {
    const members = await subscribers(4, 'unknown-mailbox');
    const smtp = await server(() => '550');
    const briefing = [entry()];
    expect(await run(briefing)).toMatchObject({ sent: 0, refused: 4, retrying: 0, remaining: 0 });
    later(RETRY_WAIT_MS * 100);
    await run(briefing);
    expect(members.map((member) => smtp.tries.get(member))).toEqual([1, 1, 1, 1]);
    expect(await states()).toEqual({ refused: 4 });
  });

  it('is not there at all: the run stops at once and loses nothing; the next run sends each one once', async () => {
    const members = await subscribers(8, 'down');
    process.env.SMTP_URL = await nothingListening();
    const briefing = [entry()];
    const down = await run(briefing);
    expect(down).toMatchObject({ stopped: 'unreachable', sent: 0, unknown: 0, refused: 0, remaining: 8 });
    expect(down.ms).toBeLessThan(5_000);
    expect(await states()).toEqual({ waiting: 8 });
    const smtp = await server();
    expect(await run(briefing)).toMatchObject({ sent: 8, remaining: 0 });
    expect(copies(smtp, members)).toEqual(members.map(() => 1));
  });

  it('takes half a second a message: a run stops within its budget; the next one sends the rest, each once', async () => {
    const members = await subscribers(25, 'slow');
    const smtp = await server(undefined, 500);
    const briefing = [entry()];
    const budget = 3_500;
    const first = await run(briefing, Date.now() + budget);
    expect(first.ms).toBeLessThan(budget);
    expect(first).toMatchObject({ stopped: 'time', unknown: 0 });
    expect(first.sent).toBeGreaterThan(5);
    expect(first.remaining).toBe(25 - first.sent);
    const second = await run(briefing, Date.now() + 10_000);
    expect(second).toMatchObject({ sent: 25 - first.sent, remaining: 0, stopped: 'done' });
    expect(copies(smtp, members)).toEqual(members.map(() => 1));
  });

  it('holds its reply past the deadline: the run still ends on time; what was handed over is unknown', async () => {
    await subscribers(12, 'stuck');
    await server(undefined, 10_000);
    const budget = CLOSING_MS + 1_000;
    const report = await run([entry()], Date.now() + budget);
    expect(report.ms).toBeLessThan(budget);
    expect(report).toMatchObject({ sent: 0, unknown: SMTP_CONNECTIONS, stopped: 'time' });
    expect(await states()).toEqual({ unknown: SMTP_CONNECTIONS, waiting: 12 - SMTP_CONNECTIONS });
  });
});

describe('every send re-checks the member', () => {
  it('unsubscribed, deleted, a changed address or an unconfirmed one: nothing that was waiting goes', async () => {
    const [kept, unsubscribed, deleted, moved, unconfirmed, claimed] = await subscribers(6, 'recheck');
    const smtp = await server();
    const briefing = [entry()];
    // Queued for all six, with no time to send.
    expect(await run(briefing, Date.now())).toMatchObject({ queuedEntries: 1, remaining: 6 });
    const idOf = (email: string) =>
      db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    // One row claimed by another run, then its member unsubscribes: the claim does not send it.
    const claimedMember = await idOf(claimed!);
    await db
      .updateTable('briefingDeliveries')
      .set({ status: 'claimed', leaseToken: crypto.randomUUID(), leaseUntil: new Date(Date.now() + 60_000) })
      .where('userId', '=', claimedMember.id)
      .execute();
    await chooseBriefings(db, claimedMember, false, 'account');
    await chooseBriefings(db, await idOf(unsubscribed!), false, 'unsubscribe-link');
    await deleteUserById(db, (await idOf(deleted!)).id);
    await db
      .updateTable('users')
      .set({ email: 'moved-elsewhere@faults.example' })
      .where('email', '=', moved!)
      .execute();
    await db.updateTable('users').set({ isVerified: false }).where('email', '=', unconfirmed!).execute();

    const cancelled = await db
      .selectFrom('briefingDeliveries')
      .innerJoin('users', 'users.id', 'briefingDeliveries.userId')
      .select(['users.email', 'briefingDeliveries.lastError'])
      .where('status', '=', 'cancelled')
      .orderBy('users.email')
      .execute();
    expect(cancelled, 'cancelled as the member changed, before any run').toEqual([
      { email: 'moved-elsewhere@faults.example', lastError: expect.stringContaining('address changed') },
      { email: unsubscribed, lastError: expect.stringContaining('unsubscribed') },
      { email: claimed, lastError: expect.stringContaining('unsubscribed') },
    ]);
    const report = await run(briefing);
    expect(report).toMatchObject({ sent: 1, cancelled: 1, remaining: 0 });
    expect([...smtp.received.keys()]).toEqual([kept]);
    expect(await states()).toEqual({ sent: 1, cancelled: 4 });
    const unverified = await db
      .selectFrom('briefingDeliveries')
      .innerJoin('users', 'users.id', 'briefingDeliveries.userId')
      .select('briefingDeliveries.lastError')
      .where('users.email', '=', unconfirmed!)
      .executeTakeFirstOrThrow();
    expect(unverified.lastError).toContain('not verified');
  });

  it('an address confirmed after subscribing gets the entries queued from then on, not before', async () => {
    const member = await signedIn();
    await chooseBriefings(db, member.user, true, 'account');
    const smtp = await server();
    expect(await run([entry()])).toMatchObject({ queuedEntries: 1, sent: 0 });
    await db.updateTable('users').set({ isVerified: true }).where('id', '=', member.user.id).execute();
    expect(await run([entry()])).toMatchObject({ queuedEntries: 1, sent: 1 });
    expect(smtp.received.get(member.email.toLowerCase())).toBe(1);
  });
});
