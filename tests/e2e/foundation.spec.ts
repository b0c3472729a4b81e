import { latestMigration } from '../../db/migrations/index.ts';
import { test, expect, expectNoA11yViolations } from './fixtures.ts';

test.describe('production-like server', () => {
  test('routes /api/* to the functions, with the database behind them', async ({ request }) => {
    const res = await request.get('/api/health');
    expect(res.status()).toBe(200);
    expect(await res.json()).toMatchObject({
      status: 'ok',
      database: 'ok',
      migration: latestMigration,
    });
    expect(res.headers()['cache-control']).toBe('no-store');
  });

  test('serves pages with the security headers', async ({ request }) => {
    const res = await request.get('/');
    expect(res.status()).toBe(200);
    const headers = res.headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['strict-transport-security']).toContain('max-age=');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBeTruthy();
    expect(headers['permissions-policy']).toBeTruthy();
  });

  test('home page carries a hashed CSP without unsafe-inline', async ({ page }) => {
    await page.goto('/');
    const csp = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
    expect(csp).toContain('script-src');
    expect(csp).not.toContain('unsafe-inline');
    await expect(page).toHaveTitle(/\| Traditional Values, Cutting Edge Delivery$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    await expectNoA11yViolations(page);
  });

  test.describe(() => {
    // Chromium logs the document's own 404 status as a console error.
    test.use({ allowedConsoleErrors: [/status of 404/] });
    test('unknown paths get the 404 page with a 404 status and a link home', async ({ page }) => {
      const response = await page.goto('/no-such-page');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: /home/i }).click();
      await expect(page).toHaveURL(/\/$/);
      await expectNoA11yViolations(page);
    });
  });
});
