// Refusals against the API contract (src/schemas/api.ts): for every endpoint and method, each refusal the
// contract lists that a request alone can provoke is provoked (no session: 401; a member on an
// administrator's endpoint and a cross-site write: 403; a body that is not JSON: 415; a body or query
// that fails its schema: 400 with field messages; a body over the limit: 413; a malformed path parameter
// and an id nobody has: 404), and the answer's code must be one the contract gives that call (its own
// refusals and those derived from its access, method, body, query and address: refusalsOf). A listed code the sweep cannot
// reach by itself (conflict, wrong credentials, rate limits) is provoked by its endpoint's own tests.
import { beforeAll, describe, expect, it } from 'vitest';
import { contractEntries } from '../../src/schemas/api.ts';
import { ALWAYS, type Operation } from '../../src/schemas/api-operation.ts';
import { addressOf, type ApiMethod } from '../../src/schemas/api-routes/route.ts';
import type { ErrorCode } from '../../src/schemas/errors.ts';
import { TEST_PASSWORD, signedIn } from '../helpers/accounts.ts';
import { call } from '../helpers/api.ts';
import { uniqueIp } from '../helpers/ips.ts';
import { loadRoutes, routes } from '../helpers/write-scenarios.ts';

/** Reached by the endpoints' own tests (a taken address, a wrong password, a limit spent), not here. */
const PROVOKED_ELSEWHERE: readonly ErrorCode[] = ['conflict', 'invalid_credentials', 'rate_limited'];

const NOBODY = '00000000-0000-4000-8000-000000000000';
/** Path parameters no record has. */
const MISSING = { id: NOBODY, userId: NOBODY, version: '999', name: 'no-such-application', dataset: 'no-such-data' };

interface Probe {
  why: string;
  status: number;
  code: ErrorCode;
  signedIn: boolean;
  headers?: Record<string, string>;
  body?: string;
  query?: string;
  params?: Record<string, string>;
  /** The message the answer must carry. */
  message?: string;
}

/**
 * The example body with the proof its caller (a member with no second factor) can give: the test password
 * in the operation's password field, and none of the example's codes or passkey answers (each is checked).
 */
function provable(operation: Operation, example: unknown): unknown {
  if (!operation.proof || operation.access === 'administrator' || !example || typeof example !== 'object') {
    return example;
  }
  const body = { ...(example as Record<string, unknown>) };
  if (operation.proofFields?.code !== null) delete body[operation.proofFields?.code ?? 'code'];
  delete body.assertion;
  body[operation.proofFields?.password ?? 'password'] = TEST_PASSWORD;
  return body;
}

