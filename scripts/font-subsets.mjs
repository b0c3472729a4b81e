// The brand's two faces cut down to what the site writes (docs/decisions/017): from each Fontsource
// variable latin file, only the glyphs below and the weights the styles use (400 to 700), as one woff2 file
// per family. Astro's Fonts API then serves, preloads and metric-matches them like any local font.
// The files are made when the config loads (a few hundred milliseconds with HarfBuzz's subsetter) into
// node_modules/.cache, so they always follow the installed packages and this character list;
// tests/e2e/budgets.spec.ts checks that every character the built pages show is in it.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import subsetFont from 'subset-font';

const ASCII = [0x20, 0x7e];
const LATIN_1 = [0xa0, 0xff];
/** The punctuation and symbols the site's copy uses beyond ASCII. */
const PUNCTUATION = '£©·‘’“”–—…•←→✓€™';

/**
 * Per face, what it must draw. The text face (forms, dashboards, anything a visitor types) keeps all of
 * Latin-1 for accented names; the heading face the site's own copy: ASCII, the no-break space and its
 * punctuation. A character outside a face's list is drawn by its metric-matched fallback.
 */
export const FACES = {
  inter: { ranges: [ASCII, LATIN_1], extra: PUNCTUATION },
  'source-serif-4': { ranges: [ASCII, [0xa0, 0xa0]], extra: PUNCTUATION },
};

const hex = (code) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;

/** The characters of a face's list. */
export function faceText(pkg) {
  const { ranges, extra } = FACES[pkg];
  const fromRanges = ranges.flatMap(([from, to]) =>
    Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
  );
  return fromRanges.join('') + extra;
}

/** A face's list as a CSS unicode-range, for its @font-face rule. */
export function faceUnicodeRange(pkg) {
  const { ranges, extra } = FACES[pkg];
  return [
    ...ranges.map(([from, to]) => (from === to ? hex(from) : `${hex(from)}-${hex(to)}`)),
    ...[...extra].map((c) => hex(c.codePointAt(0))),
  ].join(',');
}

/** The weight range the styles use (Tailwind's normal to bold); the variable axis is cut to it. */
export const FONT_WEIGHTS = { min: 400, max: 700 };

const cacheDir = new URL('../node_modules/.cache/site-fonts/', import.meta.url);

/** Writes (once per source file and character list) the subset of a Fontsource variable face; returns its path. */
export async function subsetFace(pkg) {
  const source = readFileSync(new URL(`../node_modules/@fontsource-variable/${pkg}/files/${pkg}-latin-wght-normal.woff2`, import.meta.url));
  const text = faceText(pkg);
  const key = createHash('sha256').update(source).update(text).update(JSON.stringify(FONT_WEIGHTS)).digest('hex').slice(0, 12);
  const file = new URL(`${pkg}-${key}.woff2`, cacheDir);
  if (!existsSync(file)) {
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(file, await subsetFont(source, text, { targetFormat: 'woff2', variationAxes: { wght: FONT_WEIGHTS } }));
  }
  return file.pathname;
}
