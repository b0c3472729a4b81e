// The byte budgets of the build (docs/decisions/017), asserted on dist/ as a visitor's browser gets it:
// no public page makes the parser fetch a script (islands and page scripts load after the first paint),
// the head script that runs before it is inline and at most 1 KB, the fonts are one file per family and
// together within 60 KB, they draw every character the built pages show, and the landing page's HTML
// stays within its budget (BUDGETS: Brotli bytes and elements).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { beforeAll, test, expect } from 'vitest';
import { pageScripts, pageWeights, type PageWeight } from '../../scripts/bench/page-weights.ts';
import { BUDGETS } from '../../scripts/bench/budgets.ts';
import { inlineHeadScript } from '../../src/lib/head-script-inline.ts';
import { MEMBER_ROUTES, isPublicPage } from '../../src/routes.ts';
import { MARK } from '../../src/lib/brand/logo.ts';
const FONTS = 'dist/_astro/fonts';

/** The shared stylesheet's address, as the dashboard links it. */
const sharedStylesheet = () =>
  readFileSync('dist/dashboard/index.html', 'utf8').match(/<link rel="stylesheet" href="([^"]+)"/)![1]!;

/** Every built page's weight, counting what loads with it: measured once for the file (Brotli is slow). */
let weights: PageWeight[] = [];
beforeAll(async () => {
  weights = await pageWeights('dist', { onDemand: false });
});

test('no public page has the parser fetch a script; the head script is inline and within 1 KB', () => {
  const pages = weights.filter((w) => isPublicPage(w.page));
  expect(pages.length).toBeGreaterThan(20);
  for (const page of pages) expect(page.parserScripts.files, `${page.page} fetches a script at parse time`).toBe(0);
  expect(Buffer.byteLength(inlineHeadScript())).toBeLessThanOrEqual(BUDGETS.inlineScriptBytes);
  const landing = readFileSync('dist/index.html', 'utf8');
  const head = landing.slice(0, landing.indexOf('</head>'));
  const inHead = [...head.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => m[1]!,
  );
  expect(inHead).toHaveLength(1);
  expect(Buffer.byteLength(inHead[0]!), 'the head script as built').toBeLessThanOrEqual(BUDGETS.inlineScriptBytes);
  // Every island waits for the first paint or for the visitor's touch, never for nothing.
  const directives = [...landing.matchAll(/<astro-island\b[^>]*\sclient="([^"]+)"/g)].map((m) => m[1]);
  expect(directives.length).toBeGreaterThan(0);
  for (const directive of directives) expect(['painted', 'touched']).toContain(directive);
});

