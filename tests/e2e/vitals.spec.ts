// Real-visitor speed in the browser: a visitor who allowed analytics sends one report per page view, once
// the page is hidden, naming the page's template (an article is '/insights/[slug]'); after the daily
// rollup an administrator sees it in Site speed. A visitor who refused analytics sends nothing and loads
// nothing for it. Needs the build with the test measurement id (PUBLIC_GA_MEASUREMENT_ID=G-E2ETEST01).
import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/rows.ts';
import { parse } from 'yaml';
import { rollUpVitals } from '../../netlify/lib/vitals/rollup.ts';
import { test, expect, expectNoA11yViolations } from './fixtures.ts';
import { createAccount, signIn } from './support/accounts.ts';
import { findCrampedCells } from './support/layout.ts';
import { watchGoogle } from './support/consent.ts';

const ARTICLE = `/insights/${readdirSync('src/content/insights')[0]!.replace(/\.md$/, '')}`;
const { siteSpeed, charts } = parse(readFileSync('src/content/pages/dashboard.yaml', 'utf8')) as {
  siteSpeed: { heading: string };
  charts: { showTable: string };
};
const ACCEPTED = { essential: true, analytics: true, marketing: false, functional: false } as const;
const REFUSED = { essential: true, analytics: false, marketing: false, functional: false } as const;

/** Every script the page loads. */
function watchScripts(page: Page) {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return scripts;
}

/** The speed reports the server kept since `since` (a beacon sent as a page unloads is seen only there). */
const samplesSince = (db: Kysely<Database>, since: Date) =>
  db.selectFrom('webVitalSamples').selectAll().where('receivedAt', '>=', since).orderBy('receivedAt').execute();

/** Opens a page and lets it settle (the largest paint reported, an interaction made). */
async function view(page: Page, address: string, { reporting = false } = {}) {
  // Analytics starts once the page has painted and is idle: a report can only be sent once its code is in.
  const opened = page.goto(address);
  if (reporting) await Promise.all([page.waitForResponse((response) => /vitals-beacon/.test(response.url())), opened]);
  else await opened;
  // eslint-disable-next-line playwright/no-networkidle -- no ready signal yet says the page's speed report is armed
  await page.waitForLoadState('networkidle');
  await page.locator('h1').first().click();
}

test.describe('a visitor who allowed analytics', () => {
  test.use({ cookieConsent: ACCEPTED, ownAddress: true });

  test('sends one report per page view, after the page is hidden, with the template and no identity', async ({
    page,
    db,
  }) => {
    await watchGoogle(page);
    const since = new Date();
    const samples = () => samplesSince(db, since);
    await view(page, ARTICLE, { reporting: true });
    expect(await samples()).toHaveLength(0);
    await view(page, '/terms', { reporting: true });
    await expect.poll(async () => (await samples()).length).toBe(1);
    await view(page, '/privacy-policy', { reporting: true });
    await expect.poll(async () => (await samples()).length).toBe(2);
    const [article, terms] = await samples();
    // The template, not the article's address; the device class and the values, and nothing else.
    expect(article).toMatchObject({ template: '/insights/[slug]', device: 'desktop' });
    for (const value of [article!.fcp, article!.ttfb, article!.lcp]) expect(value).toEqual(expect.any(Number));
    expect(Object.keys(article!).sort()).toEqual([
      'cls',
      'device',
      'fcp',
      'inp',
      'lcp',
      'receivedAt',
      'template',
      'ttfb',
    ]);
    expect(terms).toMatchObject({ template: '/terms' });

    // After the daily rollup an administrator sees the template in Site speed.
    await rollUpVitals(db, new Date(Date.now() + 24 * 60 * 60 * 1000));
    const admin = await createAccount(db, { role: 'admin' });
    await signIn(page, admin);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/dashboard');
    const panel = page.getByRole('region', { name: siteSpeed.heading, exact: true });
    await panel.scrollIntoViewIfNeeded();
    const row = panel.locator('tr[data-template="/insights/[slug]"]');
    await expect(row).toBeVisible();
    await expect(row.locator('td[data-metric="TTFB"]')).toHaveText(/\d+(good|needs improvement|poor)/);
    const trend = panel.getByRole('figure');
    await trend.scrollIntoViewIfNeeded();
    await expect(trend.locator('svg').first()).toBeVisible();
    await expectNoA11yViolations(page);
    await trend.getByRole('button', { name: charts.showTable }).click();
    await expect(trend.getByRole('table')).toBeVisible();
    await expectNoA11yViolations(page);
    for (const width of [390, 1024, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      // The chart redraws for its new width as the layout settles (a resize observer, a frame later).
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
          message: `Site speed at ${width} px: sideways scroll`,
        })
        .toBeLessThanOrEqual(0);
      expect(await findCrampedCells(page), `Site speed at ${width} px`).toEqual([]);
    }
  });
});

test.describe('a visitor who refused analytics', () => {
  test.use({ cookieConsent: REFUSED });

  test('sends no report and loads no code for one', async ({ page, db }) => {
    const since = new Date();
    const scripts = watchScripts(page);
    await view(page, ARTICLE);
    await view(page, '/terms');
    await view(page, '/privacy-policy');
    // A page that runs the beacon would have reported by now (the allowed visitor's test sees it at once).
    expect(await samplesSince(db, since)).toEqual([]);
    expect(scripts.filter((url) => /web-vitals|vitals-beacon|googletagmanager/.test(url))).toEqual([]);
  });
});
