// The functions against the API contract (src/schemas/api.ts). Netlify routes a
// function by the `config.path` it reads from the source without running it (zip-it-and-ship-it's static
// parse: an imported value would be lost), so each function keeps its address as a literal and this test
// holds the literal, as Netlify reads it, to the contract. It also holds the methods each function
// answers (the Allow header of its 405) and the status of a happy call to the contract.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { listFunctions } from '@netlify/zip-it-and-ship-it';
import { describe, expect, it } from 'vitest';
import { apiContract, contractEntries, paramNamesOf, type EndpointName } from '../../src/schemas/api.ts';
import { addressOf } from '../../src/schemas/api-routes/route.ts';
import { signedIn } from '../helpers/accounts.ts';
import { ORIGIN, call, context } from '../helpers/api.ts';

const directory = path.resolve('netlify/functions');
const entries = contractEntries();
/** Answers every /api/* address no endpoint has (a JSON 404): no endpoint of its own (api-not-found.test.ts). */
const CATCH_ALL = 'api-not-found';

async function loadFunction(name: string) {
  return import(pathToFileURL(path.join(directory, `${name}.mts`)).href);
}

describe('the API contract', () => {
  it('names every function with an address, and only those', async () => {
    const routed: string[] = [];
    for (const file of readdirSync(directory)) {
      const mod = await import(pathToFileURL(path.join(directory, file)).href);
      const name = file.replace(/\.mts$/, '');
      if (mod.config?.path !== undefined && name !== CATCH_ALL) routed.push(name);
    }
    expect(routed.sort()).toEqual(Object.keys(apiContract).sort());
  });

  it("gives each function the contract's address, as Netlify reads it from the source", async () => {
    const listed = await listFunctions([directory], { parseISC: true });
    const netlifyPaths = Object.fromEntries(
      listed
        .filter((fn) => fn.routes?.length && fn.name !== CATCH_ALL)
        .map((fn) => [fn.name, fn.routes!.map((route) => route.pattern)]),
    );
    const contractPaths = Object.fromEntries(entries.map((entry) => [entry.name, [entry.path]]));
    expect(netlifyPaths).toEqual(contractPaths);
  });

  it("gives each function the contract's address at run time (as npm start and the tests route it)", async () => {
    for (const entry of entries) {
      const mod = await loadFunction(entry.name);
      expect([mod.config.path].flat(), entry.name).toEqual([entry.path]);
    }
  });

  it('answers exactly the methods the contract declares (Allow on a 405)', async () => {
    for (const entry of entries) {
      const mod = await loadFunction(entry.name);
      const address = new URL(
        addressOf(entry.path, { id: 'x', userId: 'x', name: 'x', version: '1', dataset: 'x' }),
        ORIGIN,
      );
      const response = await mod.default(new Request(address, { method: 'PROPFIND' }), context());
      expect(response.status, entry.name).toBe(405);
      const allowed = (response.headers.get('allow') ?? '').split(',').map((method: string) => method.trim());
      // HEAD is answered wherever GET is (route() in netlify/lib/http.ts), and is no operation of its own.
      const served = entry.methods.includes('GET') ? [...entry.methods, 'HEAD'] : [...entry.methods];
      expect(allowed.sort(), entry.name).toEqual(served.sort());
      expect(Object.keys(entry.operations).sort(), entry.name).toEqual([...entry.methods].sort());
    }
  });

  it('answers HEAD as it answers GET, with no body, wherever GET is allowed', async () => {
    const { cookie } = await signedIn('member');
    const reads = entries.filter((entry) => entry.methods.includes('GET'));
    expect(reads.length).toBeGreaterThan(10);
    for (const entry of reads) {
      const handler = (await loadFunction(entry.name)).default;
      const address = addressOf(entry.path, { id: 'x', userId: 'x', name: 'x', version: '1', dataset: 'x' });
      for (const who of [undefined, cookie]) {
        const get = await call(handler, address, { cookie: who });
        const head = await call(handler, address, { cookie: who, method: 'HEAD' });
        expect(head.status, `${entry.name} HEAD`).toBe(get.status);
        expect(head.body, `${entry.name} HEAD`).toBeUndefined();
        expect(head.headers.get('content-type'), entry.name).toBe(get.headers.get('content-type'));
        expect(head.headers.get('cache-control'), entry.name).toBe(get.headers.get('cache-control'));
      }
    }
  });

  it('declares a schema for each path parameter of an address, and no other', () => {
    for (const entry of entries) {
      expect(Object.keys(entry.params).sort(), entry.name).toEqual(paramNamesOf(entry.path).sort());
    }
  });

  it('gives each call the refusals that come with who may call it, its method, body, query and address', () => {
    const admin = entries.find((entry) => entry.name === 'admin-user')!;
    expect(admin.refusals.PATCH).toEqual(
      expect.arrayContaining(['unauthenticated', 'forbidden', 'unsupported_media_type', 'validation_failed']),
    );
    expect(admin.refusals.PATCH).toEqual(expect.arrayContaining(['payload_too_large', 'not_found', 'conflict']));
    const account = entries.find((entry) => entry.name === 'account')!;
    expect(account.refusals.GET).toContain('rate_limited');
    expect(account.refusals.GET).not.toContain('forbidden');
    const health = entries.find((entry) => entry.name === 'health')!;
    expect(health.refusals.GET).not.toContain('unauthenticated');
  });

  it("answers a member's reads with the contract's status and kind of answer", async () => {
    const { cookie } = await signedIn('member');
    const reads: EndpointName[] = [
      'health',
      'auth-user',
      'account',
      'account-sessions',
      'account-two-factor',
      'account-export',
      'member-dashboard',
      'member-brand-persona',
    ];
    for (const name of reads) {
      const operation = entries.find((entry) => entry.name === name)!.operations.GET!;
      const { status, headers, body } = await call(
        (await loadFunction(name)).default,
        addressOf(apiContract[name].path),
        {
          cookie,
        },
      );
      expect(status, name).toBe(operation.status);
      expect(operation.reply.kind, name).toMatch(/^(json|download)$/);
      expect(headers.get('content-type'), name).toMatch(/^application\/json/);
      expect(body, name).toBeTypeOf('object');
    }
  });
});
