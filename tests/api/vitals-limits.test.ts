// The speed reports' limits: a client is an IPv4 address or an IPv6 /64, counted under a keyed hash that
// changes every day; the whole site takes at most so many reports a minute and keeps at most so many a
// day; the limiter's rows go with the purge once their window has ended.
import { createHash } from 'node:crypto';
import { randomInt } from 'node:crypto';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { setClock } from '../../netlify/lib/clock.ts';
import { getDb } from '../../netlify/lib/db.ts';
import { purgeExpired } from '../../netlify/lib/retention.ts';
import { VITALS_LIMIT_PER_MINUTE, vitalsSubject } from '../../netlify/lib/vitals/limiter.ts';
import { call } from '../helpers/api.ts';
import { uniqueIp } from '../helpers/ips.ts';
import vitals from '../../netlify/functions/vitals.mts';

const report = (ip: string, LCP = 2000) =>
  call(vitals, '/api/vitals', {
    method: 'POST',
    rawBody: JSON.stringify({ template: '/showcase/[slug]', device: 'tablet', LCP }),
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    ip,
  });

async function storedAt(at: Date) {
  return getDb().selectFrom('webVitalSamples').select('lcp').where('receivedAt', '=', at).execute();
}

const statuses = (answers: { status: number }[]) =>
  answers.reduce<Record<number, number>>(
    (counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
    {},
  );

/** A /64 of the documentation range no other test uses. */
const uniqueSlash64 = () => `2001:db8:${randomInt(65536).toString(16)}:${randomInt(65536).toString(16)}`;

afterEach(() => {
  delete process.env.VITALS_SITE_LIMIT_PER_MINUTE;
  delete process.env.VITALS_DAILY_CAP;
});
afterAll(() => setClock(undefined));

describe('the speed reports’ limits', () => {
  it(`counts 1,000 addresses of one IPv6 /64 as one client (${VITALS_LIMIT_PER_MINUTE} a minute); the next /64 is another`, async () => {
    const at = new Date('2033-01-10T10:00:00Z');
    setClock(() => at);
    const network = uniqueSlash64();
    const answers = await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        report(`${network}:${(i + 1).toString(16)}:${randomInt(65536).toString(16)}::1`),
      ),
    );
    expect(statuses(answers)).toEqual({ 204: VITALS_LIMIT_PER_MINUTE, 429: 1000 - VITALS_LIMIT_PER_MINUTE });
    expect(await storedAt(at)).toHaveLength(VITALS_LIMIT_PER_MINUTE);
    const [a, b, c, d] = network.split(':');
    const neighbour = `${a}:${b}:${c}:${(parseInt(d!, 16) ^ 1).toString(16)}::1`;
    expect((await report(neighbour)).status).toBe(204);
    // IPv4 addresses are counted one by one: the next address along is not limited.
    const ip = uniqueIp();
    await Promise.all(Array.from({ length: VITALS_LIMIT_PER_MINUTE }, () => report(ip)));
    expect((await report(ip)).status).toBe(429);
    const [w, x, y, z] = ip.split('.').map(Number);
    expect((await report(`${w}.${x}.${y}.${z! === 254 ? 253 : z! + 1}`)).status).toBe(204);
  });

  it('takes at most the site’s ceiling a minute from every address together, and again the next minute', async () => {
    const at = new Date('2033-01-11T10:00:30Z');
    setClock(() => at);
    process.env.VITALS_SITE_LIMIT_PER_MINUTE = '50';
    const answers = await Promise.all(Array.from({ length: 60 }, () => report(uniqueIp())));
    expect(statuses(answers)).toEqual({ 204: 50, 429: 10 });
    // Refused until the minute ends: 30 seconds on.
    const refused = answers.find((res) => res.status === 429)!;
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(await storedAt(at)).toHaveLength(50);
    const nextMinute = new Date('2033-01-11T10:01:00Z');
    setClock(() => nextMinute);
    expect((await report(uniqueIp())).status).toBe(204);
  });

  it('keeps at most the daily cap a day (then refuses until midnight UTC), and takes reports again the next day', async () => {
    process.env.VITALS_DAILY_CAP = '30';
    const morning = new Date('2033-01-12T10:00:00Z');
    setClock(() => morning);
    const first = await Promise.all(Array.from({ length: 20 }, () => report(uniqueIp())));
    expect(statuses(first)).toEqual({ 204: 20 });
    const noon = new Date('2033-01-12T12:00:00Z');
    setClock(() => noon);
    const second = await Promise.all(Array.from({ length: 20 }, () => report(uniqueIp())));
    expect(statuses(second)).toEqual({ 204: 10, 429: 10 });
    expect(second.find((res) => res.status === 429)!.headers.get('retry-after')).toBe(String(12 * 3600));
    expect((await storedAt(morning)).length + (await storedAt(noon)).length).toBe(30);
    // Once the day is full nothing more is counted: no row is made for a client the site refuses.
    const late = new Date('2033-01-12T13:00:00Z');
    setClock(() => late);
    const stranger = uniqueIp();
    expect((await report(stranger)).status).toBe(429);
    const strangerRow = await getDb()
      .selectFrom('rateLimits')
      .select('key')
      .where('key', '=', vitalsSubject(stranger, late))
      .execute();
    expect(strangerRow).toEqual([]);
    const nextDay = new Date('2033-01-13T00:00:01Z');
    setClock(() => nextDay);
    expect((await report(uniqueIp())).status).toBe(204);
  });

  it('counts a client under a keyed hash that changes each day and with the secret, never a bare SHA-256 of its address', async () => {
    const at = new Date('2033-01-14T10:00:00Z');
    setClock(() => at);
    const ip = uniqueIp();
    expect((await report(ip)).status).toBe(204);
    const key = vitalsSubject(ip, at);
    const row = await getDb().selectFrom('rateLimits').select('count').where('key', '=', key).executeTakeFirstOrThrow();
    expect(row.count).toBe(1);
    for (const encoding of ['hex', 'base64url', 'base64'] as const) {
      const bare = createHash('sha256').update(ip).digest(encoding);
      expect(key).not.toContain(bare.slice(0, 16));
      const found = await getDb()
        .selectFrom('rateLimits')
        .select('key')
        .where('key', 'like', `%${bare.slice(0, 16)}%`)
        .execute();
      expect(found).toEqual([]);
    }
    expect(key).not.toContain(ip);
    expect(vitalsSubject(ip, new Date('2033-01-15T10:00:00Z'))).not.toBe(key);
    expect(vitalsSubject(ip, new Date('2033-01-14T23:59:59Z'))).toBe(key);
    const secret = process.env.SESSION_SECRET;
    process.env.SESSION_SECRET = `${secret}-another`;
    try {
      expect(vitalsSubject(ip, at)).not.toBe(key);
    } finally {
      process.env.SESSION_SECRET = secret;
    }
  });

  it('the purge deletes the limiter’s rows once their window has ended', async () => {
    // Two hours ago, at the real clock's scale: a purge "in the future" would touch other files' rows.
    const earlier = new Date(Date.now() - 2 * 3600_000);
    setClock(() => earlier);
    const ip = uniqueIp();
    expect((await report(ip)).status).toBe(204);
    const key = vitalsSubject(ip, earlier);
    const minuteKey = `vitals-site-minute:${new Date(Math.floor(earlier.getTime() / 60_000) * 60_000).toISOString().slice(0, 16)}`;
    const rows = () => getDb().selectFrom('rateLimits').select('key').where('key', 'in', [key, minuteKey]).execute();
    expect(await rows()).toHaveLength(2);
    setClock(undefined);
    await purgeExpired(getDb());
    expect(await rows()).toEqual([]);
  });
});
