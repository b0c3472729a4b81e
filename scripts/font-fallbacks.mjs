// The faces a page paints with when the brand faces were not there in time for its first frame (a slow
// connection; docs/decisions/059): system fonts resized and re-spaced to take the room the brand face
// takes, so the page is laid out as it is in the brand faces. Every figure is
// computed at build time: the brand's from its font files (cut to each weight the styles use with
// HarfBuzz, read with Capsize's unpacker), the system fonts' from Capsize's metrics collection. The formula
// is Capsize's (createFontStack): size-adjust matches the average width of a line of English; the
// overrides then give the same ascent, descent and line gap at that size.
import { fromBuffer } from '@capsizecss/unpack';
import arial from '@capsizecss/metrics/arial';
import arialBold from '@capsizecss/metrics/arial/700';
import roboto from '@capsizecss/metrics/roboto';
import robotoMedium from '@capsizecss/metrics/roboto/500';
import robotoSemiBold from '@capsizecss/metrics/roboto/600';
import robotoBold from '@capsizecss/metrics/roboto/700';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import timesNewRomanBold from '@capsizecss/metrics/timesNewRoman/700';
import notoSerif from '@capsizecss/metrics/notoSerif';
import notoSerifMedium from '@capsizecss/metrics/notoSerif/500';
import notoSerifSemiBold from '@capsizecss/metrics/notoSerif/600';
import notoSerifBold from '@capsizecss/metrics/notoSerif/700';
import { staticFace } from './font-subsets.mjs';

/**
 * The weights the styles use, each with the band of requested weights it answers: a semibold heading is
 * drawn by a fallback sized to the semibold brand face (wider than its regular), so its lines break alike.
 */
const WEIGHTS = [
  { weight: 400, band: '1 449' },
  { weight: 500, band: '450 549' },
  { weight: 600, band: '550 649' },
  { weight: 700, band: '650 1000' },
];

/** A system font at the four weights: its metrics and the `local()` names of the file drawing each. */
const regularAndBold = (regular, bold, regularNames, boldNames) =>
  [regular, regular, bold, bold].map((metrics, i) => ({ metrics, names: i < 2 ? regularNames : boldNames }));

/** A system font with a file per weight (regular to bold), named `Family Medium` and `Family-Medium`. */
const filePerWeight = (family, metrics) =>
  ['Regular', 'Medium', 'SemiBold', 'Bold'].map((style, i) => ({
    metrics: metrics[i],
    names: [i === 0 ? family : `${family} ${style}`, `${family.replaceAll(' ', '')}-${style}`],
  }));

/**
 * The system fonts each family may fall back to, most common first, each under every name a platform
 * knows it by (full and PostScript names, for `local()`). Liberation and the Croscore fonts (Arimo, Tinos)
 * are drawn to Arial's and Times New Roman's metrics, so they share their sizes; Android has neither and
 * gets Roboto and Noto Serif, which have a file per weight. A semibold or bold brand face falls back to the
 * system font's bold file rather than a regular one drawn heavier by the browser.
 */
const SYSTEM_FONTS = {
  sans: [
    {
      key: 'Arial',
      weights: regularAndBold(
        arial,
        arialBold,
        ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans-Regular', 'Arimo', 'Arimo-Regular'],
        ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold', 'Arimo Bold', 'Arimo-Bold'],
      ),
    },
    { key: 'Roboto', weights: filePerWeight('Roboto', [roboto, robotoMedium, robotoSemiBold, robotoBold]) },
  ],
  serif: [
    {
      key: 'Times New Roman',
      weights: regularAndBold(
        timesNewRoman,
        timesNewRomanBold,
        ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'LiberationSerif', 'Tinos', 'Tinos-Regular'],
        [
          'Times New Roman Bold',
          'TimesNewRomanPS-BoldMT',
          'Liberation Serif Bold',
          'LiberationSerif-Bold',
          'Tinos Bold',
          'Tinos-Bold',
        ],
      ),
    },
    {
      key: 'Noto Serif',
      weights: filePerWeight('Noto Serif', [notoSerif, notoSerifMedium, notoSerifSemiBold, notoSerifBold]),
    },
  ],
};

/** The brand's two families: the Fontsource package and the generic family of each. */
const FACES = {
  serif: { pkg: 'source-serif-4', name: 'Source Serif 4', generic: 'serif' },
  sans: { pkg: 'inter', name: 'Inter', generic: 'sans-serif' },
};

/** The family name of a metric-matched fallback. */
const fallbackName = (face, system) => `${face.name} fallback: ${system.key}`;

/** The fallback families of a face, in order, then the first system font itself and the generic family. */
export function fallbackStack(kind) {
  const face = FACES[kind];
  return [...SYSTEM_FONTS[kind].map((system) => fallbackName(face, system)), SYSTEM_FONTS[kind][0].key, face.generic];
}

const percent = (value) => `${Number.parseFloat((value * 100).toFixed(4))}%`;

/** One @font-face: a system font's file resized to the brand face's metrics at one weight (Capsize's formula). */
function fallbackRule(face, system, { band }, { metrics: fallback, names }, brand) {
  const sizeAdjust = brand.xWidthAvg / brand.unitsPerEm / (fallback.xWidthAvg / fallback.unitsPerEm);
  const em = brand.unitsPerEm * sizeAdjust;
  const descriptors = [
    `font-family:"${fallbackName(face, system)}"`,
    `src:${names.map((name) => `local("${name}")`).join(',')}`,
    `font-weight:${band}`,
    'font-style:normal',
    `size-adjust:${percent(sizeAdjust)}`,
    `ascent-override:${percent(brand.ascent / em)}`,
    `descent-override:${percent(Math.abs(brand.descent) / em)}`,
    `line-gap-override:${percent(brand.lineGap / em)}`,
  ];
  return `@font-face{${descriptors.join(';')}}`;
}

/**
 * The stylesheet of fallback faces: for each family, each system font at each weight band. Astro's Fonts
 * API names them after each brand face (`fallbacks: fallbackStack(kind)` in astro.config.mjs).
 */
export async function fallbackCss() {
  const rules = [];
  for (const [kind, face] of Object.entries(FACES)) {
    const brand = await Promise.all(WEIGHTS.map(async ({ weight }) => fromBuffer(await staticFace(face.pkg, weight))));
    for (const system of SYSTEM_FONTS[kind])
      WEIGHTS.forEach((weight, i) => rules.push(fallbackRule(face, system, weight, system.weights[i], brand[i])));
  }
  return rules.join('\n');
}
