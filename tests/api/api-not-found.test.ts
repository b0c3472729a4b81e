// Unknown /api addresses (/api itself, anything under it) answer the API's JSON 404, never the site's HTML
// 404 page: on Netlify through the catch-all function, which netlify.toml's /api and /api/* rewrites reach
// where no function's path matched, and under npm start and npm run dev through the same routing
// (scripts/serve/functions.ts), which also gives it an /api address sent with a dot segment (/api/%2e%2e/admin)
// before the URL parser can resolve it to a page's.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { listFunctions } from '@netlify/zip-it-and-ship-it';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { loadFunctions, matchFunction, matchPath } from '../../scripts/serve/functions.ts';
import { apiContract } from '../../src/schemas/api.ts';
import { call } from '../helpers/api.ts';
import apiNotFound from '../../netlify/functions/api-not-found.mts';

const directory = path.resolve('netlify/functions');
const CATCH_ALL = 'api-not-found';

describe('the catch-all for unknown API addresses', () => {
  it('answers a JSON 404 in the error contract, for any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await call(apiNotFound, '/api/no-such-endpoint', { method });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.body).toMatchObject({ code: 'not_found', message: expect.any(String) });
    }
  });

  it('claims no address of its own: netlify.toml rewrites /api and /api/* to it, which Netlify applies after every function path', async () => {
    const listed = await listFunctions([directory], { parseISC: true });
    expect(listed.find((fn) => fn.name === CATCH_ALL)?.routes ?? []).toEqual([]);
    const { redirects = [] } = parse(readFileSync('netlify.toml', 'utf8')) as {
      redirects?: { from: string; to: string; status?: number; conditions?: unknown }[];
    };
    const rules = redirects.filter((r) => r.to === `/.netlify/functions/${CATCH_ALL}`);
    expect(rules).toEqual([
      { from: '/api', to: `/.netlify/functions/${CATCH_ALL}`, status: 200 },
      { from: '/api/*', to: `/.netlify/functions/${CATCH_ALL}`, status: 200 },
    ]);
    // No rule before them takes an /api address elsewhere.
    expect(redirects.slice(0, redirects.indexOf(rules[0]!)).filter((r) => r.from.startsWith('/api'))).toEqual([]);
  });

  it('leaves every contract address to its own function, and takes the rest (npm start and npm run dev)', async () => {
    const routes = await loadFunctions(directory);
    const nameAt = (pathname: string, method = 'GET') =>
      matchFunction(routes, new Request(`http://localhost${pathname}`, { method }))?.route.name;
    const filled = (address: string) => address.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');
    for (const [name, { path: address }] of Object.entries(apiContract)) {
      expect(nameAt(filled(address)), address).toBe(name);
      expect(nameAt(filled(address), 'PROPFIND'), address).toBe(name);
    }
    for (const unknown of [
      '/api',
      '/api/',
      '/api/nope',
      '/api/user/extra',
      '/api/admin/users/x/y/z',
      '/api/account/',
    ]) {
      expect(nameAt(unknown), unknown).toBe(CATCH_ALL);
    }
    expect(nameAt('/dashboard')).toBeUndefined();
    expect(nameAt('/apinot')).toBeUndefined();
  });

  it('takes an /api address sent with a dot segment, whatever the URL parser resolves it to', async () => {
    const routes = await loadFunctions(directory);
    // As the request line carried it; the parser makes the first /admin (a page) and the last /api/health.
    const sent = [
      '/api/%2e%2e/admin',
      '/api/%2E%2E/x',
      '/api/./x',
      '/api/../admin',
      '/api/.%2e/admin?x=1',
      '/api/user/%2e%2e',
      '/api/..',
      '/api/./health',
    ];
    for (const target of sent) {
      const pathname = new URL(target, 'http://localhost').pathname;
      expect(matchPath(routes, 'GET', pathname, target)?.route.name, target).toBe(CATCH_ALL);
      expect(matchPath(routes, 'POST', pathname, target)?.route.name, target).toBe(CATCH_ALL);
    }
    // Dots that are no segment of their own are a name like any other.
    expect(matchPath(routes, 'GET', '/api/...', '/api/...')?.route.name).toBe(CATCH_ALL);
    expect(matchPath(routes, 'GET', '/api/health', '/api/health')?.route.name).toBe('health');
    expect(matchPath(routes, 'GET', '/admin/', '/admin/')).toBeUndefined();
  });
});
