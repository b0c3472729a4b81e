// How much page copy the browser tests repeat: string literals in tests/e2e that also appear in the
// content files (src/content), which an editor may reword in the CMS and so turn CI red. Browser tests read
// copy from the content files instead (docs/decisions/036); scripts/copy-coupling.test.ts holds the count
// at ten or fewer. `node scripts/copy-coupling.ts` prints the count and where each string is.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** A copied string and where the tests write it (`file:line`, relative to the project). */
export interface CopiedString {
  text: string;
  places: string[];
}

/** The files under `folder` whose names end with one of `endings`. */
function filesUnder(folder: string, endings: string[]): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && endings.some((ending) => entry.name.endsWith(ending)))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Each quoted literal on a line, in turn (a short one is read too, so its closing quote opens nothing). */
const LITERAL = /(['"`])((?:\\.|(?!\1).)*)\1/g;

/** Reads like a sentence or label (ten characters, two words), not an address, a selector or a template. */
const isCopyLike = (text: string) =>
  text.length >= 10 && /[a-z] [a-z]/i.test(text) && !/^(\/|http|#|\.|\[)/.test(text) && !text.includes('${');

/** The strings from the content files that the browser tests write out, each with its places. */
export function copiedStrings(root: string): CopiedString[] {
  const content = filesUnder(path.join(root, 'src', 'content'), ['.yaml', '.yml', '.md', '.json'])
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  const found = new Map<string, string[]>();
  for (const file of filesUnder(path.join(root, 'tests', 'e2e'), ['.ts', '.tsx', '.mjs'])) {
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        for (const [, , text] of line.matchAll(LITERAL)) {
          if (!isCopyLike(text!) || !content.includes(text!)) continue;
          const places = found.get(text!) ?? [];
          places.push(`${path.relative(root, file)}:${index + 1}`);
          found.set(text!, places);
        }
      });
  }
  return [...found].map(([text, places]) => ({ text, places }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const copied = copiedStrings(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const uses = copied.reduce((sum, { places }) => sum + places.length, 0);
  console.log(`${copied.length} distinct copy strings from src/content written into tests/e2e, ${uses} uses`);
  for (const { text, places } of copied) console.log(`  "${text.slice(0, 60)}"  ${places.join(', ')}`);
}
