// Saving an entry changes only what the editor changed: every content file the editor edits is already in
// the form Decap writes (its own formatters), so a save without edits leaves it byte-identical, and a
// changed field changes only that field's lines.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { asEditorWrites, editorFiles } from './decap-files.ts';

const files = editorFiles();

describe('content files in the editor’s form', () => {
  it('covers every collection the editor edits', () => {
    expect(files.length).toBeGreaterThan(50);
    for (const folder of ['insights', 'case-studies', 'services', 'pages'])
      expect(
        files.some((f) => f.file.startsWith(`src/content/${folder}/`)),
        folder,
      ).toBe(true);
  });

  it.each(files.map((f) => [f.file, f] as const))(
    '%s: a save without edits leaves it byte-identical',
    async (_, entry) => {
      const text = readFileSync(entry.file, 'utf8');
      expect(await asEditorWrites(entry, text), 'run `npm run cms:normalise`').toBe(text);
    },
  );

  it('a new title changes the title’s lines and nothing else', async () => {
    const entry = files.find((f) => f.file.endsWith('care-group-digital-rostering.md'))!;
    const text = readFileSync(entry.file, 'utf8');
    const edited = text.replace(/^title: .*$/m, 'title: A new headline for the care-home group');
    const saved = (await asEditorWrites(entry, edited)).split('\n');
    const before = text.split('\n');
    const changed = saved.filter((line, i) => line !== before[i]);
    expect(changed).toEqual(['title: A new headline for the care-home group']);
  });
});