/** The refusals a request can provoke for one operation, by what the contract lists for it. */
function probes(
  path: string,
  method: ApiMethod,
  operation: Operation,
  refusals: readonly ErrorCode[],
  params: Readonly<Record<string, { notFound: string }>>,
): Probe[] {
  const lists = (code: ErrorCode) => refusals.includes(code);
  const list: Probe[] = [];
  if (lists('unauthenticated')) list.push({ why: 'no session', status: 401, code: 'unauthenticated', signedIn: false });
  if (lists('forbidden') && path.startsWith('/api/admin/')) {
    list.push({ why: "a member on an administrator's endpoint", status: 403, code: 'forbidden', signedIn: true });
  }
  if (lists('forbidden') && method !== 'GET') {
    const headers = { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' };
    list.push({ why: 'a cross-site write', status: 403, code: 'forbidden', signedIn: true, headers, body: '{}' });
  }
  if (lists('unsupported_media_type')) {
    // A beacon's JSON may come as text/plain (navigator.sendBeacon): XML is refused everywhere.
    const headers = { 'content-type': operation.bodyTypes === 'json-or-text' ? 'application/xml' : 'text/plain' };
    list.push({
      why: 'a body that is not JSON',
      status: 415,
      code: 'unsupported_media_type',
      signedIn: true,
      headers,
      body: 'x',
    });
  }
  if (lists('validation_failed') && operation.body) {
    const headers = { 'content-type': 'application/json' };
    list.push({
      why: 'a body its schema refuses',
      status: 400,
      code: 'validation_failed',
      signedIn: true,
      headers,
      body: '{"unexpected":1}',
    });
  }
  if (lists('validation_failed') && operation.query) {
    list.push({
      why: 'a query its schema refuses',
      status: 400,
      code: 'validation_failed',
      signedIn: true,
      query: 'page=0&limit=0&from=x',
    });
  }
  if (lists('payload_too_large')) {
    const headers = { 'content-type': 'application/json' };
    const body = JSON.stringify({ padding: 'x'.repeat(2 * 1024 * 1024) });
    list.push({ why: 'a body over the limit', status: 413, code: 'payload_too_large', signedIn: true, headers, body });
  }
  for (const [name, { notFound }] of Object.entries(params)) {
    // Before the body is read: no body is sent.
    list.push({
      why: `a malformed ${name}`,
      status: 404,
      code: 'not_found',
      signedIn: true,
      params: { ...MISSING, version: '1', name: 'brand-persona', [name]: 'not-a-thing' },
      message: notFound,
    });
  }
  if (lists('not_found')) {
    const headers = operation.body ? { 'content-type': 'application/json' } : undefined;
    list.push({
      why: 'an id nobody has',
      status: 404,
      code: 'not_found',
      signedIn: true,
      headers,
      // A body the schema accepts (the contract's example) carrying the proof the caller holds, so the
      // refusal is for the missing record.
      body: operation.body ? JSON.stringify(provable(operation, operation.example?.())) : undefined,
      params: MISSING,
    });
  }
  return list;
}

beforeAll(loadRoutes);

const entries = contractEntries();

describe('refusals match the contract', () => {
  it.each(entries.map((entry) => [entry.name, entry] as const))('%s', async (_name, entry) => {
    const [member, admin] = await Promise.all([signedIn('member'), signedIn('admin')]);
    const route = routes.get(entry.name)!;
    for (const method of entry.methods) {
      const operation = entry.operations[method]!;
      const allowed = entry.refusals[method]!;
      const provoked = new Set<ErrorCode>();
      for (const probe of probes(entry.path, method, operation, allowed, entry.params)) {
        const caller =
          entry.path.startsWith('/api/admin/') && probe.why !== "a member on an administrator's endpoint"
            ? admin
            : member;
        let address = addressOf(entry.path, probe.params ?? { ...MISSING, version: '1', name: 'brand-persona' });
        if (probe.query) address += `?${probe.query}`;
        const answer = await call(route.handler, address, {
          method,
          ip: uniqueIp(),
          headers: probe.headers,
          rawBody: probe.body,
          cookie: probe.signedIn ? caller.cookie : undefined,
        });
        const label = `${method} ${entry.name}: ${probe.why}`;
        expect(answer.status, label).toBe(probe.status);
        expect(allowed, `${label} answered ${answer.body?.code}, which the contract does not list`).toContain(
          answer.body?.code,
        );
        // The code, the message when the probe names one, and field messages exactly when a field was refused.
        expect(answer.body, label).toMatchObject({
          code: probe.code,
          ...(probe.message && { message: probe.message }),
        });
        expect(Object.keys(answer.body.fieldErrors ?? {}).length > 0, `${label}: field messages`).toBe(
          probe.code === 'validation_failed',
        );
        provoked.add(answer.body.code);
      }
      const unprovoked = allowed.filter(
        (code) => !ALWAYS.includes(code) && !provoked.has(code) && !PROVOKED_ELSEWHERE.includes(code),
      );
      expect(unprovoked, `${method} ${entry.name} lists codes nothing here provoked`).toEqual([]);
    }
  });

  it("once a session's account budget is spent, every refusal any account call answers is one its contract lists", async () => {
    const me = await signedIn('member');
    const account = routes.get('account')!;
    let last = 0;
    for (let spent = 0; spent < 121 && last !== 429; spent += 1) {
      last = (await call(account.handler, '/api/account', { cookie: me.cookie, ip: uniqueIp() })).status;
    }
    expect(last).toBe(429);
    const limited: string[] = [];
    for (const entry of entries.filter((candidate) => candidate.path.startsWith('/api/account'))) {
      const route = routes.get(entry.name)!;
      for (const method of entry.methods) {
        const answer = await call(route.handler, addressOf(entry.path, { id: NOBODY }), {
          method,
          ip: uniqueIp(),
          cookie: me.cookie,
          body: entry.operations[method]!.body ? {} : undefined,
        });
        if (answer.status < 400) continue;
        const label = `${method} ${entry.name} answered ${answer.status} ${answer.body?.code}`;
        expect(entry.refusals[method], label).toContain(answer.body?.code);
        if (answer.status === 429) limited.push(`${method} ${entry.name}`);
      }
    }
    expect(limited).toEqual(expect.arrayContaining(['GET account', 'GET account-export', 'GET account-two-factor']));
  });
});
