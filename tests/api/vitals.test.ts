// Real-visitor speed, first-party: POST /api/vitals takes a page view's report (JSON, as application/json
// or as the text/plain navigator.sendBeacon sends) naming a page template, a device class and bounded
// values (each one a number the column can hold), stores nothing that identifies anyone, batches what
// arrives together without losing any (one report's failure fails no other), and limits each address
// (vitals-limits.test.ts); the daily purge rolls the reports up into per-template, per-device p75s; the
// administrators' Site speed panel reads both.
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { setClock } from '../../netlify/lib/clock.ts';
import { getDb } from '../../netlify/lib/db.ts';
import { purgeVitals } from '../../netlify/lib/vitals/rollup.ts';
import { takeReport } from '../../netlify/lib/vitals/intake.ts';
import { VITALS_LIMIT_PER_MINUTE, vitalsSubject } from '../../netlify/lib/vitals/limiter.ts';
import type { VitalsBeacon } from '../../src/schemas/vitals.ts';
import { call } from '../helpers/api.ts';
import { signedIn } from '../helpers/accounts.ts';
import { uniqueIp } from '../helpers/ips.ts';
import vitals from '../../netlify/functions/vitals.mts';
import adminSiteSpeed from '../../netlify/functions/admin-site-speed.mts';

const report = (body: unknown, options: { ip?: string; type?: string; headers?: Record<string, string> } = {}) =>
  call(vitals, '/api/vitals', {
    method: 'POST',
    rawBody: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': options.type ?? 'text/plain;charset=UTF-8', ...options.headers },
    ip: options.ip ?? uniqueIp(),
  });

/** A report no other test sends: its template's reports are this test's alone when the clock is moved. */
const beacon = (extra: Record<string, unknown> = {}) => ({
  template: '/insights/[slug]',
  device: 'phone',
  LCP: 2100,
  INP: 140,
  CLS: 0.05,
  FCP: 900,
  TTFB: 300,
  ...extra,
});

async function storedAt(at: Date) {
  return getDb().selectFrom('webVitalSamples').selectAll().where('receivedAt', '=', at).execute();
}

afterAll(() => setClock(undefined));

