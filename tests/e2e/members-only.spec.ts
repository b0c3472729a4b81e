// Members-only briefings in a browser: signed out, the preview and the call to sign in, with the paywall's
// structured data and no gated sentence in the page; signed in, the whole briefing at the same address,
// filled into held space with no layout shift; the dashboard's latest briefings and early-access
// application (filled in from the members' API, never in an anonymous answer); the Members only filter of
// /insights.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { createAccount, signIn } from './support/accounts.ts';
import { holdRequests } from './support/hold.ts';
import { SESSION_COOKIE, SIGNED_IN_HINT_COOKIE } from '../../src/schemas/storage.ts';
import { earlyAccessApplications, membersOnlyArticles, pageCopy, words } from './support/members-only.ts';

const articles = membersOnlyArticles();
const newest = [...articles].sort((a, b) => a.slug.localeCompare(b.slug))[0]!;
const insightsCopy = pageCopy<{
  topicsLabel: string;
  membersOnly: { badge: string; filterLabel: string; callHeading: string; signIn: string };
}>('insights');
const copy = insightsCopy.membersOnly;
const dashboardCopy = pageCopy<{ applications: { earlyAccess: string } }>('dashboard');

/** The sum of layout shifts the page has had so far. */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 100);
      }),
  );

test('signed out: the preview, the call to sign in and the paywall structured data, nothing more', async ({ page }) => {
  const path = `/insights/${newest.slug}`;
  const api: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) api.push(request.url());
  });
  await page.goto(path);
  // eslint-disable-next-line playwright/no-networkidle -- no ready signal yet says the page has made every request it will
  await page.waitForLoadState('networkidle');
  const body = words((await page.locator('main').textContent()) ?? '');
  expect(body).toContain(newest.preview);
  for (const sentence of newest.gatedSentences) expect(body).not.toContain(sentence);
  const gate = page.getByRole('region', { name: copy.callHeading });
  await expect(gate.getByRole('link', { name: copy.signIn })).toHaveAttribute(
    'href',
    `/auth?next=${encodeURIComponent(path)}`,
  );
  await expect(page.locator('main > header').getByText(copy.badge, { exact: true })).toBeVisible();
  expect(api, 'an anonymous view calls no function').toEqual([]);

  const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
  const article = data.find((d) => d['@type'] === 'Article');
  expect(article).toMatchObject({
    isAccessibleForFree: false,
    hasPart: { '@type': 'WebPageElement', isAccessibleForFree: false },
  });
  await expect(page.locator(article.hasPart.cssSelector)).toHaveCount(1);
  expect(await layoutShift(page)).toBe(0);
});

test('a member opens a briefing from the dashboard and reads it whole at its own address, with no shift', async ({
  page,
  db,
}) => {
  await signIn(page, await createAccount(db));
  await page.goto('/dashboard');
  const latest = page.getByTestId('latest-briefings');
  await expect(latest.locator('article')).toHaveCount(3);
  for (const card of await latest.locator('article').all()) await expect(card).toContainText(copy.badge);

  const first = latest.locator('article h3 a').first();
  const href = (await first.getAttribute('href'))!;
  const article = articles.find((a) => href.endsWith(`/${a.slug}`))!;
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  const last = article.gatedSentences.at(-1)!;
  await expect.poll(async () => words((await page.locator('.members-only').textContent()) ?? '')).toContain(last);
  expect(documents, 'one page load').toHaveLength(1);
  await expect(page.getByRole('link', { name: copy.signIn })).toBeHidden();
  expect(await layoutShift(page), 'no layout shift as the briefing fills in').toBe(0);
});

test('/insights filters to members-only briefings, each card with its badge', async ({ page }) => {
  await page.goto('/insights');
  const filter = page.getByRole('navigation', { name: insightsCopy.topicsLabel }).getByRole('link', {
    name: copy.filterLabel,
  });
  await filter.click();
  await expect(page).toHaveURL(/\/insights\/members$/);
  await expect(
    page.getByRole('navigation', { name: insightsCopy.topicsLabel }).getByRole('link', { name: copy.filterLabel }),
  ).toHaveAttribute('aria-current', 'page');
  const cards = page.locator('main article');
  await expect(cards).toHaveCount(articles.length);
  for (const card of await cards.all()) await expect(card).toContainText(copy.badge);
});

test('an early-access application fills in on the dashboard, marked, where its shape held the space', async ({
  page,
  db,
}) => {
  await signIn(page, await createAccount(db));
  // The member's summary waits until the shapes are measured, so the cards are seen arriving.
  const release = await holdRequests(page, '/api/member/dashboard');
  await page.goto('/dashboard');
  const shapes = page.locator('[data-early-access-shape]');
  await expect(shapes).toHaveCount(earlyAccessApplications().length);
  const gridHeight = () =>
    page
      .locator('section[aria-labelledby="applications-heading"]')
      .evaluate((grid) => grid.getBoundingClientRect().height);
  const heldHeight = await gridHeight();
  release();
  const label = dashboardCopy.applications.earlyAccess;
  for (const { name } of earlyAccessApplications()) {
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(card).toContainText(label);
  }
  await expect(shapes).toHaveCount(0);
  const filledHeight = await gridHeight();
  expect(Math.abs(filledHeight - heldHeight), `held ${heldHeight} px, filled ${filledHeight} px`).toBeLessThanOrEqual(
    2,
  );
  await page.goto('/access-request');
  for (const { name } of earlyAccessApplications()) await expect(page.getByText(name)).toHaveCount(0);
});

test('no anonymous request returns an early-access application, whatever its address or cookies', async ({
  request,
}) => {
  const texts = earlyAccessApplications().flatMap((application) => application.texts);
  const cookies = ['', `${SIGNED_IN_HINT_COOKIE}=1`, `${SIGNED_IN_HINT_COOKIE}=1; ${SESSION_COOKIE.insecure}=forged`];
  const paths = ['/dashboard', '/dashboard/', '/dashboard/index.html', '/dashboard//', '/', '/index.html'];
  let dashboards = 0;
  for (const cookie of cookies) {
    for (const path of paths) {
      const res = await request.get(path, { headers: cookie ? { cookie } : {}, maxRedirects: 0 });
      const body = await res.text();
      if (body.includes('data-early-access-shape')) dashboards += 1;
      for (const text of texts) expect(words(body), `${path} with "${cookie}"`).not.toContain(text);
    }
    const api = await request.get('/api/member/dashboard', { headers: cookie ? { cookie } : {} });
    expect(api.status()).toBe(401);
    for (const text of texts) expect(words(await api.text())).not.toContain(text);
  }
  // The dashboard itself was among the answers (with the hint, / is the dashboard), holding only shapes.
  expect(dashboards).toBeGreaterThan(0);
});
