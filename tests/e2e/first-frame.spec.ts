// A slow device's first frame holds the whole page (src/components/layout/first-frame.ts). The parser is
// held up inside the page by a blocking script answered late, as a slow phone's parser pauses: a browser
// may draw the part parsed so far, and content laid out against what follows it moves when the rest
// arrives. With the page's `rel=expect` hint nothing is drawn until the page's last element is parsed.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { FIRST_FRAME_ELEMENT_ID } from '../../src/components/layout/first-frame.ts';

const PAUSE_SCRIPT = '/parser-pause.js';
const PAUSE_MS = 600;
/** What the pause script sets on the page: whether the page's end was still unparsed when it ran. */
const PAUSED = 'parserPausedBeforeEnd';

/**
 * Serves `address` with a parser-blocking script inserted into its HTML before the element that starts at
 * the last `<tag` before `anchor` (a whole element, so an island's markup is left as it was rendered). The
 * script, answered late, records on the page whether its end was still unparsed when it ran, so a test can
 * check that the pause was served and fell inside the page (a route that never matched leaves nothing to
 * test).
 */
async function pauseParserBefore(page: Page, address: string, tag: string, anchor: string): Promise<void> {
  await page.route(`**${PAUSE_SCRIPT}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    await route.fulfill({
      contentType: 'text/javascript',
      body: `window.${PAUSED} = document.getElementById(${JSON.stringify(FIRST_FRAME_ELEMENT_ID)}) === null;`,
    });
  });
  await page.route(
    (url) => url.pathname === address,
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const at = html.lastIndexOf(`<${tag}`, html.lastIndexOf(anchor));
      const body = at > 0 ? `${html.slice(0, at)}<script src="${PAUSE_SCRIPT}"></script>${html.slice(at)}` : html;
      await route.fulfill({ response, body });
    },
  );
}

/** Whether the pause script ran, and whether the page's end was still unparsed then (undefined: it never ran). */
const pausedBeforeEnd = (page: Page) =>
  page.evaluate((name) => (window as unknown as Record<string, boolean | undefined>)[name], PAUSED);

/** Records, from the start of the page, whether its first frame had the page's end, and every layout shift. */
async function watchFirstFrame(page: Page): Promise<void> {
  await page.addInitScript((end) => {
    const seen = { endInFirstFrame: null as boolean | null, shifts: [] as number[] };
    (window as unknown as { seen: typeof seen }).seen = seen;
    requestAnimationFrame(() => {
      seen.endInFirstFrame = document.getElementById(end) !== null;
    });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number }[]) seen.shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  }, FIRST_FRAME_ELEMENT_ID);
}

const CASES = [
  // The sign-in page's two columns share a vertically centred row: the intro moves if the form is late.
  { address: '/auth/', tag: 'astro-island', anchor: 'auth-form-heading', what: 'the form card' },
  // A short last row of cards is centred: a card moves left when the next one arrives.
  { address: '/insights/', tag: 'article', anchor: '<article', what: 'the last card' },
  // The cookie banner, after the footer, shows once its last button is in: drawn before that, it moves.
  { address: '/privacy-policy/', tag: 'button', anchor: 'data-banner-end', what: "the banner's last button" },
];

// A first view (no cookie choice stored), as a visitor arriving from a search or a link has it.
test.use({ cookieConsent: null, viewport: { width: 1440, height: 900 } });

for (const { address, tag, anchor, what } of CASES) {
  test(`${address} with the parser held up before ${what}: no frame before the page's end is parsed, nothing moves`, async ({
    page,
  }) => {
    await watchFirstFrame(page);
    await pauseParserBefore(page, address, tag, anchor);
    await page.goto(address);
    await page.waitForLoadState('load');
    const seen = await page.evaluate(
      () =>
        new Promise<{ endInFirstFrame: boolean | null; shifts: number[] }>((resolve) =>
          requestAnimationFrame(() => setTimeout(() => resolve((window as unknown as { seen: never }).seen), 100)),
        ),
    );
    expect(await pausedBeforeEnd(page), `the parser was held up before ${what}, ahead of the page's end`).toBe(true);
    expect(seen.endInFirstFrame, "the first frame was drawn with the page's end parsed").toBe(true);
    expect(seen.shifts, 'layout shifts').toEqual([]);
  });
}
