// Netlify deploys every file in netlify/functions as a function: only function entry points may live
// there (tests and helpers belong in tests/api and netlify/lib), and each must declare its path, be
// scheduled, or be reached by a rewrite in netlify.toml.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  loadFunctions,
  matchFunction,
  rewritesToFunctions,
  type FunctionRoute,
} from '../../scripts/serve/functions.ts';

const directory = path.resolve('netlify/functions');

describe('netlify/functions', () => {
  it('holds only .mts function entry points', () => {
    const offenders = readdirSync(directory).filter((file) => !/^[a-z0-9-]+\.mts$/.test(file));
    expect(offenders).toEqual([]);
  });

  it('gives every function a default handler and a config.path under /api, a schedule or a rewrite to it', async () => {
    const routes = await loadFunctions(directory);
    expect(routes.length).toBeGreaterThan(0);
    const rewritten = new Set(rewritesToFunctions(routes, readFileSync('netlify.toml', 'utf8')).map((r) => r.name));
    for (const file of readdirSync(directory)) {
      const mod = await import(path.join(directory, file));
      expect(typeof mod.default, file).toBe('function');
      const scheduled = typeof mod.config?.schedule === 'string' && mod.config?.path === undefined;
      const reached = mod.config?.path === undefined && rewritten.has(file.replace(/\.mts$/, ''));
      const paths = [mod.config?.path].flat();
      expect(
        scheduled || reached || paths.every((p: unknown) => typeof p === 'string' && p.startsWith('/api/')),
        file,
      ).toBe(true);
    }
    expect(matchFunction(routes, new Request('http://localhost/api/health'))?.route.name).toBe('health');
  });

  it('routes each request by method and path alone, the same way every time it is asked', () => {
    const handler = () => new Response(null);
    const routes: FunctionRoute[] = [
      { name: 'writes', patterns: [new URLPattern({ pathname: '/api/items/:id' })], methods: ['POST'], handler },
      { name: 'reads', patterns: [new URLPattern({ pathname: '/api/items/:id' })], handler },
    ];
    const match = (method: string, url: string) => {
      const found = matchFunction(routes, new Request(`http://localhost${url}`, { method }));
      return found && { name: found.route.name, params: found.params };
    };
    for (let round = 0; round < 2; round++) {
      expect(match('POST', '/api/items/1')).toEqual({ name: 'writes', params: { id: '1' } });
      expect(match('GET', '/api/items/1?page=2')).toEqual({ name: 'reads', params: { id: '1' } });
      expect(match('GET', '/api/items/2')).toEqual({ name: 'reads', params: { id: '2' } });
      expect(match('GET', '/api/other')).toBeUndefined();
    }
    // A function that changes its parameters changes no other request's.
    match('GET', '/api/items/1')!.params.id = 'changed';
    expect(match('GET', '/api/items/1')?.params).toEqual({ id: '1' });
  });
});
