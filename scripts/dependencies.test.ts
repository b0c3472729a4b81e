// Every package the code imports is declared in package.json, so a fresh install never depends on what
// another package happens to bring along (sharp through astro, chrome-launcher through lighthouse).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('..', import.meta.url).pathname;
const FOLDERS = ['src', 'netlify', 'db', 'scripts', 'tests'];
const SOURCE = /\.(ts|tsx|mts|mjs|js|astro)$/;
const SKIP = new Set(['node_modules', 'dist', '.astro', '.netlify']);

function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const path = join(folder, entry.name);
    if (statSync(join(ROOT, path)).isDirectory()) return sourceFiles(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

const IMPORTS = [
  /^\s*(?:import|export)\s[^'"]*?\sfrom\s*['"]([^'"]+)['"]/gm,
  /^\s*import\s*['"]([^'"]+)['"]/gm,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
];

/** 'react-dom/client' → 'react-dom', '@astrojs/react/server' → '@astrojs/react'; null for what is no package. */
function packageOf(specifier: string): string | null {
  if (/^(\.|\/|node:|astro:|virtual:)/.test(specifier) || builtinModules.includes(specifier)) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

export function importedPackages(files: string[]): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of files) {
    const code = readFileSync(join(ROOT, file), 'utf8');
    for (const pattern of IMPORTS) {
      for (const [, specifier] of code.matchAll(pattern)) {
        const name = packageOf(specifier!);
        if (name && !found.has(name)) found.set(name, file);
      }
    }
  }
  return found;
}

describe('package.json', () => {
  it('declares every package the code imports', () => {
    const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
    const declared = new Set([...Object.keys(manifest.dependencies), ...Object.keys(manifest.devDependencies)]);
    const rootFiles = readdirSync(ROOT).filter((name) => SOURCE.test(name) && statSync(join(ROOT, name)).isFile());
    const imported = importedPackages([...rootFiles, ...FOLDERS.flatMap(sourceFiles)]);
    expect(imported.get('react')).toBeDefined();
    const undeclared = [...imported].filter(([name]) => !declared.has(name)).map(([name, file]) => `${name} (${file})`);
    expect(undeclared).toEqual([]);
  });
});
