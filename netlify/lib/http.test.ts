import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  HttpError,
  RequestAborted,
  assertSameOrigin,
  classifyFailure,
  clientIp,
  identifyCaller,
  json,
  noContent,
  readJson,
  route,
  toErrorResponse,
} from './http.ts';
import { allowConsoleError } from '../../tests/setup/per-file.ts';
import { call, context, request, type CallOptions } from '../../tests/helpers/api.ts';

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
      expect(res.body).toEqual({
        code: 'validation_failed',
        message: 'Unknown field',
        fieldErrors: { [key]: ['Unknown field'] },
      });
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

  it('answers 405 with Allow for other methods (HEAD is served wherever GET is)', async () => {
    const res = await call(fn, '/api/x', { method: 'PATCH' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD, POST, DELETE');
  });

  it("answers HEAD with GET's status and headers, the length of GET's body, and no body", async () => {
    const get = await call(fn, '/api/x');
    const head = await call(fn, '/api/x', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body).toBeUndefined();
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(JSON.stringify(get.body))));
    expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
    expect(head.headers.get('cache-control')).toBe('no-store');
  });

  it('answers HEAD without a body when GET is refused too, and 405 where there is no GET', async () => {
    const failing = route({
      GET: () => {
        throw new HttpError(401, 'Unauthorized');
      },
    });
    const refused = await call(failing, '/api/x', { method: 'HEAD' });
    expect(refused.status).toBe(401);
    expect(refused.body).toBeUndefined();
    const writeOnly = route({ POST: () => new Response(null, { status: 204 }) });
    const notServed = await call(writeOnly, '/api/x', { method: 'HEAD' });
    expect(notServed.status).toBe(405);
    expect(notServed.headers.get('allow')).toBe('POST');
    expect(notServed.body).toBeUndefined();
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

describe('classifyFailure', () => {
  const nodeAborted = () => Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
  const databaseReset = () => Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });

  it.each([
    ["a body read that failed (the client's)", new RequestAborted(nodeAborted())],
    ["Node's 'aborted' for a request whose socket closed", nodeAborted()],
    ['a stream closed early', Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' })],
    ['an AbortError', new DOMException('The operation was aborted', 'AbortError')],
  ])('blames the client for %s', (_label, error) => {
    expect(classifyFailure(error, request('/api/x'))).toBe('client-aborted');
  });

  it('blames the client for any failure once its request was aborted, even one that looks like the database', () => {
    const controller = new AbortController();
    controller.abort();
    const req = new Request('http://localhost/api/x', { signal: controller.signal });
    expect(classifyFailure(databaseReset(), req)).toBe('client-aborted');
  });

  it('blames the database for a reset connection to it while the client is still there', () => {
    expect(classifyFailure(databaseReset(), request('/api/x'))).toBe('database-unavailable');
  });

  it('keeps refusals and bugs apart', () => {
    expect(classifyFailure(new HttpError(404, 'Not Found'))).toBe('refusal');
    expect(classifyFailure(new TypeError('x is undefined'))).toBe('internal');
  });
});

describe('readJson from a client that goes away', () => {
  it('answers 400 and logs request.aborted (not database.unavailable) when the body stops short', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"email"'));
        controller.error(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
      },
    });
    const req = new Request('http://localhost/api/x', {
      method: 'POST',
      body,
      duplex: 'half',
      headers: { 'content-type': 'application/json', 'content-length': '100' },
    } as RequestInit);
    vi.stubEnv('LOG_LEVEL', 'info');
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    try {
      const res = await route({ POST: async (r) => json(await readJson(r, schema)) })(req, context());
      expect(res.status).toBe(400);
      expect(info.mock.calls.map(([line]) => JSON.parse(String(line)).event)).toEqual(['request.aborted']);
    } finally {
      info.mockRestore();
      vi.unstubAllEnvs();
    }
  });
});

describe('toErrorResponse', () => {
  it('answers 503 with Retry-After when the database is unreachable', async () => {
    const lost = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' });
    const res = toErrorResponse(lost, request('/api/x'));
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.json()).toEqual({ code: 'service_unavailable', message: expect.stringContaining('database') });
  });

  it('answers 500 without leaking the error for anything unexpected', async () => {
    const res = await allowConsoleError(() =>
      toErrorResponse(new TypeError('secret internals at line 3'), request('/api/x')),
    );
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).toBe('{"code":"internal_error","message":"Internal Server Error"}');
  });
});

