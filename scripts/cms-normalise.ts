// npm run cms:normalise: rewrites every content file the editor edits in the form the editor saves it
// (scripts/cms/decap-files.ts), so an editor's save changes only what they changed. Run it after writing a
// content file by hand; scripts/cms/decap-files.test.ts fails while a file is in another form.
import { readFileSync, writeFileSync } from 'node:fs';
import { asEditorWrites, editorFiles } from './cms/decap-files.ts';

let changed = 0;
for (const entry of editorFiles()) {
  const text = readFileSync(entry.file, 'utf8');
  const written = await asEditorWrites(entry, text);
  if (written !== text) {
    writeFileSync(entry.file, written);
    changed += 1;
    console.log(`normalised ${entry.file}`);
  }
}
console.log(`${changed} file(s) rewritten in the editor's form.`);
