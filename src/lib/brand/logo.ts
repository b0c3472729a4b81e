// The WAC Advisory mark and wordmark as SVG geometry: one source for the logo in the header, footer and
// dashboard, the favicons and the Open Graph image. The letters are the outlines of Source Serif 4 ("W",
// "WAC") and Inter ("ADVISORY") from the site's own font files, so the logo looks the same whether or not
// the web fonts have loaded.

export const BRAND_GOLD = '#c9a227';
export const BRAND_NAVY = '#0b1f3a';

/** A glyph run: outline path data in font units, placed by a translate and a uniform scale. */
export interface GlyphRun {
  readonly d: string;
  readonly x: number;
  readonly y: number;
  readonly scale: number;
}

/** The mark: a gold tile (40 x 40) with a navy serif W. */
export const MARK = {
  size: 40,
  radius: 3,
  letter: {
    d: 'M273 3L80 -670L185 -670L338 -96L334 -96L362 -255L491 -670L557 -670L723 -94L720 -94L750 -251L865 -670L928 -670L735 3L662 3L504 -560L509 -560L481 -433L349 3ZM14 -618L14 -670L294 -670L294 -618L177 -610L129 -610ZM386 -618L386 -670L670 -670L670 -618L553 -610L506 -610ZM759 -618L759 -670L995 -670L995 -618L891 -610L863 -610Z',
    x: 3.5,
    y: 31,
    scale: 22 / 670,
  } satisfies GlyphRun,
} as const;

/** The wordmark beside the mark: WAC over a tracked ADVISORY of the same width. */
export const WORDMARK = {
  x: 52,
  name: {
    d: 'M273 3L80 -670L185 -670L338 -96L334 -96L362 -255L491 -670L557 -670L723 -94L720 -94L750 -251L865 -670L928 -670L735 3L662 3L504 -560L509 -560L481 -433L349 3ZM14 -618L14 -670L294 -670L294 -618L177 -610L129 -610ZM386 -618L386 -670L670 -670L670 -618L553 -610L506 -610ZM759 -618L759 -670L995 -670L995 -618L891 -610L863 -610ZM1078 0L1078 -53L1180 -60L1202 -60L1318 -53L1318 0ZM1141 0L1377 -675L1461 -675L1699 0L1592 0L1390 -590L1390 -590L1367 -491L1200 0ZM1254 -213L1254 -266L1553 -266L1553 -213ZM1470 0L1470 -53L1603 -60L1631 -60L1762 -53L1762 0ZM2238 15Q2161 15 2096 -9Q2031 -33 1984 -78.5Q1937 -124 1911 -188.5Q1885 -253 1885 -334Q1885 -414 1912 -478.5Q1939 -543 1987.5 -589.5Q2036 -636 2101 -661Q2166 -686 2242 -686Q2298 -686 2350 -674Q2402 -662 2442 -640L2446 -492L2383 -492L2355 -637L2422 -630L2422 -568Q2384 -598 2340 -613.5Q2296 -629 2248 -629Q2178 -629 2120.5 -595.5Q2063 -562 2029 -497Q1995 -432 1995 -336Q1995 -240 2027 -174.5Q2059 -109 2115 -75.5Q2171 -42 2243 -42Q2299 -42 2347 -57Q2395 -72 2433 -100L2433 -40L2366 -33L2394 -181L2457 -181L2453 -31Q2415 -11 2361 2Q2307 15 2238 15Z',
    x: 52,
    y: 21,
    scale: 19 / 670,
  } satisfies GlyphRun,
  descriptor: {
    d: 'M52 0L593 -1490L813 -1490L1361 0L1161 0L845 -884Q816 -966 777.5 -1088.5Q739 -1211 684 -1401L720 -1401Q666 -1209 626.5 -1084.5Q587 -960 561 -884L254 0ZM324 -416L324 -582L1089 -582L1089 -416ZM2451 0L2091 0L2091 -168L2439 -168Q2621 -168 2740.5 -237.5Q2860 -307 2919 -437Q2978 -567 2978 -748Q2978 -927 2919.5 -1055.5Q2861 -1184 2745.5 -1253Q2630 -1322 2457 -1322L2083 -1322L2083 -1490L2470 -1490Q2688 -1490 2842.5 -1401Q2997 -1312 3079.5 -1145.5Q3162 -979 3162 -748Q3162 -515 3079 -347.5Q2996 -180 2837 -90Q2678 0 2451 0ZM2176 -1490L2176 0L1986 0L1986 -1490ZM4277 0L3729 -1490L3929 -1490L4244 -606Q4271 -530 4311.5 -403Q4352 -276 4406 -90L4369 -90Q4423 -281 4463 -405.5Q4503 -530 4529 -606L4836 -1490L5038 -1490L4496 0ZM5853 -1490L5853 0L5663 0L5663 -1490ZM7083 26Q6922 26 6803.5 -26Q6685 -78 6618 -171.5Q6551 -265 6542 -390L6737 -390Q6745 -306 6794 -251.5Q6843 -197 6919.5 -170.5Q6996 -144 7083 -144Q7184 -144 7264.5 -177Q7345 -210 7392 -270Q7439 -330 7439 -409Q7439 -481 7398.5 -526Q7358 -571 7291 -600Q7224 -629 7144 -651L6964 -702Q6784 -753 6684 -848Q6584 -943 6584 -1091Q6584 -1217 6652 -1311.5Q6720 -1406 6836 -1458Q6952 -1510 7096 -1510Q7243 -1510 7356 -1458Q7469 -1406 7534.5 -1316.5Q7600 -1227 7604 -1114L7418 -1114Q7405 -1223 7314 -1282.5Q7223 -1342 7090 -1342Q6994 -1342 6921.5 -1310.5Q6849 -1279 6809 -1224.5Q6769 -1170 6769 -1100Q6769 -1022 6817.5 -974.5Q6866 -927 6932.5 -900.5Q6999 -874 7053 -859L7202 -818Q7262 -802 7334.5 -774Q7407 -746 7473 -699.5Q7539 -653 7581.5 -581.5Q7624 -510 7624 -406Q7624 -284 7560.5 -186Q7497 -88 7376 -31Q7255 26 7083 26ZM8917 20Q8726 20 8576.5 -72.5Q8427 -165 8341 -336.5Q8255 -508 8255 -744Q8255 -981 8341 -1152.5Q8427 -1324 8576.5 -1417Q8726 -1510 8917 -1510Q9108 -1510 9257 -1417Q9406 -1324 9491.5 -1152.5Q9577 -981 9577 -744Q9577 -508 9491.5 -336.5Q9406 -165 9257 -72.5Q9108 20 8917 20ZM8917 -156Q9050 -156 9157.5 -223.5Q9265 -291 9328.5 -422.5Q9392 -554 9392 -744Q9392 -936 9328.5 -1067.5Q9265 -1199 9157.5 -1266.5Q9050 -1334 8917 -1334Q8783 -1334 8675 -1266Q8567 -1198 8503.5 -1066.5Q8440 -935 8440 -744Q8440 -554 8503.5 -423Q8567 -292 8675 -224Q8783 -156 8917 -156ZM10272 0L10272 -1490L10782 -1490Q10956 -1490 11068.5 -1430.5Q11181 -1371 11235.5 -1267Q11290 -1163 11290 -1030Q11290 -897 11235.5 -795Q11181 -693 11069 -635.5Q10957 -578 10783 -578L10378 -578L10378 -747L10774 -747Q10892 -747 10963.5 -781.5Q11035 -816 11068 -879.5Q11101 -943 11101 -1030Q11101 -1119 11068 -1184.5Q11035 -1250 10963 -1286.5Q10891 -1323 10772 -1323L10462 -1323L10462 0ZM11128 0L10768 -671L10982 -671L11348 0ZM12403 0L12403 -610L11855 -1490L12075 -1490L12370 -1009Q12420 -928 12458.5 -854.5Q12497 -781 12538 -669L12462 -669Q12503 -783 12542 -857.5Q12581 -932 12628 -1009L12922 -1490L13141 -1490L12593 -610L12593 0Z',
    x: 52,
    y: 39,
    scale: 8 / 1490,
  } satisfies GlyphRun,
} as const;

