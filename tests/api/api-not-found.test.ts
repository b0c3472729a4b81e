// Unknown /api/* addresses answer the API's JSON 404, never the site's HTML 404 page: on Netlify through
// the catch-all function (routed on /api/* minus every other function's address, as Netlify reads both
// from the source), and under npm start and npm run dev through the same routing (scripts/serve/functions.ts).
import path from 'node:path';
import { listFunctions } from '@netlify/zip-it-and-ship-it';
import { describe, expect, it } from 'vitest';
import { loadFunctions, matchFunction } from '../../scripts/serve/functions.ts';
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

  it("is excluded from every other function's address, as Netlify reads them (add a new function's address there)", async () => {
    const listed = await listFunctions([directory], { parseISC: true });
    const catchAll = listed.find((fn) => fn.name === CATCH_ALL);
    expect(catchAll?.routes?.map((route) => route.pattern)).toEqual(['/api/*']);
    const excluded = (catchAll?.excludedRoutes ?? []).map((route) => route.pattern).sort();
    const others = listed
      .filter((fn) => fn.name !== CATCH_ALL)
      .flatMap((fn) => (fn.routes ?? []).map((route) => route.pattern))
      .sort();
    expect(excluded, `${CATCH_ALL}.mts config.excludedPath must list every other function's config.path`).toEqual(
      others,
    );
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
    for (const unknown of ['/api/', '/api/nope', '/api/user/extra', '/api/admin/users/x/y/z', '/api/account/']) {
      expect(nameAt(unknown), unknown).toBe(CATCH_ALL);
    }
    expect(nameAt('/dashboard')).toBeUndefined();
  });
});
