// The faces a page paints with before the brand's arrive (docs/decisions/034): system fonts resized and
// re-spaced to take the room the brand face will take, so the swap moves no line. Every figure is computed
// at build time: the brand's from its font files (cut to each weight the styles use with HarfBuzz, read
// with Capsize's unpacker), the system fonts' from Capsize's metrics collection. The formula is Capsize's
// (createFontStack): size-adjust matches the average width of a line of English; the overrides then give
// the same ascent, descent and line gap at that size.
import { fromBuffer } from '@capsizecss/unpack';
import arial from '@capsizecss/metrics/arial';
import roboto from '@capsizecss/metrics/roboto';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import notoSerif from '@capsizecss/metrics/notoSerif';
import { staticFace } from './font-subsets.mjs';

/**
 * The system fonts each family may fall back to, most common first, each under every name a platform
 * knows it by (full and PostScript names, for `local()`). Liberation and the Croscore fonts (Arimo, Tinos)
 * are drawn to Arial's and Times New Roman's metrics, so they share their sizes; Android has neither and
 * gets Roboto and Noto Serif.
 */
const SYSTEM_FONTS = {
  sans: [
    { key: 'Arial', metrics: arial, names: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo'] },
    { key: 'Roboto', metrics: roboto, names: ['Roboto', 'Roboto-Regular'] },
  ],
  serif: [
    {
      key: 'Times New Roman',
      metrics: timesNewRoman,
      names: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'LiberationSerif', 'Tinos'],
    },
    { key: 'Noto Serif', metrics: notoSerif, names: ['Noto Serif', 'NotoSerif-Regular'] },
  ],
};

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

/** The brand's two families: the Fontsource package, the generic family and the system fonts for each. */
export const FACES = {
  serif: { pkg: 'source-serif-4', name: 'Source Serif 4', generic: 'serif' },
  sans: { pkg: 'inter', name: 'Inter', generic: 'sans-serif' },
};

/** The family name of a metric-matched fallback. */
const fallbackName = (face, system) => `${face.name} fallback: ${system.key}`;

/** The fallback families of a face, in order, then the system font itself and the generic family. */
export function fallbackStack(kind) {
  const face = FACES[kind];
  return [...SYSTEM_FONTS[kind].map((system) => fallbackName(face, system)), SYSTEM_FONTS[kind][0].key, face.generic];
}

const percent = (value) => `${Number.parseFloat((value * 100).toFixed(4))}%`;

/** One @font-face: `system` resized to the brand face's metrics at one weight (Capsize's formula). */
function fallbackRule(face, system, band, brand) {
  const fallback = system.metrics;
  const sizeAdjust = brand.xWidthAvg / brand.unitsPerEm / (fallback.xWidthAvg / fallback.unitsPerEm);
  const em = brand.unitsPerEm * sizeAdjust;
  const descriptors = [
    `font-family:"${fallbackName(face, system)}"`,
    `src:${system.names.map((name) => `local("${name}")`).join(',')}`,
    `font-weight:${band}`,
    'font-style:normal',
    `size-adjust:${percent(sizeAdjust)}`,
    `ascent-override:${percent(brand.ascent / em)}`,
    `descent-override:${percent(Math.abs(brand.descent) / em)}`,
    `line-gap-override:${percent(brand.lineGap / em)}`,
  ];
  return `@font-face{${descriptors.join(';')}}`;
}

/** The brand face's metrics at each weight the styles use, read from its subset cut to that weight. */
async function brandMetrics(face) {
  return Promise.all(WEIGHTS.map(async ({ weight }) => fromBuffer(await staticFace(face.pkg, weight))));
}

/**
 * The stylesheet of fallback faces: for each family, each system font at each weight band. The stacks the
 * styles use before and after the brand faces arrive are `--font-sans-fallback` and `--font-serif-fallback`.
 */
export async function fallbackCss() {
  const rules = [];
  for (const [kind, face] of Object.entries(FACES)) {
    const metrics = await brandMetrics(face);
    for (const system of SYSTEM_FONTS[kind])
      WEIGHTS.forEach(({ band }, i) => rules.push(fallbackRule(face, system, band, metrics[i])));
  }
  const stack = (kind) => fallbackStack(kind).map((family) => (/\s|:/.test(family) ? `"${family}"` : family));
  rules.push(
    `:root{--font-sans-fallback:${stack('sans').join(',')};--font-serif-fallback:${stack('serif').join(',')}}`,
  );
  return rules.join('\n');
}
