// The brand type (docs/decisions/015, 017): two self-hosted variable faces cut to the site's characters,
// both preloaded, fallbacks sized to match each face, at most 60 KB of font on the landing page and
// no layout shift while the faces arrive.
import { test, expect } from './fixtures.ts';
import { fontUnicodeRange } from '../../scripts/font-subsets.mjs';

const FONT_BUDGET_BYTES = 60 * 1024;

/** A unicode-range as the code points it covers, however it is written (`U+0020-007E`, `U+20-7E`). */
function codePoints(range: string): number[] {
  return range.split(',').flatMap((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    const start = parseInt(from!, 16);
    return Array.from({ length: parseInt(to!, 16) - start + 1 }, (_, i) => start + i);
  });
}

for (const width of [1440, 390]) {
  test(`landing page at ${width} px: both faces from this site within 60 KB, both preloaded, no layout shift`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const fonts: { url: string; bytes: number }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'font') return;
      fonts.push({ url: response.url(), bytes: (await response.body()).length });
    });
    await page.goto('/');
    await page.evaluate(() => document.fonts.ready);
    await page.waitForLoadState('networkidle');

    expect(fonts.length, 'font files loaded').toBe(2);
    for (const font of fonts) expect(new URL(font.url).pathname).toMatch(/^\/_astro\/fonts\/[\w-]+\.woff2$/);
    const total = fonts.reduce((sum, font) => sum + font.bytes, 0);
    expect(total, `landing page loads ${total} bytes of font`).toBeLessThanOrEqual(FONT_BUDGET_BYTES);

    const faces = await page.evaluate(() => ({
      heading: getComputedStyle(document.querySelector('h1')!).fontFamily,
      text: getComputedStyle(document.body).fontFamily,
      loaded: [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family),
    }));
    expect(faces.heading).toContain('Source Serif 4');
    expect(faces.text).toContain('Inter');
    expect(faces.loaded.some((family) => family.includes('Source Serif 4'))).toBe(true);
    expect(faces.loaded.some((family) => family.includes('Inter'))).toBe(true);

    // Both faces are preloaded (the first screen shows a heading and text); each has a fallback sized to
    // its metrics.
    const preloads = await page
      .locator('link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(preloads.sort()).toEqual(fonts.map((font) => font.url).sort());
    const fallbacks = await page.evaluate(() =>
      [...document.querySelectorAll('style')]
        .map((style) => style.textContent ?? '')
        .join('')
        .match(/@font-face\{font-family:"[^"]+ fallback: [^"]+";[^}]*size-adjust:[^}]*\}/g),
    );
    expect(fallbacks ?? []).toHaveLength(2);

    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 500);
        }),
    );
    expect(shift, 'cumulative layout shift').toBe(0);
  });
}

test('each face claims only the characters it has, read back from document.fonts', async ({ page }) => {
  await page.goto('/privacy-policy');
  const ranges = await page.evaluate(() =>
    [...document.fonts].filter((face) => !face.family.includes('fallback')).map((face) => face.unicodeRange),
  );
  expect(ranges).toHaveLength(2);
  for (const range of ranges) expect(codePoints(range)).toEqual(codePoints(fontUnicodeRange()));
});
