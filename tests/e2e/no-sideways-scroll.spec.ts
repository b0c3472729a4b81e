// No page scrolls sideways on a 390 px phone: every prebuilt public route (read from dist/, so a new
// page is covered without editing this list), the 404 pages, and the member pages signed in as a member
// and as an administrator. Measured once the page has settled (fonts loaded, network quiet).
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { createAccount, signIn } from './support/accounts.ts';

const PHONE = { width: 390, height: 844 };

/** The site path of every prebuilt page outside /app/ (the member pages, served behind sign-in). */
function publicPaths(dir = 'dist'): string[] {
  const paths: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== '_astro') paths.push(...publicPaths(path));
    else if (entry.name === 'index.html') paths.push(`/${relative('dist', dir).split(sep).join('/')}`);
  }
  return paths.filter((path) => !/^\/app(\/|$)/.test(path)).map((path) => path.replace(/\/$/, '') || '/');
}

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
    const paths = [...publicPaths(), '/no-such-page', '/unknown.com'];
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
