// The speed reports' limits, counted in rate_limits by one statement per batch of reports: each client
// (an IPv4 address, an IPv6 /64) a minute, the whole site a minute, and the whole site a day (which, with
// the 30 days reports are kept, bounds the table). A client is counted under a keyed hash of its network:
// HMAC-SHA-256 with a key derived for each UTC day from SESSION_SECRET (HKDF), so the rows name no
// address, an IPv4 address cannot be found by hashing all four billion of them without the secret, and
// yesterday's rows cannot be matched with today's. The counting statement commits on its own, before the
// reports are written: a report that then fails to be written still counts against its client.
import { createHmac, hkdfSync } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/rows.ts';
import { DAY_MS } from '../clock.ts';
import { rateLimitNetwork } from '../ip.ts';
import { secret } from '../secrets.ts';

/** Reports per client per minute: one per page view; a shared office makes many. */
export const VITALS_LIMIT_PER_MINUTE = 300;
/** Reports the whole site takes a minute: 200 a second, fifty times the average of the busiest month sized for. */
export const VITALS_SITE_LIMIT_PER_MINUTE = 12_000;
/** Reports the whole site keeps a day: half as many again as that month's busiest day (decision 057). */
export const VITALS_DAILY_CAP = 500_000;
const MINUTE_MS = 60_000;

/** A whole positive number from the environment, else the default. */
function setting(name: string, fallback: number): number {
  const configured = Number(process.env[name]);
  return Number.isInteger(configured) && configured > 0 ? configured : fallback;
}

/** The limits in force: the defaults, or the environment's (a load test from one address raises them). */
export function vitalsLimits() {
  return {
    perClient: setting('VITALS_RATE_LIMIT_PER_MINUTE', VITALS_LIMIT_PER_MINUTE),
    sitePerMinute: setting('VITALS_SITE_LIMIT_PER_MINUTE', VITALS_SITE_LIMIT_PER_MINUTE),
    sitePerDay: setting('VITALS_DAILY_CAP', VITALS_DAILY_CAP),
  };
}

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The last key derived, kept while its day and secret are the ones asked for. */
let derived: { day: string; from: string; key: Buffer } | undefined;

/** The day's key: derived from SESSION_SECRET for that UTC day, under a label no other use of it shares. */
function dailyKey(day: string): Buffer {
  const from = secret('SESSION_SECRET');
  if (derived?.day !== day || derived.from !== from) {
    derived = { day, from, key: Buffer.from(hkdfSync('sha256', from, day, 'vitals-rate-limit', 32)) };
  }
  return derived.key;
}

/** The rate-limit key of a client on the day of `at`: a keyed hash of its network, never the address. */
export function vitalsSubject(ip: string, at: Date): string {
  const mac = createHmac('sha256', dailyKey(utcDay(at)))
    .update(rateLimitNetwork(ip))
    .digest('base64url');
  return `vitals-ip:${mac.slice(0, 22)}`;
}

/** The site's windows: keyed by the minute and the day they cover, each ending when its key changes. */
function siteWindows(at: Date) {
  const minuteStart = Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS;
  const dayStart = Math.floor(at.getTime() / DAY_MS) * DAY_MS;
  return {
    minuteKey: `vitals-site-minute:${new Date(minuteStart).toISOString().slice(0, 16)}`,
    minuteEnd: new Date(minuteStart + MINUTE_MS),
    dayKey: `vitals-site-day:${utcDay(at)}`,
    dayEnd: new Date(dayStart + DAY_MS),
  };
}

/** A report's verdict: stored, or refused until a moment (its client's window, or the site's). */
export type Verdict = { admitted: true } | { admitted: false; until: Date };

interface Counted {
  ord: string;
  counted: boolean;
  admitted: boolean | null;
  resetAt: Date | null;
  minuteCount: number | null;
  dayCount: number | null;
  fullUntil: Date | null;
}

/**
 * Counts a batch of reports, given as their clients' keys in arrival order, and says which may be stored.
 * Each client's reports within its limit count towards the site's minute and day; once either of those
 * is full nothing more is counted (no client row is made), so the limiter's rows are bounded by the
 * reports the site takes.
 */
export async function countReports(db: Kysely<Database>, keys: string[], at: Date): Promise<Verdict[]> {
  const limits = vitalsLimits();
  const resetAt = new Date(at.getTime() + MINUTE_MS);
  const site = siteWindows(at);
  const { rows } = await sql<Counted>`
    with batch as (
      select * from unnest(${keys}::text[]) with ordinality as b(key, ord)
    ), closed as (
      select max(reset_at) as until from rate_limits
      where (key = ${site.minuteKey} and count >= ${limits.sitePerMinute})
         or (key = ${site.dayKey} and count >= ${limits.sitePerDay})
    ), counted as (
      insert into rate_limits (key, count, reset_at)
      select key, count(*), ${resetAt}::timestamptz from batch
      where (select until from closed) is null
      group by key order by key
      on conflict (key) do update set
        count = case when rate_limits.reset_at <= ${at}::timestamptz then excluded.count
                     else rate_limits.count + excluded.count end,
        reset_at = case when rate_limits.reset_at <= ${at}::timestamptz then excluded.reset_at
                        else rate_limits.reset_at end
      returning key, count, reset_at
    ), ranked as (
      select b.ord, c.reset_at,
        c.count - count(*) over (partition by b.key) + row_number() over (partition by b.key order by b.ord)
          <= ${limits.perClient} as admitted
      from batch b join counted c using (key)
    ), admitted as (
      select count(*) as n from ranked where admitted
    ), site as (
      insert into rate_limits (key, count, reset_at)
      select w.key, a.n, w.reset_at
      from (values (${site.dayKey}, ${site.dayEnd}::timestamptz), (${site.minuteKey}, ${site.minuteEnd}::timestamptz))
        as w(key, reset_at)
      cross join admitted a
      where a.n > 0
      on conflict (key) do update set count = rate_limits.count + excluded.count
      returning key, count
    )
    select b.ord, r.ord is not null as counted, r.admitted, r.reset_at as "resetAt",
      (select count from site where key = ${site.minuteKey}) as "minuteCount",
      (select count from site where key = ${site.dayKey}) as "dayCount",
      (select until from closed) as "fullUntil"
    from batch b left join ranked r using (ord)
    order by b.ord`.execute(db);
  const stored = rows.filter((row) => row.admitted).length;
  // The room each site window had for this batch's admitted reports, in arrival order.
  const minuteRoom = limits.sitePerMinute - (Number(rows[0]?.minuteCount ?? 0) - stored);
  const dayRoom = limits.sitePerDay - (Number(rows[0]?.dayCount ?? 0) - stored);
  let position = 0;
  return rows.map((row): Verdict => {
    if (!row.counted) return { admitted: false, until: new Date(row.fullUntil ?? site.minuteEnd) };
    if (!row.admitted) return { admitted: false, until: new Date(row.resetAt!) };
    position += 1;
    if (position > dayRoom) return { admitted: false, until: site.dayEnd };
    if (position > minuteRoom) return { admitted: false, until: site.minuteEnd };
    return { admitted: true };
  });
}
