// The brand's two faces cut down to what the site writes (docs/decisions/017): from each Fontsource
// variable latin file, only the glyphs below and the weights the styles use (400 to 700), as one woff2 file
// per family. Astro's Fonts API then serves them like any local font; their fallbacks' metrics come from
// scripts/font-fallbacks.mjs.
// The files are made when the config loads (a few hundred milliseconds with HarfBuzz's subsetter) into
// node_modules/.cache, so they always follow the installed packages and this character list;
// tests/built/budgets.test.ts checks that every character the built pages show is in it.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import subsetFont from 'subset-font';

const ASCII = [0x20, 0x7e];
const NO_BREAK_SPACE = [0xa0, 0xa0];
/** The punctuation and symbols the site's copy uses beyond ASCII (tests/built/budgets.test.ts checks the list). */
const PUNCTUATION = '£©·‘’“”–—…•←→✓€™';

/**
 * What both faces must draw: ASCII, the no-break space and the site's punctuation and symbols. Latin-1's
 * accented letters (a name typed into a form, say) are left out: they would cost the text face 6 KB, which
 * measured as the difference between a policy page's largest paint under 1.3 s on a phone and over it; such
 * a letter is drawn by the face's metric-matched fallback (docs/decisions/017).
 */
const RANGES = [ASCII, NO_BREAK_SPACE];

const hex = (code) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;

/** The characters the faces keep. */
export function fontText() {
  const fromRanges = RANGES.flatMap(([from, to]) =>
    Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
  );
  return fromRanges.join('') + PUNCTUATION;
}

/**
 * The same characters as a CSS unicode-range, for the @font-face rules. A range's end takes no `U+`
 * (`U+0020-007E`): with one, the browser drops the whole descriptor and the face claims every character.
 */
export function fontUnicodeRange() {
  return [
    ...RANGES.map(([from, to]) => (from === to ? hex(from) : `${hex(from)}-${hex(to).slice(2)}`)),
    ...[...PUNCTUATION].map((c) => hex(c.codePointAt(0))),
  ].join(',');
}

/** The weight range the styles use (Tailwind's normal to bold); the variable axis is cut to it. */
export const FONT_WEIGHTS = { min: 400, max: 700 };

const cacheDir = new URL('../node_modules/.cache/site-fonts/', import.meta.url);

/** The Fontsource variable latin file of a face. */
const faceSource = (pkg) =>
  readFileSync(
    new URL(`../node_modules/@fontsource-variable/${pkg}/files/${pkg}-latin-wght-normal.woff2`, import.meta.url),
  );

/** Writes (once per source file and character list) the subset of a Fontsource variable face; returns its path. */
export async function subsetFace(pkg) {
  const source = faceSource(pkg);
  const text = fontText();
  const key = createHash('sha256')
    .update(source)
    .update(text)
    .update(JSON.stringify(FONT_WEIGHTS))
    .digest('hex')
    .slice(0, 12);
  const file = new URL(`${pkg}-${key}.woff2`, cacheDir);
  if (!existsSync(file)) {
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(
      file,
      await subsetFont(source, text, { targetFormat: 'woff2', variationAxes: { wght: FONT_WEIGHTS } }),
    );
  }
  return file.pathname;
}

/**
 * The same characters of a Fontsource variable face at one weight, as TrueType: for the preview images'
 * renderer (satori), which reads neither woff2 nor variable faces.
 * @param {string} pkg
 * @param {number} weight
 * @returns {Promise<Buffer>}
 */
export async function staticFace(pkg, weight) {
  const source = faceSource(pkg);
  return subsetFont(source, fontText(), { targetFormat: 'truetype', variationAxes: { wght: weight } });
}
