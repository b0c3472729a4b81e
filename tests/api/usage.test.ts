// Usage you can see: every launch is a row, a member reads their own activity, and the administrators'
// Usage panel (and each chart's CSV) agrees with independent counts over the raw tables. The clock is
// moved to weeks of 2031 that no other test writes in, so the figures are this file's alone.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { now, setClock } from '../../netlify/lib/clock.ts';
import { purgeUsageCounters } from '../../netlify/lib/usage/counters.ts';
import { lastWeeks } from '../../netlify/lib/usage/weeks.ts';
import { getDb } from '../../netlify/lib/db.ts';
import { DASHBOARD_APPLICATION_IDS } from '../../src/schemas/applications.ts';
import { consentMethods } from '../../src/schemas/consent-choices.ts';
import { contactInterestValues } from '../../src/schemas/contact-fields.ts';
import { USAGE_CHARTS, type UsagePanel } from '../../src/schemas/usage.ts';
import { call } from '../helpers/api.ts';
import { signedIn, signInAs } from '../helpers/accounts.ts';
import { uniqueIp } from '../helpers/ips.ts';
import activity from '../../netlify/functions/member-activity.mts';
import adminUsage from '../../netlify/functions/admin-usage.mts';
import adminUsageExport from '../../netlify/functions/admin-usage-export.mts';
import consentLog from '../../netlify/functions/consent-log.mts';
import track from '../../netlify/functions/member-application-track.mts';
import adminUser from '../../netlify/functions/admin-user.mts';
import briefingsChoice from '../../netlify/functions/briefings-choice.mts';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
/** A Wednesday noon in a week no other test writes in; the weeks before it are `at(-n)`. */
const BASE = new Date('2031-06-18T12:00:00Z');
const at = (weeksAgo: number) => new Date(BASE.getTime() - weeksAgo * WEEK_MS);
const useClock = (when: Date) => setClock(() => new Date(when));

const launch = (name: string, cookie: string) =>
  call(track, `/api/member/applications/${name}/track`, { method: 'POST', cookie, params: { name } });
const usage = (query: string, cookie?: string) => call(adminUsage, `/api/admin/usage${query}`, { cookie });
const chooseBriefings = async (subscribed: boolean, cookie: string) =>
  expect(
    (await call(briefingsChoice, '/api/account/briefings', { method: 'PUT', cookie, body: { subscribed } })).status,
  ).toBe(200);
const usageCsv = (query: string, cookie?: string) =>
  call(adminUsageExport, `/api/admin/usage/export${query}`, { cookie });

async function chooseCookies(method: (typeof consentMethods)[number]) {
  const all = method === 'accept_all';
  const res = await call(consentLog, '/api/consent/log', {
    body: {
      recordId: `rec_${crypto.randomUUID()}`,
      action: 'grant',
      consentChoices: { essential: true, analytics: all, marketing: all, functional: method === 'customize' || all },
      consentMethod: method,
    },
    ip: uniqueIp(),
  });
  expect(res.status).toBe(201);
}

/** Independent counts over the raw tables, per week (Monday, UTC) and key, from `from` on. */
async function rawCounts(query: ReturnType<typeof sql>): Promise<Record<string, Record<string, number>>> {
  const { rows } = await query.execute(getDb());
  const counts: Record<string, Record<string, number>> = {};
  // Only the panel's weeks: other files write in later weeks of their own.
  const panelWeeks = lastWeeks(4, at(0));
  for (const row of rows as { week: string; key: string; n: string }[]) {
    if (panelWeeks.includes(row.week)) (counts[row.key] ??= {})[row.week] = Number(row.n);
  }
  return counts;
}

/** A panel's series laid out as rawCounts' shape, leaving out zeros. */
function asCounts(panel: UsagePanel, chart: (typeof USAGE_CHARTS)[number]) {
  const counts: Record<string, Record<string, number>> = {};
  for (const [key, values] of Object.entries(panel.charts[chart])) {
    values.forEach((n, i) => {
      if (n > 0) (counts[key] ??= {})[panel.weeks[i]!] = n;
    });
  }
  return counts;
}