test('no page loads zod before interaction: each form fetches its schema when the visitor starts on it', () => {
  const pages = readdirSync('dist', { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
  expect(pages).toEqual(expect.arrayContaining(['auth/index.html', 'account/index.html', 'questionnaire/index.html']));
  for (const page of pages) {
    const zod = [...pageScripts('dist', page, { onDemand: false })].filter((file) => /\/zod\.[\w-]+\.js$/.test(file));
    expect(zod, `${page} loads zod with the page`).toEqual([]);
  }
  // ...and the forms still have it, on demand.
  expect([...pageScripts('dist', 'account/index.html')].some((file) => /\/zod\.[\w-]+\.js$/.test(file))).toBe(true);
});

test('a public page asks for nothing before its first paint but the two faces: its styles are in it, favicon inline, manifest linked later', () => {
  const shared = readFileSync(`dist${sharedStylesheet()}`, 'utf8').trimEnd();
  const pages = weights.filter((w) => isPublicPage(w.page));
  for (const { page } of pages) {
    const html = readFileSync(page === '/' ? 'dist/index.html' : `dist${page}/index.html`, 'utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    const fetched = [...head.matchAll(/<link\b[^>]*\brel="([^"]+)"[^>]*\bhref="([^"]+)"[^>]*>/g)]
      .filter(
        // Neither a data: address nor a place in the page itself (rel=expect's) is fetched.
        ([, rel, href]) => !/^(canonical|sitemap|alternate|apple-touch-icon)$/.test(rel!) && !/^(data:|#)/.test(href!),
      )
      .map(([link, rel, href]) => (rel === 'preload' ? `preload ${/\bas="font"/.test(link!) ? 'font' : href}` : rel));
    // The two faces (docs/decisions/059), and no stylesheet file: the shared styles are in the page (064).
    expect(fetched.toSorted(), page).toEqual(['preload font', 'preload font']);
    const inline = [...head.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
    expect(inline, `${page} carries the shared styles`).toContain(shared);
    expect(head, page).toMatch(/<link rel="icon" href="data:image\/svg\+xml,/);
  }
});

test('each page behind sign-in links the shared styles as one long-cached file instead', () => {
  for (const route of MEMBER_ROUTES) {
    const html = readFileSync(`dist${route}/index.html`, 'utf8');
    const links = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
    expect(links, route).toEqual([sharedStylesheet()]);
  }
});

test('fonts: one file per family, within 60 KB together', () => {
  const files = readdirSync(FONTS).filter((name) => name.endsWith('.woff2'));
  const bytes = files.reduce((sum, name) => sum + statSync(`${FONTS}/${name}`).size, 0);
  expect(files).toHaveLength(2);
  expect(bytes, `${bytes} bytes of font`).toBeLessThanOrEqual(BUDGETS.fontBytes);
  const families = new Set(
    [
      ...readFileSync('dist/privacy-policy/index.html', 'utf8').matchAll(
        /@font-face\{font-family:"?([^";]+?)"?;src:url/g,
      ),
    ].map((m) => m[1]),
  );
  expect(families.size).toBe(2);
});

test('the fonts draw every character the built pages show', () => {
  const pages = weights;
  const shown = new Set<string>();
  for (const { page } of pages) {
    const file = page === '/' ? 'dist/index.html' : `dist${page}/index.html`;
    const html = statSync(file, { throwIfNoEntry: false })
      ? readFileSync(file, 'utf8')
      : readFileSync(`dist${page}.html`, 'utf8');
    const text = html
      .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>|<svg[\s\S]*?<\/svg>|<[^>]+>/g, ' ')
      .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
      .replace(
        /&(larr|rarr|copy|nbsp|rdquo|ldquo|rsquo|lsquo|mdash|ndash|hellip|pound);/g,
        (_, name: string) =>
          ({
            larr: '←',
            rarr: '→',
            copy: '©',
            nbsp: '\u00a0',
            rdquo: '”',
            ldquo: '“',
            rsquo: '’',
            lsquo: '‘',
            mdash: '—',
            ndash: '–',
            hellip: '…',
            pound: '£',
          })[name]!,
      );
    for (const character of text) if (!/\s/.test(character) || character === '\u00a0') shown.add(character);
  }
  const ranges = [...readFileSync('dist/index.html', 'utf8').matchAll(/unicode-range:([^;]+);/g)].map((m) => m[1]!);
  expect(ranges).toHaveLength(2);
  for (const range of ranges) {
    const covered = (code: number) =>
      range.split(',').some((part) => {
        const [from, to = from] = part.trim().replace(/U\+/g, '').split('-');
        return code >= parseInt(from!, 16) && code <= parseInt(to!, 16);
      });
    const missing = [...shown].filter((character) => !covered(character.codePointAt(0)!));
    expect(missing, `characters outside ${range}`).toEqual([]);
  }
});

test('the landing page: HTML within its Brotli and element budgets', () => {
  const landing = weights.find((w) => w.page === '/')!;
  expect(landing.html.brotli, `${landing.html.brotli} bytes Brotli`).toBeLessThanOrEqual(BUDGETS.landingHtmlBrotli);
  expect(landing.html.elements).toBeLessThanOrEqual(BUDGETS.landingElements);
});

test('each page behind sign-in: HTML within the first round trip (the administrators’ copy is not in it)', () => {
  const pages = weights.filter((w) => MEMBER_ROUTES.includes(w.page));
  expect(pages.map((w) => w.page).sort()).toEqual([...MEMBER_ROUTES].sort());
  for (const { page, html } of pages)
    expect(html.brotli, `${page}: ${html.brotli} bytes Brotli`).toBeLessThanOrEqual(BUDGETS.signedInHtmlBrotli);
});

test('the logo is markup, never script: its geometry is in no built script', async () => {
  const scripts = readdirSync('dist/_astro').filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(10);
  const carrying = scripts.filter((file) => readFileSync(`dist/_astro/${file}`, 'utf8').includes(MARK.letter.d));
  expect(carrying, 'scripts with the logo in them').toEqual([]);
});
