// No page scrolls sideways on a 390 px phone: every prebuilt public route (read from dist/ and the route
// table, so a new page is covered without editing this list), the 404 pages, and the member pages signed in as a member
// and as an administrator. Measured once the page has settled (fonts loaded, network quiet).
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { createAccount, signIn } from './support/accounts.ts';
import { publicRoutes } from '../../scripts/screenshots/routes.ts';

const PHONE = { width: 390, height: 844 };

async function expectNoSidewaysScroll(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  const { scrollWidth, width } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scrollWidth, `${path} is ${scrollWidth} px wide on a ${width} px screen`).toBeLessThanOrEqual(width);
}

test.use({ viewport: PHONE });

test.describe('signed out', () => {
  // The 404 pages' own status is logged by the browser as a console error.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('no public page scrolls sideways at 390 px', async ({ page }) => {
    test.slow();
    // Every prebuilt page the route table calls public, and an unknown path and application address.
    const paths = publicRoutes();
    expect(paths.length).toBeGreaterThan(20);
    for (const path of paths) await expectNoSidewaysScroll(page, path);
  });
});

for (const role of ['member', 'admin'] as const) {
  test(`signed in as ${role}, no member page scrolls sideways at 390 px`, async ({ page, db }) => {
    test.slow();
    await signIn(page, await createAccount(db, { role }));
    for (const path of ['/app', '/dashboard', '/account', '/questionnaire', '/questionnaire/result']) {
      await expectNoSidewaysScroll(page, path);
    }
  });
}
