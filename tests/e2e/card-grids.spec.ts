// No orphans: every grid of cards on every page ends in a full row or a short row centred under the rest,
// at a desktop, a tablet and a phone width (docs/decisions/015).
import { test, expect } from './fixtures.ts';
import { createAccount, signIn } from './support/accounts.ts';
import { findOrphanRows } from './support/layout.ts';
import { MEMBER_ROUTES, publicRoutes } from '../../scripts/screenshots/routes.ts';

const WIDTHS = [1440, 1024, 390];
const notFound = (route: string) => /^\/(no-such-page|unknown-application\.com)$/.test(route);

async function expectNoOrphans(page: import('@playwright/test').Page, route: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(route);
    await page.locator('svg[data-logo]').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await findOrphanRows(page), `${route} at ${width} px`).toEqual([]);
  }
}

test.describe('public pages', () => {
  for (const route of publicRoutes().filter((r) => !notFound(r))) {
    test(`${route}: every card grid ends in a full or centred row`, async ({ page }) => {
      await expectNoOrphans(page, route);
    });
  }
});

test.describe('member pages', () => {
  for (const route of MEMBER_ROUTES) {
    test(`${route}: every card grid ends in a full or centred row`, async ({ page, db }) => {
      await signIn(page, await createAccount(db, { role: 'admin' }));
      await expectNoOrphans(page, route);
    });
  }
});
