import { beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '../../netlify/lib/db.ts';
import { call } from '../helpers/api.ts';
import { uniqueIp } from '../helpers/ips.ts';
import { CONSENT_CORRELATION_LIMIT, CONSENT_RATE_LIMIT } from '../../netlify/lib/consent/service.ts';
import type { RateLimitRule } from '../../netlify/lib/rate-limit.ts';
import consentLog from '../../netlify/functions/consent-log.mts';

const PATH = '/api/consent/log';
const ALL = { essential: true, analytics: true, marketing: true, functional: true };
const NONE = { essential: true, analytics: false, marketing: false, functional: false };
const SOME = { essential: true, analytics: true, marketing: false, functional: true };

function body(overrides: Record<string, unknown> = {}) {
  return {
    recordId: `rec_${crypto.randomUUID()}`,
    sessionId: 'sess_0123456789abcdef',
    action: 'grant',
    consentChoices: ALL,
    previousChoices: null,
    consentMethod: 'accept_all',
    correlationId: `corr_${crypto.randomUUID()}`,
    ...overrides,
  };
}

async function rowFor(correlationId: string) {
  return getDb().selectFrom('consentLogs').selectAll().where('correlationId', '=', correlationId).execute();
}

describe('POST /api/consent/log', () => {
  let ip: string;
  beforeEach(() => {
    ip = uniqueIp();
  });

  it('records a first Accept All as a grant with the truncated address, user agent, version and expiry', async () => {
    const payload = body();
    const before = Date.now();
    const res = await call(consentLog, PATH, {
      body: payload,
      ip: '203.0.113.77',
      headers: { 'user-agent': 'Mozilla/5.0 (test)' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ correlationId: payload.correlationId });
    const [row] = await rowFor(payload.correlationId);
    expect(row).toMatchObject({
      sessionId: payload.sessionId,
      ipAddress: '203.0.113.0',
      userAgent: 'Mozilla/5.0 (test)',
      action: 'grant',
      consentChoices: ALL,
      previousChoices: null,
      consentMethod: 'accept_all',
      consentVersion: '1.0',
    });
    const expiresInDays = (new Date(row!.expiryDate!).getTime() - before) / 86_400_000;
    expect(expiresInDays).toBeGreaterThan(389.9);
    expect(expiresInDays).toBeLessThan(390.1);
  });

  it('truncates IPv6 addresses to their /48', async () => {
    const payload = body();
    const res = await call(consentLog, PATH, { body: payload, ip: '2001:db8:85a3:8d3:1319:8a2e:370:7348' });
    expect(res.status).toBe(201);
    expect((await rowFor(payload.correlationId))[0]?.ipAddress).toBe('2001:db8:85a3::');
  });

  it('records a change of mind as update (accept or customise) or revoke (reject all), with the previous choice', async () => {
    const update = body({ action: 'update', consentMethod: 'customize', consentChoices: SOME, previousChoices: NONE });
    expect((await call(consentLog, PATH, { body: update, ip })).status).toBe(201);
    const revoke = body({ action: 'revoke', consentMethod: 'reject_all', consentChoices: NONE, previousChoices: SOME });
    expect((await call(consentLog, PATH, { body: revoke, ip })).status).toBe(201);
    expect((await rowFor(update.correlationId))[0]).toMatchObject({ action: 'update', previousChoices: NONE });
    expect((await rowFor(revoke.correlationId))[0]).toMatchObject({
      action: 'revoke',
      consentMethod: 'reject_all',
      consentChoices: NONE,
      previousChoices: SOME,
    });
  });

  it('makes up a correlation id when the browser sends none, and accepts a missing session id', async () => {
    const { correlationId: _c, sessionId: _s, ...rest } = body();
    const res = await call(consentLog, PATH, { body: rest, ip });
    expect(res.status).toBe(201);
    expect(res.body.correlationId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await rowFor(res.body.correlationId))[0]).toMatchObject({ sessionId: null, action: 'grant' });
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ['an unknown action', { action: 'maybe' }, 'action'],
    ['an unknown method', { consentMethod: 'shrug' }, 'consentMethod'],
    ['essential switched off', { consentChoices: { ...ALL, essential: false } }, 'consentChoices.essential'],
    ['a missing category', { consentChoices: { essential: true, analytics: true } }, 'consentChoices.marketing'],
    ['a non-boolean category', { consentChoices: { ...ALL, analytics: 'yes' } }, 'consentChoices.analytics'],
    ['an unknown category', { consentChoices: { ...ALL, tracking: true } }, 'consentChoices.tracking'],
    ['a grant after an earlier choice', { previousChoices: NONE }, 'action'],
    ['an update without an earlier choice', { action: 'update' }, 'action'],
    ['a revoke that is not Reject All', { action: 'revoke', previousChoices: NONE }, 'action'],
    ['Accept All that refuses a category', { consentChoices: SOME }, 'consentChoices'],
    ['Reject All that accepts a category', { consentMethod: 'reject_all', consentChoices: SOME }, 'consentChoices'],
    ['a malformed session id', { sessionId: 'not an id!' }, 'sessionId'],
    ['an over-long correlation id', { correlationId: 'x'.repeat(65) }, 'correlationId'],
    ['an unknown field', { ipAddress: '1.2.3.4' }, 'ipAddress'],
    ['a missing record id', { recordId: undefined }, 'recordId'],
    ['a malformed record id', { recordId: 'short' }, 'recordId'],
  ];
  it.each(invalid)('answers 400 for %s and stores nothing', async (_name, overrides, field) => {
    const payload = body(overrides);
    const res = await call(consentLog, PATH, { body: payload, ip });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toHaveProperty([field]);
    expect(await rowFor(String(payload.correlationId))).toHaveLength(0);
  });

  it('answers 400 for malformed JSON, 415 for a form post, 413 for an oversized body', async () => {
    expect(
      (await call(consentLog, PATH, { rawBody: '{"action":', headers: { 'content-type': 'application/json' }, ip }))
        .status,
    ).toBe(400);
    const form = await call(consentLog, PATH, {
      rawBody: 'action=grant',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      ip,
    });
    expect(form.status).toBe(415);
    const huge = await call(consentLog, PATH, { body: body({ padding: 'x'.repeat(5000) }), ip });
    expect(huge.status).toBe(413);
  });

  it('refuses other methods and cross-site posts', async () => {
    const get = await call(consentLog, PATH, { ip });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    const crossSite = await call(consentLog, PATH, {
      body: body(),
      ip,
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
  });

  it('stores a record sent again (a retry) once, answering 200 with the first correlation id', async () => {
    const first = body();
    expect((await call(consentLog, PATH, { body: first, ip })).status).toBe(201);
    const again = await call(consentLog, PATH, { body: { ...first, correlationId: undefined }, ip: uniqueIp() });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ correlationId: first.correlationId });
    expect(await rowFor(first.correlationId)).toHaveLength(1);
  });

  it('stores a record sent many times at once exactly once', async () => {
    const record = body();
    const results = await Promise.all(Array.from({ length: 10 }, () => call(consentLog, PATH, { body: record, ip })));
    expect(results.map((r) => r.status).sort()).toEqual([...Array(9).fill(200), 201]);
    expect(new Set(results.map((r) => r.body.correlationId))).toEqual(new Set([record.correlationId]));
    const rows = await getDb().selectFrom('consentLogs').select('id').where('recordId', '=', record.recordId).execute();
    expect(rows).toHaveLength(1);
  });

  /** Puts a subject `left` records away from a rule's limit, as if it had been busy this window. */
  async function nearLimit(rule: RateLimitRule, subject: string, left: number) {
    await getDb()
      .insertInto('rateLimits')
      .values({ key: `${rule.name}:${subject}`, count: rule.limit - left, resetAt: new Date(Date.now() + 60_000) })
      .onConflict((oc) => oc.column('key').doUpdateSet({ count: rule.limit - left }))
      .execute();
  }

  it('lets a shared office record hundreds of choices an hour from one address', () => {
    expect(CONSENT_RATE_LIMIT.limit / (CONSENT_RATE_LIMIT.windowSeconds / 3600)).toBeGreaterThanOrEqual(300);
  });

  it(`limits each address to ${CONSENT_RATE_LIMIT.limit} records an hour, answering 429 with Retry-After`, async () => {
    await nearLimit(CONSENT_RATE_LIMIT, ip, 2);
    const results = await Promise.all(Array.from({ length: 5 }, () => call(consentLog, PATH, { body: body(), ip })));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(2);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    const limited = results.find((r) => r.status === 429)!;
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another visitor is unaffected.
    expect((await call(consentLog, PATH, { body: body(), ip: uniqueIp() })).status).toBe(201);
  });

  it('accepts the retry of a stored record even from an address over its limit', async () => {
    const record = body();
    expect((await call(consentLog, PATH, { body: record, ip })).status).toBe(201);
    await nearLimit(CONSENT_RATE_LIMIT, ip, -5);
    expect((await call(consentLog, PATH, { body: body(), ip })).status).toBe(429);
    expect((await call(consentLog, PATH, { body: record, ip })).status).toBe(200);
  });

  it(`stops one correlation id after ${CONSENT_CORRELATION_LIMIT.limit} records, whatever the address`, async () => {
    const correlationId = `corr_${crypto.randomUUID()}`;
    const statuses: number[] = [];
    for (let i = 0; i < CONSENT_CORRELATION_LIMIT.limit + 2; i++) {
      statuses.push((await call(consentLog, PATH, { body: body({ correlationId }), ip: uniqueIp() })).status);
    }
    expect(statuses).toEqual([...Array(CONSENT_CORRELATION_LIMIT.limit).fill(201), 429, 429]);
    expect(await rowFor(correlationId)).toHaveLength(CONSENT_CORRELATION_LIMIT.limit);
  });
});
