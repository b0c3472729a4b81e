import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError, assertSameOrigin, clientIp, readJson, route, toErrorResponse } from './http.ts';
import { allowConsoleError } from '../../tests/setup/per-file.ts';
import { call, request } from '../../tests/helpers/api.ts';

const schema = z
  .object({ email: z.email('Please enter a valid email address'), name: z.string().min(1, 'Name is required') })
  .strict();

describe('readJson', () => {
  it('returns the parsed, validated body', async () => {
    const req = request('/api/x', { body: { email: 'a@example.com', name: 'Ann' } });
    await expect(readJson(req, schema)).resolves.toEqual({ email: 'a@example.com', name: 'Ann' });
  });

  it('answers 415 for a body that is not JSON', async () => {
    const req = request('/api/x', {
      rawBody: 'email=a',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    await expect(readJson(req, schema)).rejects.toMatchObject({ status: 415 });
  });

  it('answers 413 when the declared or actual body is over the limit', async () => {
    const big = { email: 'a@example.com', name: 'x'.repeat(2000) };
    await expect(readJson(request('/api/x', { body: big }), schema, { maxBytes: 1000 })).rejects.toMatchObject({
      status: 413,
    });
    const chunked = new Request('http://localhost/api/x', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(JSON.stringify(big)));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    await expect(readJson(chunked, schema, { maxBytes: 1000 })).rejects.toMatchObject({ status: 413 });
  });

  it('answers 400 for malformed JSON', async () => {
    const req = request('/api/x', { rawBody: '{"email":', headers: { 'content-type': 'application/json' } });
    await expect(readJson(req, schema)).rejects.toMatchObject({ status: 400, message: 'Malformed JSON body' });
  });

  it('answers 400 with a message per field, the first one as the summary', async () => {
    const error = await readJson(request('/api/x', { body: { email: 'nope', name: '' } }), schema).catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(400);
    expect(error.message).toBe('Please enter a valid email address');
    expect(error.fieldErrors).toEqual({ email: ['Please enter a valid email address'], name: ['Name is required'] });
  });

  it('rejects unknown fields (strict schemas)', async () => {
    const error = await readJson(
      request('/api/x', { body: { email: 'a@example.com', name: 'A', role: 'admin' } }),
      schema,
    ).catch((e) => e);
    expect(error.status).toBe(400);
    expect(error.fieldErrors).toEqual({ role: ['Unknown field'] });
  });
});

describe('keys named like Object.prototype members', () => {
  const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];
  const nested = z.strictObject({ name: z.string(), choices: z.strictObject({ a: z.boolean() }) });

  it.each(PROTOTYPE_NAMES)('answers 400 with "Unknown field" for %s at the top level and nested', async (key) => {
    const raw = `{"name":"Ann","choices":{"a":true,"${key}":{"${key}":1}},"${key}":{"polluted":true}}`;
    const error = await readJson(
      request('/api/x', { rawBody: raw, headers: { 'content-type': 'application/json' } }),
      nested,
    ).catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(400);
    expect(Object.entries(error.fieldErrors)).toEqual([
      [`choices.${key}`, ['Unknown field']],
      [key, ['Unknown field']],
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each(PROTOTYPE_NAMES)(
    'answers 400 (not 500) through route() for a body keyed %s, and says so in JSON',
    async (key) => {
      const fn = route({ POST: async (req) => Response.json(await readJson(req, schema)) });
      const res = await call(fn, '/api/x', {
        rawBody: `{"email":"a@example.com","name":"A","${key}":"x"}`,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Unknown field', fieldErrors: { [key]: ['Unknown field'] } });
      expect(Object.keys(res.body.fieldErrors)).toEqual([key]);
    },
  );

  it('gives field-error maps no prototype', async () => {
    const error = await readJson(request('/api/x', { body: { email: 'nope', name: 'A' } }), schema).catch((e) => e);
    expect(Object.getPrototypeOf(error.fieldErrors)).toBeNull();
  });
});

describe('assertSameOrigin', () => {
  it('allows same-origin mutations and requests without browser headers', () => {
    expect(() =>
      assertSameOrigin(
        request('/api/x', { body: {}, headers: { origin: 'http://localhost:8888', 'sec-fetch-site': 'same-origin' } }),
      ),
    ).not.toThrow();
    expect(() => assertSameOrigin(request('/api/x', { body: {} }))).not.toThrow();
  });

  it('answers 403 for a cross-site Origin or Sec-Fetch-Site', () => {
    expect(() =>
      assertSameOrigin(request('/api/x', { body: {}, headers: { origin: 'https://evil.example' } })),
    ).toThrow(expect.objectContaining({ status: 403 }));
    expect(() =>
      assertSameOrigin(request('/api/x', { body: {}, headers: { 'sec-fetch-site': 'cross-site' } })),
    ).toThrow(expect.objectContaining({ status: 403 }));
  });

  it('does not apply to reads', () => {
    expect(() => assertSameOrigin(request('/api/x', { headers: { origin: 'https://evil.example' } }))).not.toThrow();
  });
});

describe('route', () => {
  const fn = route({
    GET: () => new Response('{"ok":true}', { headers: { 'content-type': 'application/json' } }),
    POST: async (req) => {
      const body = await readJson(req, schema);
      return Response.json(body, { status: 201 });
    },
    DELETE: () => {
      throw new HttpError(409, 'You cannot delete your own account');
    },
  });

  it('adds security headers and no-store to every answer', async () => {
    const res = await call(fn, '/api/x');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('strict-transport-security')).toContain('max-age=');
  });

  it('answers 405 with Allow for other methods', async () => {
    const res = await call(fn, '/api/x', { method: 'PATCH' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, POST, DELETE');
  });

  it('maps validation, origin and domain errors to their status and a { message } body', async () => {
    expect((await call(fn, '/api/x', { body: { email: 'x' } })).status).toBe(400);
    expect(
      (
        await call(fn, '/api/x', {
          body: { email: 'a@example.com', name: 'A' },
          headers: { origin: 'https://evil.example' },
        })
      ).status,
    ).toBe(403);
    const conflict = await call(fn, '/api/x', { method: 'DELETE' });
    expect(conflict).toMatchObject({ status: 409, body: { message: 'You cannot delete your own account' } });
  });
});

describe('toErrorResponse', () => {
  it('answers 503 with Retry-After when the database is unreachable', async () => {
    const lost = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' });
    const res = toErrorResponse(lost, request('/api/x'));
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.json()).toEqual({ message: expect.stringContaining('database') });
  });

  it('answers 500 without leaking the error for anything unexpected', async () => {
    const res = await allowConsoleError(() =>
      toErrorResponse(new TypeError('secret internals at line 3'), request('/api/x')),
    );
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).toBe('{"message":"Internal Server Error"}');
  });
});

describe('clientIp', () => {
  it("uses Netlify's context, then its connection header", () => {
    expect(clientIp(request('/'), { ip: '198.51.100.4' })).toBe('198.51.100.4');
    expect(clientIp(request('/', { headers: { 'x-nf-client-connection-ip': '2001:db8::1' } }))).toBe('2001:db8::1');
  });
});