type Account = Awaited<ReturnType<typeof signedIn>>;
let admin: Account;
let members: Account[];

/** A signed-in account made at the clock's time (its created_at too). */
async function joined(role: 'admin' | 'member' = 'member'): Promise<Account> {
  const account = await signedIn(role);
  await getDb().updateTable('users').set({ createdAt: now() }).where('id', '=', account.user.id).execute();
  return account;
}

/** Signs the account in again at the clock's time (sessions end after a while). */
async function again(account: Account): Promise<Account> {
  return { ...account, cookie: await signInAs(account) };
}

beforeAll(async () => {
  // Week -3: the administrator joins. Week -2: a member joins and launches twice one application and once
  // another; two cookie choices. Week -1: a second member joins and launches; a choice and three enquiries.
  // Briefings: the first member subscribes in week -2; the second subscribes and unsubscribes in week -1,
  // then says no again (which changes nothing), and subscribes again this week.
  // This week: both members and the administrator sign in again, the second member launches.
  useClock(at(3));
  admin = await joined('admin');
  useClock(at(2));
  members = [await joined()];
  await launch('contractiq', members[0]!.cookie);
  await launch('contractiq', members[0]!.cookie);
  await launch('paddock-pal', members[0]!.cookie);
  await chooseBriefings(true, members[0]!.cookie);
  await chooseCookies('accept_all');
  await chooseCookies('reject_all');
  useClock(at(1));
  members.push(await joined());
  await launch('paddock-pal', members[1]!.cookie);
  await chooseBriefings(true, members[1]!.cookie);
  await chooseBriefings(false, members[1]!.cookie);
  await chooseBriefings(false, members[1]!.cookie);
  await chooseCookies('customize');
  await getDb()
    .insertInto('contactSubmissions')
    .values(
      [contactInterestValues[0]!, contactInterestValues[0]!, contactInterestValues[1]!].map((serviceInterest) => ({
        firstName: 'Usage',
        lastName: 'Test',
        email: 'usage@example.com',
        serviceInterest,
        message: 'Counted per week',
        createdAt: at(1),
      })),
    )
    .execute();
  useClock(at(0));
  admin = await again(admin);
  members = [await again(members[0]!), await again(members[1]!)];
  await launch('contractiq', members[1]!.cookie);
  await chooseBriefings(true, members[1]!.cookie);
});

afterAll(() => setClock(undefined));

describe('POST /api/member/applications/{name}/track records each launch', () => {
  it('writes one row per launch beside the counter', async () => {
    const rows = await getDb()
      .selectFrom('applicationLaunches')
      .select(['applicationName', 'launchedAt'])
      .where('userId', '=', members[0]!.user.id)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.applicationName)).toEqual(['contractiq', 'contractiq', 'paddock-pal']);
    expect(rows.every((r) => new Date(r.launchedAt).getTime() === at(2).getTime())).toBe(true);
  });

  it('goes with the account: deleting it removes its launches and its active weeks', async () => {
    // Weeks before the panel's tests look (the weekly counters keep their anonymous counts).
    useClock(at(8));
    const remover = await signedIn('admin');
    const leaving = await signedIn();
    expect((await launch('contractiq', leaving.cookie)).status).toBe(200);
    const rows = () =>
      Promise.all([
        getDb().selectFrom('applicationLaunches').select('id').where('userId', '=', leaving.user.id).execute(),
        getDb().selectFrom('activeMemberWeeks').select('week').where('userId', '=', leaving.user.id).execute(),
      ]);
    expect((await rows()).map((found) => found.length)).toEqual([1, 1]);
    const removed = await call(adminUser, `/api/admin/users/${leaving.user.id}`, {
      method: 'DELETE',
      cookie: remover.cookie,
      params: { userId: leaving.user.id },
    });
    expect(removed.status).toBe(204);
    expect(await rows()).toEqual([[], []]);
  });
});

