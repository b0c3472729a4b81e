// The speed reports' limits, counted in rate_limits (by batch.ts, one statement per batch of reports): each client
// (an IPv4 address, an IPv6 /64) a minute, the whole site a minute, and the whole site a day (which, with
// the 30 days reports are kept, bounds the table). A client is counted under a keyed hash of its network:
// HMAC-SHA-256 with a key derived for each UTC day from SESSION_SECRET (HKDF), so the rows name no
// address, an IPv4 address cannot be found by hashing all four billion of them without the secret, and
// yesterday's rows cannot be matched with today's.
import { createHmac, hkdfSync } from 'node:crypto';
import { DAY_MS } from '../clock.ts';
import { rateLimitNetwork } from '../ip.ts';
import { secret } from '../secrets.ts';

/** Reports per client per minute: one per page view; a shared office makes many. */
export const VITALS_LIMIT_PER_MINUTE = 300;
/** Reports the whole site takes a minute: 200 a second, fifty times the average of the busiest month sized for. */
export const VITALS_SITE_LIMIT_PER_MINUTE = 12_000;
/** Reports the whole site keeps a day: half as many again as that month's busiest day (decision 057). */
export const VITALS_DAILY_CAP = 500_000;
export const MINUTE_MS = 60_000;

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
export function siteWindows(at: Date) {
  const minuteStart = Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS;
  const dayStart = Math.floor(at.getTime() / DAY_MS) * DAY_MS;
  return {
    minuteKey: `vitals-site-minute:${new Date(minuteStart).toISOString().slice(0, 16)}`,
    minuteEnd: new Date(minuteStart + MINUTE_MS),
    dayKey: `vitals-site-day:${utcDay(at)}`,
    dayEnd: new Date(dayStart + DAY_MS),
  };
}
