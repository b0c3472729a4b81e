// Islands are React components hydrated by React DOM, and a click made while a page is still loading is
// never lost: it is held by the head script and replayed once the control's island or script is ready
// (islands are marked waiting and started by their client directive, scripts by themselves: enhance.ts).
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { markdownCopy, pageCopy, ui } from './support/copy.ts';
import { signInButton } from './support/sign-in-form.ts';
import { createAccount, signIn } from './support/accounts.ts';
import { WAITING_SELECTOR } from '../../src/lib/enhance.ts';

/** True when React DOM has hydrated the element: React keeps its fiber on the node under __reactFiber$…. */
async function hydratedByReact(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')));
}

test.describe('React DOM hydrates the islands', () => {
  test('on the landing page and /auth', async ({ page }) => {
    await page.goto('/');
    await page.locator('#case-studies').scrollIntoViewIfNeeded();
    // The case-study filter hydrates when touched (client:touched): focus is a touch.
    await page.locator('[data-case-study-explorer] button').first().focus();
    await expect(page.locator('[data-case-study-explorer][data-enhanced]')).toHaveCount(1);
    await expect.poll(() => hydratedByReact(page, '[data-case-study-explorer] button')).toBe(true);
    await expect.poll(() => hydratedByReact(page, '#nav-menu-toggle')).toBe(true);
    await expect.poll(() => hydratedByReact(page, '#home .underwater')).toBe(true);
    const containers = await page
      .locator('astro-island')
      .evaluateAll(
        (islands) =>
          islands.filter((island) => Object.keys(island).some((key) => key.startsWith('__reactContainer$'))).length,
      );
    // The header, the hero, the filter just touched and the toaster that follows them (the cookie banner
    // and the contact form wait for a touch and for the viewport).
    expect(containers).toBeGreaterThanOrEqual(4);

    await page.goto('/auth');
    await expect(signInButton(page)).toBeEnabled();
    expect(await hydratedByReact(page, 'form')).toBe(true);
  });

  test('on the member dashboard', async ({ page, db }) => {
    const member = await createAccount(db, { firstName: 'Hydra' });
    await signIn(page, member);
    await page.goto('/dashboard');
    // The heading is static HTML; the member's name in it comes only from the hydrated island.
    await expect(page.getByRole('heading', { name: /Welcome back, Hydra/ })).toBeVisible();
    expect(await hydratedByReact(page, 'main h1, main h2')).toBe(true);
  });
});

test.describe('no lost clicks while the page loads (CPU throttled 4x)', () => {
  let releaseScripts: () => void;

  /**
   * Opens `path` with a 4x slower CPU and its scripts held back, and waits until it has painted and asked
   * for its first script (its islands start after the paint). The scripts arrive once the test has clicked
   * (clickEarly).
   */
  async function openSlowly(page: Page, path: string) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const released = new Promise<void>((resolve) => (releaseScripts = resolve));
    let held = 0;
    await page.route('**/_astro/*.js', async (route) => {
      held += 1;
      await released;
      await route.continue();
    });
    await page.goto(path, { waitUntil: 'commit' });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    await expect.poll(() => held, { message: 'the page asked for its scripts' }).toBeGreaterThan(0);
  }

  /** Clicks `control` while its island or script has not started, then lets the scripts arrive. */
  async function clickEarly(control: Locator) {
    await control.scrollIntoViewIfNeeded();
    expect(
      await control.evaluate((element, waiting) => !!element.closest(waiting), WAITING_SELECTOR),
      'the control is not live yet',
    ).toBe(true);
    await control.click();
    releaseScripts();
  }

  test('a case-study filter', async ({ page }) => {
    await openSlowly(page, '/');
    const healthcare = page.getByRole('button', { name: pageCopy('home').caseStudies.filters.healthcare, exact: true });
    await clickEarly(healthcare);
    await expect(healthcare).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('[data-case-study]:visible')).toHaveCount(3);
    await expect(page).toHaveURL(/[?&]category=healthcare/);
  });

  test('a service card', async ({ page }) => {
    await openSlowly(page, '/');
    const service = markdownCopy<{ title: string }>('services', 'agentic-ai-solutions').title;
    await clickEarly(page.getByRole('button', { name: `${pageCopy('home').services.cardButton}: ${service}` }));
    await expect(page.locator('#service-detail-agentic-ai-solutions')).toBeVisible();
  });

  test('the menu toggle on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await openSlowly(page, '/privacy-policy');
    await clickEarly(page.getByRole('button', { name: ui.header.openMenu }));
    await expect(page.locator('#nav-mobile-menu')).toBeVisible();
  });

  test.describe('a first visit', () => {
    test.use({ cookieConsent: null });

    test('a cookie button', async ({ page }) => {
      await openSlowly(page, '/privacy-policy');
      const banner = page.getByRole('region', { name: ui.cookieConsent.bannerLabel });
      await clickEarly(banner.getByRole('button', { name: ui.cookieConsent.rejectAll }));
      await expect(banner).toBeHidden();
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('cookie-consent-preferences')))
        .toContain('"analytics":false');
    });
  });
});

test.describe('the cookie banner is in the page as it first paints', () => {
  test.use({ cookieConsent: null });

  test('for a first visit, before any script has run; the largest paint is page content', async ({ page }) => {
    await page.route('**/_astro/*.js', (route) => new Promise(() => void route)); // scripts never arrive
    await page.goto('/auth', { waitUntil: 'commit' });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    await expect(page.getByRole('region', { name: ui.cookieConsent.bannerLabel })).toBeVisible();
    await expect(signInButton(page)).toBeVisible();
    const largest = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          new PerformanceObserver((list) => {
            const entry = list.getEntries().at(-1) as PerformanceEntry & { element?: Element | null };
            resolve(entry.element?.closest('[data-cookie-banner]') ? 'banner' : 'content');
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    expect(largest).toBe('content');
  });

  test('only once all of it has arrived, so a page painted early never shows it growing', async ({ page }) => {
    await page.route('**/_astro/*.js', (route) => new Promise(() => void route));
    // The document stops partway through the banner, as a slow network can leave it at a first paint.
    await page.route('**/privacy-policy/', async (route) => {
      const html = await (await route.fetch()).text();
      // The banner's end marker in the body (the styles in the head name it too).
      const lastButton = html.lastIndexOf('<button', html.indexOf('data-banner-end', html.indexOf('<body')));
      await route.fulfill({ contentType: 'text/html', body: html.slice(0, lastButton) });
    });
    await page.goto('/privacy-policy/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-cookie-banner] button')).toHaveText([
      ui.cookieConsent.rejectAll,
      ui.cookieConsent.customize,
    ]);
    await expect(page.locator('[data-cookie-banner]')).toBeHidden();
  });
});

test('with a current choice stored, the banner never shows', async ({ page }) => {
  await page.route('**/_astro/*.js', (route) => new Promise(() => void route));
  await page.goto('/privacy-policy', { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[data-cookie-banner]')).toBeHidden();
});