describe('GET /api/member/activity', () => {
  it("answers the member's own applications and 12 weeks of launches, nobody else's", async () => {
    useClock(at(0));
    const res = await call(activity, '/api/member/activity', { cookie: members[0]!.cookie });
    expect(res.status).toBe(200);
    expect(res.body.applications).toEqual([
      expect.objectContaining({ applicationName: 'contractiq', launches: 2, lastLaunchedAt: at(2).toISOString() }),
      expect.objectContaining({ applicationName: 'paddock-pal', launches: 1 }),
    ]);
    expect(res.body.weeks).toHaveLength(12);
    expect(res.body.weeks.at(-1).week).toBe('2031-06-16');
    expect(res.body.weeks.at(-3)).toEqual({ week: '2031-06-02', launches: { contractiq: 2, 'paddock-pal': 1 } });
    expect(res.body.weeks.filter((w: { launches: object }) => Object.keys(w.launches).length)).toHaveLength(1);
  });

  it('401 signed out', async () => {
    expect((await call(activity, '/api/member/activity')).status).toBe(401);
  });
});

describe('GET /api/admin/usage', () => {
  const from = () => sql.raw(`'${at(3).toISOString().slice(0, 10)}'::date`);
  const week = (column: string) => sql.raw(`to_char(date_trunc('week', ${column} at time zone 'UTC'), 'YYYY-MM-DD')`);

  it('each chart agrees with an independent count over the raw tables', async () => {
    useClock(at(0));
    const res = await usage('?weeks=4', admin.cookie);
    expect(res.status).toBe(200);
    const panel = res.body as UsagePanel;
    expect(panel.weeks).toEqual(['2031-05-26', '2031-06-02', '2031-06-09', '2031-06-16']);
    expect(Object.keys(panel.charts.launches).sort()).toEqual([...DASHBOARD_APPLICATION_IDS].sort());
    expect(asCounts(panel, 'launches')).toEqual(
      await rawCounts(sql`select ${week('launched_at')} as week, application_name as key, count(*) as n
        from application_launches where launched_at >= ${from()} group by 1, 2`),
    );
    expect(asCounts(panel, 'activeMembers')).toEqual(
      await rawCounts(sql`select week, 'total' as key, count(distinct who) as n from (
          select ${week('launched_at')} as week, user_id as who from application_launches where launched_at >= ${from()}
          union all
          select ${week('occurred_at')}, actor_id from audit_events
          where action in ('auth.sign_in', 'auth.register') and outcome = 'success' and occurred_at >= ${from()}
        ) active group by 1`),
    );
    expect(asCounts(panel, 'newAccounts')).toEqual(
      await rawCounts(sql`select ${week('created_at')} as week, 'total' as key, count(*) as n
        from users where created_at >= ${from()} group by 1`),
    );
    expect(asCounts(panel, 'consent')).toEqual(
      await rawCounts(sql`select ${week('created_at')} as week, consent_method as key, count(*) as n
        from consent_logs where created_at >= ${from()} group by 1, 2`),
    );
    expect(asCounts(panel, 'enquiries')).toEqual(
      await rawCounts(sql`select ${week('created_at')} as week, service_interest as key, count(*) as n
        from contact_submissions where created_at >= ${from()} group by 1, 2`),
    );
    expect(asCounts(panel, 'briefings')).toEqual(
      await rawCounts(sql`select ${week('recorded_at')} as week,
          case when subscribed then 'subscribed' else 'unsubscribed' end as key, count(*) as n
        from (select recorded_at, subscribed, lag(subscribed) over (partition by user_id order by recorded_at) as before
              from briefing_consents) c
        where recorded_at >= ${from()} and subscribed is distinct from coalesce(before, false) group by 1, 2`),
    );
    // And the figures themselves, as set up above.
    expect(panel.charts.briefings).toEqual({ subscribed: [0, 1, 1, 1], unsubscribed: [0, 0, 1, 0] });
    expect(panel.charts.activeMembers.total).toEqual([1, 1, 1, 3]);
    expect(panel.charts.newAccounts.total).toEqual([1, 1, 1, 0]);
    expect(panel.charts.launches.contractiq).toEqual([0, 2, 0, 1]);
    expect(panel.charts.consent).toMatchObject({ accept_all: [0, 1, 0, 0], customize: [0, 0, 1, 0] });
  });

  it('covers 4, 12 and 52 weeks, and refuses any other period', async () => {
    useClock(at(0));
    for (const weeks of [4, 12, 52]) {
      const res = await usage(`?weeks=${weeks}`, admin.cookie);
      expect(res.status).toBe(200);
      expect(res.body.weeks).toHaveLength(weeks);
      for (const chart of USAGE_CHARTS) {
        for (const series of Object.values(res.body.charts[chart] as Record<string, number[]>)) {
          expect(series).toHaveLength(weeks);
        }
      }
    }
    const bad = await usage('?weeks=5', admin.cookie);
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors.weeks).toEqual(['Choose a period of 4, 12, 52 weeks']);
    expect((await usage('', admin.cookie)).status).toBe(400);
  });

  it('401 signed out, 403 for a member', async () => {
    expect((await usage('?weeks=4')).status).toBe(401);
    expect((await usage('?weeks=4', members[0]!.cookie)).status).toBe(403);
    expect((await usageCsv('?weeks=4&chart=launches', members[0]!.cookie)).status).toBe(403);
  });
});

