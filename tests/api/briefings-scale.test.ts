// Briefings by e-mail at scale: 1,000 subscribers (SCALE_SUBSCRIBERS for more: docs/decisions/056 has the
// 5,000 figures), a mail server that refuses 10% of messages at random, three scheduled runs (each after
// the previous one's wait): every subscriber ends with exactly one message, and no run ever holds more than
// one database connection at a time.
import { CamelCasePlugin, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/rows.ts';
import { setClock } from '../../netlify/lib/clock.ts';
import { runBriefings } from '../../netlify/lib/briefings/run.ts';
import { retryAfterMs, briefingSettings, TRIES_PER_RUN } from '../../netlify/lib/briefings/settings.ts';
import { bulkMailer } from '../../netlify/lib/mail/bulk.ts';
import { createTestDatabase } from '../setup/test-database.ts';
import { startCountingSmtpWorker, type CountingSmtpWorker } from '../helpers/counting-smtp.ts';

const SUBSCRIBERS = Number(process.env.SCALE_SUBSCRIBERS ?? 1_000);
const entry = {
  slug: 'a-briefing-at-scale',
  title: 'A briefing at scale',
  summary: 'What a thousand members read on the day it is published.',
  audience: 'members' as const,
  publishDate: '2026-11-28',
};

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let pool: pg.Pool;
let db: Kysely<Database>;
let smtp: CountingSmtpWorker;
/** Connections checked out of the pool at once: now, and the most ever. */
const held = { now: 0, most: 0 };

beforeAll(async () => {
  database = await createTestDatabase('briefings_scale');
  pool = new pg.Pool({ connectionString: database.url, max: 5 });
  pool.on('acquire', () => {
    held.now += 1;
    held.most = Math.max(held.most, held.now);
  });
  pool.on('release', () => {
    held.now -= 1;
  });
  db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
  await sql`insert into users (email, first_name, last_name, password_hash, is_verified)
    select 'reader-' || i || '@scale.example', 'Reader', 'Number ' || i, 'not-a-password-hash', true
    from generate_series(1, ${SUBSCRIBERS}) as i`.execute(db);
  await sql`insert into briefing_subscriptions (user_id) select id from users`.execute(db);
  smtp = await startCountingSmtpWorker({ refuseShare: 0.1, seed: 20261128 });
  process.env.SMTP_URL = smtp.url;
}, 60_000);

afterAll(async () => {
  setClock(undefined);
  delete process.env.SMTP_URL;
  await smtp?.close();
  await db?.destroy();
  await database?.drop();
});

describe('briefings by e-mail at scale', () => {
  it('three runs leave every subscriber with exactly one message, one connection at a time', async () => {
    const start = new Date('2026-11-28T09:00:00Z');
    // Each run tries a refused message twice; the next run comes once the wait after the second try is over.
    const wait = (run: number) => retryAfterMs(run * TRIES_PER_RUN, briefingSettings().retryWaitMs)!;
    const runsAt = [start, new Date(start.getTime() + wait(1) + 60_000)];
    runsAt.push(new Date(runsAt[1]!.getTime() + wait(2) + 60_000));
    const mailer = bulkMailer()!;
    const reports = [];
    const started = Date.now();
    for (const at of runsAt) {
      setClock(() => at);
      held.most = 0;
      reports.push(await runBriefings(db, { entries: [entry], mailer }));
      if (process.env.SCALE_REPORT) console.info(reports.at(-1));
      expect(held.most, 'connections one run held at once').toBe(1);
    }
    const seconds = (Date.now() - started) / 1000;
    const { accepted, refused } = await smtp.counts();
    expect(refused, 'the server refused about one in ten').toBeGreaterThan(SUBSCRIBERS * 0.08);
    expect(accepted.size).toBe(SUBSCRIBERS);
    expect([...accepted.values()].every((count) => count === 1)).toBe(true);
    expect(reports[0]!.sent + reports[1]!.sent + reports[2]!.sent).toBe(SUBSCRIBERS);
    expect(reports.at(-1)).toMatchObject({ remaining: 0, refused: 0, unknown: 0 });
    const states = await db
      .selectFrom('briefingDeliveries')
      .select(['status', (eb) => eb.fn.countAll<string>().as('count')])
      .groupBy('status')
      .execute();
    expect(states).toEqual([{ status: 'sent', count: String(SUBSCRIBERS) }]);
    const runs = await db.selectFrom('auditEvents').select('details').where('action', '=', 'briefings.run').execute();
    expect(runs).toHaveLength(3);
    console.info(
      `briefings: ${SUBSCRIBERS} subscribers, ${refused} refusals, sent in ${seconds.toFixed(1)} s over 3 runs ` +
        `(first run ${reports[0]!.sent} in ${(reports[0]!.ms / 1000).toFixed(1)} s: ` +
        `${Math.round(reports[0]!.sent / (reports[0]!.ms / 1000))} messages a second)`,
    );
  }, 60_000);
});
