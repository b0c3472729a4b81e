// What the administrators' Site speed panel shows and what the daily purge keeps, on a database of its own
// (the rollup starts from the newest day already rolled up, and the purge deletes by age across the
// table, so another file's reports at other dates would change what these see): the panel's p75s over
// every device unless one is asked for, CLS to three decimals and times in whole milliseconds; each week's
// trend weighs its days by their reports; a day rolled up again takes its late reports; reports are kept
// 30 days and the daily figures two years.
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../db/client.ts';
import type { Database } from '../../db/rows.ts';
import { setClock } from '../../netlify/lib/clock.ts';
import { siteSpeed } from '../../netlify/lib/vitals/panel.ts';
import { purgeVitals, rollUpVitals } from '../../netlify/lib/vitals/rollup.ts';
import { createTestDatabase } from '../setup/test-database.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Kysely<Database>;

beforeAll(async () => {
  database = await createTestDatabase('vitals_rollup');
  db = createDb({ ...process.env, DATABASE_URL: database.url });
}, 60_000);

afterAll(async () => {
  setClock(undefined);
  await db?.destroy();
  await database?.drop();
});

type Sample = { at: string; template?: string; device?: string; lcp?: number; cls?: number };

/** Reports as the intake stores them (its own limits and refusals are tested in vitals.test.ts). */
async function stored(...samples: Sample[]) {
  await db
    .insertInto('webVitalSamples')
    .values(
      samples.map((s) => ({
        receivedAt: new Date(s.at),
        template: s.template ?? '/terms',
        device: s.device ?? 'phone',
        lcp: s.lcp ?? null,
        cls: s.cls ?? null,
      })),
    )
    .execute();
}

async function dailyLcp(day: string) {
  return db
    .selectFrom('webVitalDaily')
    .select(['p75', 'samples'])
    .where('metric', '=', 'LCP')
    .where('day', '=', sql<Date>`${day}::date`)
    .execute();
}

describe('the Site speed panel', () => {
  it('shows every device class unless one is asked for, CLS to three decimals and times in whole milliseconds', async () => {
    setClock(() => new Date('2034-02-08T12:00:00Z'));
    await stored(
      { at: '2034-02-07T09:00:00Z', template: '/privacy-policy', device: 'phone', lcp: 1000.4, cls: 0.1234 },
      { at: '2034-02-07T10:00:00Z', template: '/privacy-policy', device: 'desktop', lcp: 3000.6, cls: 0.2 },
    );
    const all = await siteSpeed(db);
    // Continuous p75 of the two: a quarter of the way down from the larger.
    expect(all.templates.find((t) => t.template === '/privacy-policy')).toEqual({
      template: '/privacy-policy',
      samples: 2,
      p75: { LCP: 2501, INP: null, CLS: 0.181, FCP: null, TTFB: null },
    });
    const desktop = await siteSpeed(db, 'desktop');
    expect(desktop.templates.find((t) => t.template === '/privacy-policy')).toEqual({
      template: '/privacy-policy',
      samples: 1,
      p75: { LCP: 3001, INP: null, CLS: 0.2, FCP: null, TTFB: null },
    });
  });

  it('weighs each day of a week by its reports in the weekly trend', async () => {
    // A Monday with one report, a Wednesday of the same week with three: p75s of 1000 and 2000.
    await stored(
      { at: '2034-03-06T10:00:00Z', template: '/about-leadership', lcp: 1000 },
      ...[1, 2, 3].map(() => ({ at: '2034-03-08T10:00:00Z', template: '/about-leadership', lcp: 2000 })),
    );
    const at = new Date('2034-03-14T12:00:00Z');
    await rollUpVitals(db, at);
    setClock(() => at);
    const speed = await siteSpeed(db, 'phone');
    const week = speed.weeks.indexOf('2034-03-06');
    expect(week).toBe(speed.weeks.length - 2);
    expect(speed.trend.LCP!['/about-leadership']![week]).toBe(1750);
  });
});

describe('the daily rollup and the purge', () => {
  it('rolls a day up again when its reports arrive late, and only days that have ended', async () => {
    await stored({ at: '2034-04-10T10:00:00Z', lcp: 1000 });
    expect(await rollUpVitals(db, new Date('2034-04-10T23:00:00Z'))).toBe(0);
    await rollUpVitals(db, new Date('2034-04-11T01:00:00Z'));
    expect(await dailyLcp('2034-04-10')).toEqual([{ p75: 1000, samples: 1 }]);
    // A report of that day arriving after its rollup: the next rollup recomputes the day.
    await stored({ at: '2034-04-10T22:00:00Z', lcp: 5000 });
    await rollUpVitals(db, new Date('2034-04-12T01:00:00Z'));
    expect(await dailyLcp('2034-04-10')).toEqual([{ p75: 4000, samples: 2 }]);
  });

  it('keeps reports 30 days and the daily figures two years', async () => {
    // Thirty days before this is 2 May, 03:00; two years and a day (731 days) before it, 1 June 2034.
    const now = new Date('2036-06-01T03:00:00Z');
    await stored({ at: '2036-05-02T04:00:00Z', template: '/verify-email', lcp: 100 });
    await stored({ at: '2036-05-02T02:00:00Z', template: '/verify-email', lcp: 200 });
    await db
      .insertInto('webVitalDaily')
      .values(
        ['2034-06-01', '2034-05-31'].map((day) => ({
          day: new Date(`${day}T00:00:00Z`),
          template: '/verify-email',
          device: 'phone',
          metric: 'LCP',
          p75: 1,
          samples: 1,
        })),
      )
      .execute();
    const purged = await purgeVitals(db, now);
    // The counts the purge reports include the earlier tests' rows, all older still.
    expect(purged.webVitalSamples).toBeGreaterThan(0);
    expect(purged.webVitalDaily).toBeGreaterThan(0);
    const samples = await db
      .selectFrom('webVitalSamples')
      .select('lcp')
      .where('template', '=', '/verify-email')
      .execute();
    expect(samples).toEqual([{ lcp: 100 }]);
    expect(await dailyLcp('2034-06-01')).toHaveLength(1);
    expect(await dailyLcp('2034-05-31')).toEqual([]);
  });
});
