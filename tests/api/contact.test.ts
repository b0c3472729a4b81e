import { describe, expect, it } from 'vitest';
import { getDb } from '../../netlify/lib/db.ts';
import { call } from '../helpers/api.ts';
import { uniqueIp } from '../helpers/ips.ts';
import { whileDatabaseUnreachable } from '../helpers/unreachable-database.ts';
import { CONTACT_RATE_LIMIT } from '../../netlify/lib/contact/service.ts';
import { CONTACT_SUCCESS_MESSAGE } from '../../src/schemas/contact.ts';
import contact from '../../netlify/functions/contact.mts';

const PATH = '/api/contact';

function enquiry(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.co.uk',
    company: 'Analytical Engines Ltd',
    serviceInterest: 'agentic-ai-solutions',
    message: `We would like to discuss an AI pilot. ref ${crypto.randomUUID()}`,
    ...overrides,
  };
}

/** Rows with this message (Postgres text cannot hold U+0000: such a message is looked up without it). */
async function stored(message: unknown) {
  const text = String(message).trim().replaceAll('\u0000', '');
  return getDb().selectFrom('contactSubmissions').selectAll().where('message', '=', text).execute();
}

describe('POST /api/contact', () => {
  it('stores the enquiry and answers with the reply promise', async () => {
    const payload = enquiry({ firstName: '  Ada ', email: ' ada@example.co.uk ' });
    const res = await call(contact, PATH, { body: payload, ip: uniqueIp() });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: CONTACT_SUCCESS_MESSAGE });
    expect(res.headers.get('cache-control')).toBe('no-store');
    const rows = await stored(payload.message);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.co.uk',
      company: 'Analytical Engines Ltd',
      serviceInterest: 'agentic-ai-solutions',
      handledAt: null,
    });
  });

  it('treats the company as optional (missing, null or blank)', async () => {
    for (const company of [undefined, null, '   ']) {
      const payload = enquiry({ company });
      const res = await call(contact, PATH, { body: payload, ip: uniqueIp() });
      expect(res.status).toBe(201);
      expect((await stored(payload.message))[0]?.company).toBeNull();
    }
  });

  const invalid: [string, Record<string, unknown>, string, RegExp][] = [
    ['a missing first name', { firstName: undefined }, 'firstName', /First name is required/],
    ['a blank last name', { lastName: '   ' }, 'lastName', /Last name is required/],
    ['a missing email', { email: '' }, 'email', /Email is required/],
    ['an invalid email', { email: 'ada@' }, 'email', /Please enter a valid email address/],
    ['an unknown service', { serviceInterest: 'astrology' }, 'serviceInterest', /choose a service/],
    ['a missing service', { serviceInterest: undefined }, 'serviceInterest', /choose a service/],
    ['a blank message', { message: '  ' }, 'message', /Message is required/],
    ['an over-long message', { message: 'x'.repeat(5001) }, 'message', /at most 5000/],
    ['an over-long company', { company: 'x'.repeat(201) }, 'company', /at most 200/],
    ['a non-text name', { firstName: 42 }, 'firstName', /required/],
    ['an unknown field', { phone: '01234' }, 'phone', /Unknown field/],
    ['a NUL in the first name', { firstName: 'Ada\u0000' }, 'firstName', /U\+0000, a control character/],
    ['a line break in the company', { company: 'Analytical\nEngines' }, 'company', /U\+000A, a control character/],
    ['a NUL in the message', { message: `Hello\u0000 ${crypto.randomUUID()}` }, 'message', /control characters/],
    ['an escape character in the message', { message: `Hi \u001b[31m ${crypto.randomUUID()}` }, 'message', /control/],
  ];
  it.each(invalid)('answers 400 for %s with the field message, storing nothing', async (_n, overrides, field, text) => {
    const payload = enquiry(overrides);
    const res = await call(contact, PATH, { body: payload, ip: uniqueIp() });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors[field].join(' ')).toMatch(text);
    expect(await stored(payload.message)).toHaveLength(0);
  });

  it('keeps the line breaks and tabs of a multi-line message', async () => {
    const message = `Dear team,\r\n\tWe would like a pilot.\nThanks ${crypto.randomUUID()}`;
    const res = await call(contact, PATH, { body: enquiry({ message }), ip: uniqueIp() });
    expect(res.status).toBe(201);
    expect((await stored(message))[0]?.message).toBe(message);
  });

  it('answers like a success to a filled-in honeypot, and stores nothing', async () => {
    const payload = enquiry({ website: 'https://spam.example' });
    const res = await call(contact, PATH, { body: payload, ip: uniqueIp() });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: CONTACT_SUCCESS_MESSAGE });
    expect(await stored(payload.message)).toHaveLength(0);
  });

  it('answers 415 for a form post, 400 for malformed JSON and 413 for an oversized body', async () => {
    const ip = uniqueIp();
    const form = await call(contact, PATH, {
      rawBody: 'firstName=Ada',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      ip,
    });
    expect(form.status).toBe(415);
    const broken = await call(contact, PATH, { rawBody: '{', headers: { 'content-type': 'application/json' }, ip });
    expect(broken.status).toBe(400);
    const huge = await call(contact, PATH, { body: enquiry({ message: 'x'.repeat(40_000) }), ip });
    expect(huge.status).toBe(413);
  });

  it('refuses GET and cross-site posts', async () => {
    expect((await call(contact, PATH)).status).toBe(405);
    const res = await call(contact, PATH, {
      body: enquiry(),
      headers: { 'sec-fetch-site': 'cross-site' },
      ip: uniqueIp(),
    });
    expect(res.status).toBe(403);
  });

  it(`accepts ${CONTACT_RATE_LIMIT.limit} enquiries an hour from one address, then 429 with Retry-After`, async () => {
    const ip = uniqueIp();
    const payloads = Array.from({ length: CONTACT_RATE_LIMIT.limit + 3 }, () => enquiry());
    const results = await Promise.all(payloads.map((body) => call(contact, PATH, { body, ip })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(CONTACT_RATE_LIMIT.limit);
    const limited = results.filter((r) => r.status === 429);
    expect(limited).toHaveLength(3);
    expect(Number(limited[0]!.headers.get('retry-after'))).toBeGreaterThan(3000);
    const storedCount = await getDb()
      .selectFrom('contactSubmissions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where(
        'message',
        'in',
        payloads.map((p) => p.message),
      )
      .executeTakeFirstOrThrow();
    expect(Number(storedCount.n)).toBe(CONTACT_RATE_LIMIT.limit);
  });

  it('answers 503 with Retry-After and a clear message while the database is unreachable', async () => {
    const res = await whileDatabaseUnreachable(() => call(contact, PATH, { body: enquiry(), ip: uniqueIp() }));
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBeTruthy();
    expect(res.body.message).toMatch(/try again/i);
  });
});
