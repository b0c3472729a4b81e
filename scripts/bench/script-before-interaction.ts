// The script a public page runs before the visitor's first interaction, decoded (what the browser parses
// and runs, not what crossed the wire): every script file the page fetched, with each chunk it imported,
// and its inline scripts. Measured in Chromium against the static server, nothing touched: once the page
// has loaded, its after-paint work has started (the page's scripts link the web manifest) and no script
// request is still under way. Each page is opened as a first view (no cookie choice stored), as a
// returning view that rejected cookies, and as one that accepted them (analytics then loads, by consent).
import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../chromium.ts';
import { ALL_ACCEPTED, CONSENT_VERSION, ONLY_ESSENTIAL } from '../../src/schemas/consent-choices.ts';
import { CONSENT_PREFERENCES_KEY, CONSENT_TIMESTAMP_KEY } from '../../src/schemas/storage.ts';
import { MANIFEST_PATH } from '../../src/lib/manifest-link.ts';
import { BUDGETS } from './budgets.ts';
import { startStaticServer } from './static-server.ts';
import type { PageWeight } from './page-weights.ts';
import { isPublicPage } from '../../src/routes.ts';

const VIEWS = ['first', 'returning (rejected)', 'returning (accepted)'] as const;
type View = (typeof VIEWS)[number];

interface ScriptBeforeInteraction {
  /** Decoded bytes of script, and how many script files, per view. */
  bytes: Record<View, number>;
  files: Record<View, number>;
}

const CHOICES = { 'returning (rejected)': ONLY_ESSENTIAL, 'returning (accepted)': ALL_ACCEPTED } as const;

/** Waits until no script request the page made is still open. */
function scriptsSettled(page: Page): () => Promise<void> {
  const open = new Set<unknown>();
  let settle: (() => void) | undefined;
  const done = (request: unknown) => {
    open.delete(request);
    if (open.size === 0) settle?.();
  };
  page.on('request', (request) => {
    if (request.resourceType() === 'script') open.add(request);
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () =>
    new Promise<void>((resolve) => {
      settle = resolve;
      if (open.size === 0) resolve();
    });
}

async function measureView(browser: Browser, url: string, view: View): Promise<{ bytes: number; files: number }> {
  const context = await browser.newContext();
  if (view !== 'first') {
    await context.addInitScript(
      ({ keys, value }) => {
        localStorage.setItem(keys.preferences, value);
        localStorage.setItem(keys.timestamp, String(Date.now()));
      },
      {
        keys: { preferences: CONSENT_PREFERENCES_KEY, timestamp: CONSENT_TIMESTAMP_KEY },
        value: JSON.stringify({ ...CHOICES[view], version: CONSENT_VERSION }),
      },
    );
  }
  const page = await context.newPage();
  const bodies: Promise<number>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    bodies.push(
      request
        .response()
        .then((response) => response?.body())
        .then((body) => body?.byteLength ?? 0)
        .catch(() => 0),
    );
  });
  const settled = scriptsSettled(page);
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.locator(`link[rel="manifest"][href="${MANIFEST_PATH}"]`).waitFor({ state: 'attached' });
    await settled();
    const inline = await page.evaluate(() =>
      [...document.querySelectorAll('script:not([src])')]
        .filter((script) => script.getAttribute('type') !== 'application/ld+json')
        .reduce((sum, script) => sum + new TextEncoder().encode(script.textContent ?? '').byteLength, 0),
    );
    const fetched = await Promise.all(bodies);
    return { bytes: inline + fetched.reduce((sum, n) => sum + n, 0), files: fetched.length };
  } finally {
    await context.close();
  }
}

/** Measures each page (addresses on `base`) in every view. */
async function scriptBeforeInteraction(
  base: string,
  pages: readonly string[],
): Promise<Record<string, ScriptBeforeInteraction>> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const results: Record<string, ScriptBeforeInteraction> = {};
  try {
    for (const page of pages) {
      const result: ScriptBeforeInteraction = { bytes: {} as Record<View, number>, files: {} as Record<View, number> };
      for (const view of VIEWS) {
        const { bytes, files } = await measureView(browser, `${base}${page}`, view);
        result.bytes[view] = bytes;
        result.files[view] = files;
      }
      results[page] = result;
    }
  } finally {
    await browser.close();
  }
  return results;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The views the budget holds: accepted analytics loads by the visitor's consent (Google's tag, web-vitals). */
const GATED: readonly View[] = ['first', 'returning (rejected)'];

/** Measures every built public page through a Brotli static server for `distDir` on `port`. */
export async function measure(
  distDir: string,
  port: number,
  built: readonly PageWeight[],
): Promise<Record<string, ScriptBeforeInteraction>> {
  const server = await startStaticServer(distDir, port);
  try {
    return await scriptBeforeInteraction(`http://localhost:${port}`, built.map((w) => w.page).filter(isPublicPage));
  } finally {
    server.close();
  }
}

/**
 * The budget rows: every public page but those hydrated after their paint holds the limit in the gated
 * views, and at least one page was measured.
 */
export function budgets(
  results: Record<string, ScriptBeforeInteraction>,
): { budget: string; measured: string; pass: boolean }[] {
  const limit = BUDGETS.scriptBeforeInteraction;
  const afterPaint: readonly string[] = BUDGETS.scriptBeforeInteractionAfterPaint;
  const pages = Object.entries(results).filter(([page]) => !afterPaint.includes(page));
  return GATED.map((view) => {
    const worst = [...pages].sort(([, a], [, b]) => b.bytes[view] - a.bytes[view])[0];
    return {
      budget: `decoded script before interaction ≤ ${limit / 1024} KB on every public page but ${afterPaint.join(', ')} (${view} view)`,
      measured: worst ? `worst ${kb(worst[1].bytes[view])} (${worst[0]}), ${pages.length} pages` : 'no page measured',
      pass: Boolean(worst) && pages.every(([, r]) => r.bytes[view] <= limit),
    };
  });
}

/** The report's section: one row per page, decoded script and script files per view. */
export function lines(results: Record<string, ScriptBeforeInteraction>): string[] {
  return [
    '',
    '## Script before the first interaction (decoded, nothing touched, Chromium)',
    '',
    `Gated at ${BUDGETS.scriptBeforeInteraction / 1024} KB in the ${GATED.join(' and ')} views; an accepted choice loads analytics by consent.`,
    '',
    `| page | ${VIEWS.join(' | ')} |`,
    `| --- | ${VIEWS.map(() => '---:').join(' | ')} |`,
    ...Object.entries(results).map(
      ([page, r]) =>
        `| ${page} | ${VIEWS.map((view) => `${kb(r.bytes[view])} (${r.files[view]} files)`).join(' | ')} |`,
    ),
  ];
}
