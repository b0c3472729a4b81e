// Netlify deploys every file in netlify/functions as a function: only function entry points may live
// there (tests and helpers belong in tests/api and netlify/lib), and each must declare its path.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadFunctions, matchFunction } from '../../scripts/serve/functions.ts';

const directory = path.resolve('netlify/functions');

describe('netlify/functions', () => {
  it('holds only .mts function entry points', () => {
    const offenders = readdirSync(directory).filter((file) => !/^[a-z0-9-]+\.mts$/.test(file));
    expect(offenders).toEqual([]);
  });

  it('gives every function a default handler and either a config.path under /api or a schedule', async () => {
    const routes = await loadFunctions(directory);
    expect(routes.length).toBeGreaterThan(0);
    for (const file of readdirSync(directory)) {
      const mod = await import(path.join(directory, file));
      expect(typeof mod.default, file).toBe('function');
      const scheduled = typeof mod.config?.schedule === 'string' && mod.config?.path === undefined;
      expect(
        scheduled || [mod.config?.path].flat().every((p: unknown) => typeof p === 'string' && p.startsWith('/api/')),
        file,
      ).toBe(true);
    }
    expect(matchFunction(routes, new Request('http://localhost/api/health'))?.route.name).toBe('health');
  });
});
