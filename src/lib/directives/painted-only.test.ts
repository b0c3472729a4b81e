// Every island hydrates with one of the project's directives, `client:painted` or `client:touched`
// (docs/guides/how-pages-paint.md): Astro's own directives
// (`client:load`, `client:idle`, `client:visible`, `client:media`, `client:only`) start an island's script
// before the largest paint, on a page where a browser test may not be looking. This reads every .astro file.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

function astroFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) return astroFiles(file);
    return entry.name.endsWith('.astro') ? [file] : [];
  });
}

describe('client directives', () => {
  it('are client:painted or client:touched on every island', () => {
    const others = astroFiles('src').flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\sclient:(\w+)/g)]
        .filter((match) => !['painted', 'touched'].includes(match[1]!))
        .map((match) => `${file}: client:${match[1]}`),
    );
    expect(others).toEqual([]);
  });
});
