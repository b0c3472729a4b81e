// Embedded applications (/zehnbusinessmentor.com, ...), unknown applications ('/unknown.com') and the
// 404 page, on the production-like server.
import { test, expect, expectNoA11yViolations } from './fixtures.ts';
import { EMBEDDED_APP_ORIGINS } from '../../src/schemas/applications.ts';
import { applicationCopy, documentTitle, fill, listCopy, pageCopy, type Application } from './support/copy.ts';

const embedded = pageCopy('embedded-app');
const notFound = pageCopy('not-found');
const appNotFound = pageCopy('application-not-found');
/** The applications framed at /{embedSlug}, as the content lists them. */
const APPS = listCopy<Application>('applications').flatMap(({ embedSlug, name }) =>
  embedSlug ? [{ path: `/${embedSlug}`, name }] : [],
);
const ORIGINS = APPS.map((app) => `https://${app.path.slice(1)}`);
const SANDBOX = 'allow-same-origin allow-scripts allow-forms allow-popups allow-modals allow-downloads';

/** The page's <meta> Content-Security-Policy as a map of directive name to its sources. */
async function metaCsp(page: import('@playwright/test').Page): Promise<Map<string, string[]>> {
  const content = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
  const directives = (content ?? '')
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .filter((parts) => parts[0]);
  return new Map(directives.map(([name, ...sources]) => [name!, sources]));
}

test.describe('embedded applications', () => {
  for (const app of APPS) {
    test(`${app.path} frames ${app.name} in a sandbox with a way back`, async ({ page }) => {
      const response = await page.goto(app.path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(documentTitle({ title: app.name }));
      await expect(page.getByRole('heading', { level: 1, name: app.name })).toBeVisible();

      const back = page.getByRole('link', { name: embedded.backLink.label });
      await expect(back).toHaveAttribute('href', '/access-request');
      const newTab = page.getByRole('link', { name: embedded.openInNewTab });
      await expect(newTab).toHaveAttribute('href', `https://${app.path.slice(1)}`);
      await expect(newTab).toHaveAttribute('target', '_blank');
      await expect(newTab).toHaveAttribute('rel', /\bnoopener\b/);

      const frame = page.locator('iframe');
      await expect(frame).toHaveCount(1);
      await expect(frame).toHaveAttribute('sandbox', SANDBOX);
      await expect(frame).toHaveAttribute('title', new RegExp(app.name));
      await expect(frame).toHaveAttribute('src', `https://${app.path.slice(1)}`);
      // The (stubbed) application loads inside the frame: the CSP lets it through.
      await expect(page.frameLocator('iframe').getByText('External site')).toBeVisible();
    });
  }

  test('the page CSP allows exactly the five application origins in frame-src', async ({ page }) => {
    await page.goto('/senddata.org');
    const csp = await metaCsp(page);
    expect([...(csp.get('frame-src') ?? [])].sort()).toEqual([...ORIGINS].sort());
    expect([...EMBEDDED_APP_ORIGINS].sort()).toEqual([...ORIGINS].sort());
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect([...csp.values()].flat()).not.toContain("'unsafe-inline'");
  });

  test('other pages may not frame anything but this site', async ({ page }) => {
    await page.goto('/access-request');
    const csp = await metaCsp(page);
    expect(csp.has('frame-src')).toBe(false);
    expect(csp.get('default-src')).toEqual(["'self'"]);
  });

  test('the back link returns to the access page; the new-tab link opens the application', async ({ page }) => {
    await page.goto('/wacmarketresearch.com');
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('link', { name: embedded.openInNewTab }).click(),
    ]);
    await expect(popup).toHaveURL('https://wacmarketresearch.com/');
    await popup.close();
    await page.getByRole('link', { name: embedded.backLink.label }).click();
    await expect(page).toHaveURL(/\/access-request$/);
  });
});

test.describe('unknown applications and pages', () => {
  // Chromium logs the document's own 404 status as a console error.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  for (const path of ['/unknown.com', '/unknown.com/', '/some-app.co.uk']) {
    test(`${path} answers 404 with the application-not-found page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(appNotFound.heading);
      await expect(page.getByRole('heading', { name: notFound.heading })).toBeHidden();
      await expect(page).toHaveTitle(documentTitle(appNotFound.seo));
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
      await page.getByRole('link', { name: appNotFound.button.label }).click();
      await expect(page).toHaveURL(/\/access-request$/);
    });
  }

  for (const path of ['/no-such-page', '/old-page.html', '/showcase/no-such-app', '/a/b.com']) {
    test(`${path} answers 404 with the not-found page and a link home`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound.heading);
      await expect(page.getByRole('heading', { name: appNotFound.heading })).toBeHidden();
      await expect(page).toHaveTitle(documentTitle(notFound.seo));
      await expect(page.getByRole('main').getByRole('link', { name: notFound.homeLink.label })).toHaveAttribute(
        'href',
        '/',
      );
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('an unknown application still gets a 404 page with a way home', async ({ page }) => {
      const response = await page.goto('/unknown.com');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound.heading);
      await expect(page.getByRole('main').getByRole('link', { name: notFound.homeLink.label })).toBeVisible();
    });
  });
});

test.describe('an application that does not load', () => {
  test('after a few seconds a designed panel offers a new tab over the frame', async ({ page }) => {
    // The application's origin never answers: its frame never loads.
    await page.route('https://smarter.hospital/**', () => {});
    await page.clock.install();
    await page.goto('/smarter.hospital', { waitUntil: 'domcontentloaded' });
    const root = page.locator('[data-embedded-app]');
    await expect(root).toHaveAttribute('data-embed-state', 'waiting');
    const panel = page.getByRole('region', {
      name: fill(embedded.unavailable.heading, { name: applicationCopy('smarter-hospital-system').name }),
    });
    await page.clock.runFor(4000);
    await expect(panel).toBeHidden();
    await page.clock.runFor(1000);
    await expect(panel).toBeVisible();
    const newTab = panel.getByRole('link', { name: embedded.openInNewTab });
    await expect(newTab).toHaveAttribute('href', 'https://smarter.hospital');
    await expect(newTab).toHaveAttribute('target', '_blank');
    await expect(newTab).toHaveAttribute('rel', /\bnoopener\b/);
    await expectNoA11yViolations(page);
  });

  test('an application that loads keeps its frame and never shows the panel', async ({ page }) => {
    await page.clock.install();
    await page.goto('/senddata.org');
    await expect(page.locator('[data-embedded-app]')).toHaveAttribute('data-embed-state', 'loaded');
    await page.clock.runFor(10_000);
    await expect(page.locator('[data-embed-fallback]')).toBeHidden();
    await expect(page.frameLocator('iframe').getByText('External site')).toBeVisible();
  });
});