/** Width of the full logo (mark and wordmark) in the same units as the mark's 40. */
export const LOGO_WIDTH = 123;

export const glyphTransform = (run: GlyphRun): string => `translate(${run.x} ${run.y}) scale(${run.scale})`;

/** The mark alone as a standalone SVG document (the favicon), optionally on a navy square with a margin. */
export function markSvg(options: { background?: boolean } = {}): string {
  const { size, radius, letter } = MARK;
  const pad = options.background ? 8 : 0;
  const view = size + pad * 2;
  const back = options.background ? `<rect width="${view}" height="${view}" fill="${BRAND_NAVY}"/>` : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${view} ${view}">`,
    back,
    `<g transform="translate(${pad} ${pad})">`,
    `<rect width="${size}" height="${size}" rx="${radius}" fill="${BRAND_GOLD}"/>`,
    `<path fill="${BRAND_NAVY}" transform="${glyphTransform(letter)}" d="${letter.d}"/>`,
    '</g></svg>',
  ].join('');
}

/** The full logo as an SVG document, the wordmark in `color` (the Open Graph image). */
export function logoSvg(color: string, height: number): string {
  const { size, radius, letter } = MARK;
  const width = (LOGO_WIDTH * height) / size;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${LOGO_WIDTH} ${size}" width="${width}" height="${height}">`,
    `<rect width="${size}" height="${size}" rx="${radius}" fill="${BRAND_GOLD}"/>`,
    `<path fill="${BRAND_NAVY}" transform="${glyphTransform(letter)}" d="${letter.d}"/>`,
    ...[WORDMARK.name, WORDMARK.descriptor].map(
      (run) => `<path fill="${color}" transform="${glyphTransform(run)}" d="${run.d}"/>`,
    ),
    '</svg>',
  ].join('');
}
