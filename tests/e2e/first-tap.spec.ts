// Public pages run no React until the visitor touches an island (client:touched, docs/decisions/060): each
// island's first tap loads its code and still takes effect, and a page left untouched requests no island
// script at all. Every test waits for a definite sign that the page has painted and started its own
// scripts (they link the web manifest: src/lib/page-start.ts) before it touches anything.
import type { Page, Request } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { pageCopy, ui } from './support/copy.ts';
import { MANIFEST_PATH } from '../../src/lib/manifest-link.ts';
import { CONSENT_PREFERENCES_KEY } from '../../src/schemas/storage.ts';
import { watchGoogle } from './support/consent.ts';

/** True when React DOM has hydrated an element of the page (React keeps its fiber on the node). */
const reactOnPage = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('*')].some((node) => Object.keys(node).some((key) => key.startsWith('__react'))),
  );

/** Opens `path` and waits until it has loaded, painted and started its own scripts. */
async function openPainted(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'load' });
  await expect(page.locator(`link[rel="manifest"][href="${MANIFEST_PATH}"]`)).toBeAttached();
}

/** Opens a page other than the landing page (whose header and hero hydrate after the paint), untouched. */
async function openUntouched(page: Page, path: string) {
  await openPainted(page, path);
  expect(await reactOnPage(page), 'no island has hydrated before the first touch').toBe(false);
}

const storedChoice = (page: Page) => page.evaluate((key) => localStorage.getItem(key), CONSENT_PREFERENCES_KEY);

test.describe('the first tap on an island works', () => {
  test.use({ hasTouch: true, viewport: { width: 390, height: 800 } });

  test('the menu button opens the menu', async ({ page }) => {
    await openUntouched(page, '/privacy-policy');
    await page.getByRole('button', { name: ui.header.openMenu }).tap();
    await expect(page.locator('#nav-mobile-menu')).toBeVisible();
    await expect(page.locator('#nav-menu-toggle')).toHaveAttribute('aria-expanded', 'true');
  });

  test('the menu button opens the menu from the keyboard', async ({ page }) => {
    await openUntouched(page, '/privacy-policy');
    await page.locator('#nav-menu-toggle').focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#nav-mobile-menu')).toBeVisible();
  });

  test('a case-study filter applies', async ({ page }) => {
    await openPainted(page, '/');
    await expect(page.locator('[data-case-study-explorer][data-enhanced]')).toHaveCount(0);
    const healthcare = page.getByRole('button', { name: pageCopy('home').caseStudies.filters.healthcare, exact: true });
    await healthcare.scrollIntoViewIfNeeded();
    await healthcare.tap();
    await expect(healthcare).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('[data-case-study]:visible')).toHaveCount(3);
    await expect(page).toHaveURL(/[?&]category=healthcare/);
  });

  test("the footer's Cookie settings button opens the Cookie Preferences dialog", async ({ page }) => {
    await openUntouched(page, '/privacy-policy');
    const settings = page.getByRole('button', { name: ui.cookieConsent.footerLink });
    await settings.scrollIntoViewIfNeeded();
    await settings.tap();
    await expect(page.getByRole('dialog', { name: ui.cookieConsent.dialogTitle })).toBeVisible();
  });

  test.describe('a first visit', () => {
    test.use({ cookieConsent: null });

    for (const [button, analytics] of [
      [ui.cookieConsent.rejectAll, false],
      [ui.cookieConsent.acceptAll, true],
    ] as const) {
      test(`the banner's ${button} records the choice`, async ({ page }) => {
        // Google's tag, which an accepted choice loads, is answered by a stub.
        await watchGoogle(page);
        await openUntouched(page, '/privacy-policy');
        const banner = page.getByRole('region', { name: ui.cookieConsent.bannerLabel });
        await banner.getByRole('button', { name: button }).tap();
        await expect(banner).toBeHidden();
        await expect.poll(() => storedChoice(page)).toContain(`"analytics":${analytics}`);
      });
    }
  });
});

test.describe('an untouched public page requests no island script', () => {
  /** The page's scripts as the browser requested them, once every one it asked for has arrived. */
  async function scriptsOf(page: Page, path: string): Promise<string[]> {
    const requested: Request[] = [];
    const finished = new Set<Request>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') requested.push(request);
    });
    page.on('requestfinished', (request) => finished.add(request));
    await openUntouched(page, path);
    await expect.poll(() => requested.filter((request) => !finished.has(request)).length).toBe(0);
    return requested.map((request) => new URL(request.url()).pathname);
  }

  /** A chunk named after an island or React's renderer (Vite names a chunk after its entry file). */
  const islandChunk = /\/_astro\/(Nav|CookieBanner|Toaster|CaseStudyExplorer|client)\.[\w-]+\.js$/;

  async function expectNoIslandScript(page: Page) {
    for (const path of ['/privacy-policy', '/insights']) {
      const scripts = await scriptsOf(page, path);
      expect(scripts, 'the page started its own scripts').not.toHaveLength(0);
      expect(scripts.filter((script) => islandChunk.test(script))).toEqual([]);
      expect(await reactOnPage(page)).toBe(false);
    }
  }

  test('returning view (a choice stored)', async ({ page }) => {
    await expectNoIslandScript(page);
  });

  test.describe(() => {
    test.use({ cookieConsent: null });

    test('first view (no choice stored)', async ({ page }) => {
      await expectNoIslandScript(page);
    });
  });
});