describe('GET /api/admin/usage/export', () => {
  it("downloads a chart's table as CSV with the panel's numbers", async () => {
    useClock(at(0));
    const panel = (await usage('?weeks=4', admin.cookie)).body as UsagePanel;
    const res = await usageCsv('?weeks=4&chart=enquiries', admin.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="usage-enquiries-4-weeks-2031-06-16.csv"',
    );
    const lines = (res.body as string)
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    const keys = Object.keys(panel.charts.enquiries);
    expect(lines[0]).toBe(['week', ...keys].join(','));
    expect(lines.slice(1)).toEqual(
      panel.weeks.map((week, i) => [week, ...keys.map((key) => panel.charts.enquiries[key]![i])].join(',')),
    );
  });

  it('refuses an unknown chart', async () => {
    const res = await usageCsv('?weeks=4&chart=passwords', admin.cookie);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.chart).toEqual([expect.stringContaining('Choose one of the charts')]);
  });
});

// The purge's usage part alone: the whole purge at a moved clock would end other files' sessions.
describe('the retention purge', () => {
  it('keeps who was active for 14 days and the weekly counts for two years', async () => {
    const db = getDb();
    const member = await signedIn();
    await db
      .insertInto('activeMemberWeeks')
      .values([
        { week: '2031-01-06', userId: member.user.id },
        { week: '2031-01-13', userId: member.user.id },
      ])
      .execute();
    await db
      .insertInto('usageWeekly')
      .values([
        { metric: 'launches', week: '2029-01-15', key: 'contractiq', count: 4 },
        { metric: 'launches', week: '2029-01-29', key: 'contractiq', count: 5 },
      ])
      .execute();
    await purgeUsageCounters(db, new Date('2031-01-28T12:00:00Z'));
    const weeks = await db
      .selectFrom('activeMemberWeeks')
      .select(sql<string>`to_char(week, 'YYYY-MM-DD')`.as('week'))
      .where('userId', '=', member.user.id)
      .where('week', '<', sql<Date>`'2031-02-01'::date`)
      .execute();
    expect(weeks).toEqual([{ week: '2031-01-13' }]);
    const counts = await db
      .selectFrom('usageWeekly')
      .select(sql<string>`to_char(week, 'YYYY-MM-DD')`.as('week'))
      .where('week', '<', sql<Date>`'2029-02-05'::date`)
      .execute();
    expect(counts).toEqual([{ week: '2029-01-29' }]);
  });
});
