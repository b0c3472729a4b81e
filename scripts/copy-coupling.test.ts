// The browser tests repeat little page copy (docs/decisions/036): at most ten strings from src/content are
// written out in tests/e2e; the rest is read from the content files, so an editor's rewording keeps CI green.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copiedStrings } from './copy-coupling.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const scratch = mkdtempSync(path.join(tmpdir(), 'copy-coupling-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A project of two files: the content and one browser spec. */
function project(content: string, spec: string): string {
  const root = mkdtempSync(path.join(scratch, 'project-'));
  mkdirSync(path.join(root, 'src', 'content', 'pages'), { recursive: true });
  mkdirSync(path.join(root, 'tests', 'e2e'), { recursive: true });
  writeFileSync(path.join(root, 'src', 'content', 'pages', 'home.yaml'), content);
  writeFileSync(path.join(root, 'tests', 'e2e', 'home.spec.ts'), spec);
  return root;
}

describe('copy written into the browser tests', () => {
  it('finds a sentence of the content files written out in a spec, with its line', () => {
    const root = project(
      'heading: Transforming business through technology\nlink: /services/agentic-ai\n',
      [
        "await expect(page.getByRole('heading', { name: 'Transforming business through technology' })).toBeVisible();",
        "await page.goto('/services/agentic-ai');",
        'const copy = pageCopy(`home`);',
      ].join('\n'),
    );
    expect(copiedStrings(root)).toEqual([
      { text: 'Transforming business through technology', places: ['tests/e2e/home.spec.ts:1'] },
    ]);
  });

  it('is at most ten strings in this project', () => {
    const copied = copiedStrings(ROOT);
    expect(
      copied.length,
      copied.map(({ text, places }) => `"${text}" ${places.join(', ')}`).join('\n'),
    ).toBeLessThanOrEqual(10);
  });
});
