// No import circles anywhere, type-only imports included: ESLint's import-x/no-cycle sees the imports that
// run, dpdm (with its type-stripping off) also sees `import type`, so two modules that only name each
// other's types fail here too.
import { parseCircular, parseDependencyTree } from 'dpdm';
import { describe, expect, it } from 'vitest';

describe('imports', () => {
  it('form no circle', async () => {
    const tree = await parseDependencyTree(['{src,netlify,db,scripts,tests}/**/*.{ts,tsx,mts}', '*.{ts,mts}'], {
      context: process.cwd(),
      transform: false,
      skipDynamicImports: false,
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      exclude: /node_modules/,
    });
    // The graph is read through relative .ts imports (a resolver that failed would see no circles).
    expect(tree['src/schemas/account.ts']?.map((d) => d.id)).toContain('src/schemas/auth.ts');
    expect(parseCircular(tree)).toEqual([]);
  });
});