describe('clientIp', () => {
  it("uses the platform's context, never a header the client sent", () => {
    expect(clientIp({ ip: '198.51.100.4' })).toBe('198.51.100.4');
    expect(clientIp(undefined)).toBe('0.0.0.0');
    const spoofed = request('/', { headers: { 'x-forwarded-for': '1.2.3.4', 'x-nf-client-connection-ip': '5.6.7.8' } });
    const fn = route({ GET: (_req, ctx) => Response.json({ ip: clientIp(ctx) }) });
    return expect(fn(spoofed, context({ ip: '198.51.100.4' })).then((r) => r.json())).resolves.toEqual({
      ip: '198.51.100.4',
    });
  });
});

describe('refusal log', () => {
  const SECRETS = {
    password: 'hunter2-correct-horse',
    token: 'reset-token-0123456789abcdef',
    cookie: 'wac_session=Fe26.2**sealed-session-cookie-value',
    sid: 'sid-AbCdEf0123456789AbCdEf0123456789AbCdEf012',
  };
  let lines: string[] = [];
  beforeEach(() => {
    lines = [];
    vi.stubEnv('LOG_LEVEL', 'info');
    vi.spyOn(console, 'info').mockImplementation((line: unknown) => void lines.push(String(line)));
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.mocked(console.info).mockRestore();
  });

  const audited = route(
    {
      POST: async (req) => {
        identifyCaller(req, 'user-123');
        await readJson(req, schema);
        throw new HttpError(401, 'Unauthorized');
      },
      PUT: () => {
        throw new HttpError(409, 'Conflict');
      },
      DELETE: () => noContent(),
    },
    { logRefusals: true },
  );
  const send = (options: CallOptions) =>
    audited(
      request(`/api/admin/users/x?token=${SECRETS.token}`, {
        ...options,
        cookie: SECRETS.cookie,
        headers: { authorization: `Bearer ${SECRETS.token}`, 'x-session-id': SECRETS.sid, ...options?.headers },
      }),
      context({ ip: '203.0.113.77' }),
    );

  it.each([
    ['400 (validation)', { body: { email: 'nope', name: SECRETS.password, password: SECRETS.password } }, 400],
    ['401', { body: { email: 'a@example.com', name: SECRETS.password } }, 401],
    ['403 (cross-site)', { body: { password: SECRETS.password }, headers: { origin: 'https://evil.example' } }, 403],
    ['409', { method: 'PUT', body: { password: SECRETS.password } }, 409],
    ['405', { method: 'PATCH', body: { password: SECRETS.password } }, 405],
  ] as [string, CallOptions, number][])(
    'logs one structured line for a %s, without secrets',
    async (_name, options, status) => {
      const res = await send(options);
      expect(res.status).toBe(status);
      expect(lines).toHaveLength(1);
      const line = JSON.parse(lines[0]!);
      expect(line).toEqual({
        at: expect.any(String),
        event: 'request.refused',
        route: `${options.method ?? 'POST'} /api/admin/users/x`,
        status,
        ip: '203.0.113.0',
        ...(status === 400 || status === 401 ? { userId: 'user-123' } : {}),
      });
      for (const secret of [...Object.values(SECRETS), 'Fe26', 'hunter2', '203.0.113.77']) {
        expect(lines[0]).not.toContain(secret);
      }
    },
  );

  it('logs nothing for an accepted request, or on routes that do not ask for it', async () => {
    expect((await send({ method: 'DELETE' })).status).toBe(204);
    const plain = route({ POST: () => Promise.reject(new HttpError(429, 'Too many requests')) });
    expect((await plain(request('/api/x', { body: {} }), context())).status).toBe(429);
    expect(lines).toEqual([]);
  });
});

describe('route with methods named like Object.prototype members', () => {
  it.each(['constructor', 'toString', 'valueOf', 'hasOwnProperty'])('answers 405 for %s', async (method) => {
    const fn = route({ GET: () => Response.json({}) });
    const res = await fn(new Request('http://localhost/api/x', { method }), context());
    expect(res.status).toBe(405);
  });
});