describe('POST /api/vitals', () => {
  it('stores a beacon sent as text/plain or as JSON: the template, the device class and the values only', async () => {
    const at = new Date('2032-03-03T10:00:00Z');
    setClock(() => at);
    expect((await report(beacon())).status).toBe(204);
    expect((await report(beacon({ device: 'desktop', LCP: 1000 }), { type: 'application/json' })).status).toBe(204);
    const rows = await storedAt(at);
    expect(rows).toHaveLength(2);
    expect(Object.keys(rows[0]!).sort()).toEqual(
      ['cls', 'device', 'fcp', 'inp', 'lcp', 'receivedAt', 'template', 'ttfb'].sort(),
    );
    // Every metric as sent (the columns are single precision: CLS to within its rounding).
    expect(rows.find((row) => row.device === 'phone')).toEqual({
      receivedAt: at,
      template: '/insights/[slug]',
      device: 'phone',
      lcp: 2100,
      inp: 140,
      cls: expect.closeTo(0.05, 6),
      fcp: 900,
      ttfb: 300,
    });
  });

  it('refuses an unknown page, an address instead of a template, absurd values and anything identifying (400)', async () => {
    const refused = [
      beacon({ template: '/insights/governing-agentic-ai' }),
      beacon({ template: 'https://evil.example/' }),
      beacon({ LCP: 3_600_000 }),
      beacon({ CLS: -1 }),
      beacon({ INP: 'fast' }),
      // Numbers Postgres' real cannot hold, or holds only as subnormals: refused, never sent to the database.
      beacon({ LCP: 1e-46 }),
      beacon({ CLS: 1e-39 }),
      beacon({ INP: 1e300 }),
      beacon({ FCP: 'NaN' }),
      beacon({ TTFB: 'Infinity' }),
      beacon({ device: 'iphone-15' }),
      beacon({ userAgent: 'Mozilla/5.0' }),
      beacon({ ip: '203.0.113.9' }),
      { template: '/', device: 'phone' },
    ];
    for (const body of refused) {
      const res = await report(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('validation_failed');
    }
    expect((await report('{"template":')).status).toBe(400);
    // JSON's own overflow: 1e400 parses as Infinity, which no column holds.
    expect((await report('{"template":"/","device":"phone","LCP":1e400}')).status).toBe(400);
    // The smallest number the column holds at full precision is taken.
    expect((await report(beacon({ CLS: 1.2e-38 }))).status).toBe(204);
  });

  it('415 for any other content type, 413 for an oversized body, 403 cross-site, 405 for GET', async () => {
    for (const type of ['application/x-www-form-urlencoded', 'text/plain; charset=iso-8859-1', 'text/html']) {
      expect((await report(beacon(), { type })).status, type).toBe(415);
    }
    expect((await report(beacon({ padding: 'x'.repeat(4096) }))).status).toBe(413);
    expect((await report(beacon(), { headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
    expect((await report(beacon(), { headers: { origin: 'https://evil.example' } })).status).toBe(403);
    expect((await call(vitals, '/api/vitals')).status).toBe(405);
  });

  it('stores every one of 300 beacons sent at once (written together, none lost)', async () => {
    const at = new Date('2032-03-04T10:00:00Z');
    setClock(() => at);
    const answers = await Promise.all(Array.from({ length: 300 }, () => report(beacon())));
    expect(answers.every((res) => res.status === 204)).toBe(true);
    expect(await storedAt(at)).toHaveLength(300);
  });

  it('stores 40 genuine reports sent at once beside crafted ones, which are refused (400) and spoil none', async () => {
    const at = new Date('2032-03-07T10:00:00Z');
    setClock(() => at);
    const crafted = [
      '{"template":"/insights/[slug]","device":"phone","LCP":1e-46}',
      '{"template":"/insights/[slug]","device":"phone","CLS":1e-40}',
      '{"template":"/insights/[slug]","device":"phone","INP":1e39}',
      '{"template":"/insights/[slug]","device":"phone","LCP":1e400}',
      '{"template":"/insights/[slug]","device":"phone","FCP":-5}',
      '{"template":"/insights/[slug]","device":"phone","TTFB":"NaN"}',
      '{"template":"/insights/[slug]","device":"phone","LCP":"-Infinity"}',
    ];
    const genuine = Array.from({ length: 40 }, (_, i) => JSON.stringify(beacon({ LCP: 1000 + i })));
    // Interleaved: each genuine report arrives beside a crafted one.
    const sent = genuine.flatMap((body, i) => [body, crafted[i % crafted.length]!]);
    const answers = await Promise.all(sent.map((body) => report(body).then((res) => ({ body, res }))));
    for (const { body, res } of answers) expect(res.status, body).toBe(genuine.includes(body) ? 204 : 400);
    const rows = await storedAt(at);
    expect(rows.map((row) => row.lcp).sort((a, b) => a! - b!)).toEqual(genuine.map((_, i) => 1000 + i));
  });

  it('a report the database refuses fails alone: the rest of its batch is stored, and it still counts against its address', async () => {
    const at = new Date('2032-03-08T10:00:00Z');
    setClock(() => at);
    const badIp = uniqueIp();
    // Past the schema (as a report of a future, looser schema could be): the column refuses 1e-46.
    const bad = takeReport(getDb(), beacon({ LCP: 1e-46 }) as VitalsBeacon, badIp);
    const good = Array.from({ length: 40 }, (_, i) =>
      takeReport(getDb(), beacon({ LCP: 3000 + i }) as VitalsBeacon, uniqueIp()),
    );
    await expect(bad).rejects.toMatchObject({ status: 400 });
    await Promise.all(good);
    expect(await storedAt(at)).toHaveLength(40);
    const counter = await getDb()
      .selectFrom('rateLimits')
      .select('count')
      .where('key', '=', vitalsSubject(badIp, at))
      .executeTakeFirstOrThrow();
    expect(counter.count).toBe(1);
  });

  it(`limits an address to ${VITALS_LIMIT_PER_MINUTE} a minute (429 with Retry-After), others unaffected`, async () => {
    const at = new Date('2032-03-05T10:00:00Z');
    setClock(() => at);
    const ip = uniqueIp();
    const answers = await Promise.all(
      Array.from({ length: VITALS_LIMIT_PER_MINUTE + 5 }, () => report(beacon(), { ip })),
    );
    expect(answers.filter((res) => res.status === 204)).toHaveLength(VITALS_LIMIT_PER_MINUTE);
    const limited = answers.filter((res) => res.status === 429);
    expect(limited).toHaveLength(5);
    expect(Number(limited[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await storedAt(at)).toHaveLength(VITALS_LIMIT_PER_MINUTE);
    expect((await report(beacon())).status).toBe(204);
    // A minute later the address may report again; no address is written down anywhere.
    setClock(() => new Date(at.getTime() + 61_000));
    expect((await report(beacon(), { ip })).status).toBe(204);
    const { rows } = await sql<{ n: string }>`
      select count(*) as n from rate_limits where key like ${`%${ip}%`}`.execute(getDb());
    expect(rows[0]!.n).toBe('0');
  });
});

describe('the daily rollup and the Site speed panel', () => {
  it('rolls each day up into p75s per template and device, keeps reports 30 days, and shows both', async () => {
    const day = new Date('2032-05-10T09:00:00Z');
    setClock(() => day);
    // Four phones on '/terms' with LCPs of 1000, 2000, 3000 and 4000 ms: p75 3250 (continuous).
    for (const LCP of [1000, 2000, 3000, 4000]) {
      expect((await report({ template: '/terms', device: 'phone', LCP })).status).toBe(204);
    }
    const read = async (query = '') =>
      call(adminSiteSpeed, `/api/admin/site-speed${query}`, { cookie: (await signedIn('admin')).cookie });
    const before = await read('?device=phone');
    expect(before.status).toBe(200);
    expect(before.body.templates.find((t: { template: string }) => t.template === '/terms')).toEqual({
      template: '/terms',
      samples: 4,
      p75: { LCP: 3250, INP: null, CLS: null, FCP: null, TTFB: null },
    });

    const nextDay = new Date('2032-05-11T03:00:00Z');
    setClock(() => nextDay);
    // The purge's speed part alone: the whole purge at a moved clock would end other files' sessions.
    const purged = await purgeVitals(getDb(), nextDay);
    expect(purged.vitalDaysRolledUp).toBeGreaterThan(0);
    const daily = await getDb()
      .selectFrom('webVitalDaily')
      .select(['p75', 'samples'])
      .where('template', '=', '/terms')
      .where('device', '=', 'phone')
      .where('metric', '=', 'LCP')
      .where('day', '=', sql<Date>`'2032-05-10'::date`)
      .executeTakeFirstOrThrow();
    expect(daily).toEqual({ p75: 3250, samples: 4 });
    const after = await read('?device=phone');
    expect(after.body.weeks).toHaveLength(12);
    expect(after.body.trend.LCP['/terms'].at(-1)).toBe(3250);

    // 31 days on, the reports are gone and the daily figure stays.
    const later = new Date('2032-06-11T03:00:00Z');
    setClock(() => later);
    await purgeVitals(getDb(), later);
    expect(await storedAt(day)).toEqual([]);
    const kept = await getDb()
      .selectFrom('webVitalDaily')
      .select('p75')
      .where('template', '=', '/terms')
      .where('day', '=', sql<Date>`'2032-05-10'::date`)
      .execute();
    expect(kept.length).toBeGreaterThan(0);
  });

  it('401 signed out, 403 for a member, 400 for an unknown device class', async () => {
    setClock(undefined);
    const member = await signedIn();
    const admin = await signedIn('admin');
    expect((await call(adminSiteSpeed, '/api/admin/site-speed')).status).toBe(401);
    expect((await call(adminSiteSpeed, '/api/admin/site-speed', { cookie: member.cookie })).status).toBe(403);
    const bad = await call(adminSiteSpeed, '/api/admin/site-speed?device=watch', { cookie: admin.cookie });
    expect(bad.status).toBe(400);
  });
});
