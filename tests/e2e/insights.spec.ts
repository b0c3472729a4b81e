// The partners' articles in the browser: the list, a topic's list, an article, the feed, the landing
// section, the leaders' profiles. The preview images, the articles' weight and the sitemap are checked on
// the build itself (tests/built/insights-output.test.ts).
import { readdirSync } from 'node:fs';
import { test, expect } from './fixtures.ts';
import { site } from '../../src/site.ts';
import { previewImagePath } from '../../src/lib/preview-image.ts';
import {
  documentTitle,
  escaped,
  fill,
  footerLinkLabel,
  listCopy,
  markdownCopy,
  pageCopy,
  templateSource,
  ui,
} from './support/copy.ts';

const insights = pageCopy('insights');
const governance = insights.topics['ai-governance'].label;
const priya = listCopy<{ id: string; name: string; email: string }>('leaders').find((l) => l.id === 'priya-raman')!;
const readingTime = templateSource(insights.readingTime, { minutes: '\\d+' });

const ARTICLE = '/insights/governing-agentic-ai-what-a-board-needs-before-an-agent-acts';
/** Every article (none is a draft), from the content folder. */
const ARTICLES = readdirSync('src/content/insights').filter((file) => file.endsWith('.md')).length;

test('/insights: newest first, each card with its summary, author, date, reading time and topics', async ({ page }) => {
  await page.goto('/insights');
  await expect(page).toHaveTitle(documentTitle(insights.seo));
  await expect(page.getByRole('heading', { level: 1, name: insights.heading })).toBeVisible();
  const cards = page.locator('main article');
  await expect(cards).toHaveCount(ARTICLES);
  const dates = await cards.locator('time').evaluateAll((times) => times.map((t) => t.getAttribute('datetime')!));
  expect(dates).toEqual([...dates].sort().reverse());
  const first = cards.first();
  await expect(first).toContainText(new RegExp(`${escaped(insights.byLabel)} [A-Z][a-z]+ [A-Z]`));
  await expect(first).toContainText(new RegExp(readingTime));
  await expect(first.locator('a[href^="/insights/topic/"]')).not.toHaveCount(0);
  // Twelve articles fit on one page: no page numbers yet.
  await expect(page.getByRole('navigation', { name: insights.pagination.label })).toHaveCount(0);
  const topics = page.getByRole('navigation', { name: insights.topicsLabel }).getByRole('link');
  // Every topic, all insights and the members-only filter.
  await expect(topics).toHaveCount(12);
  await expect(topics.first()).toHaveAttribute('aria-current', 'page');
});

test('a topic page lists only that topic, with its breadcrumb trail', async ({ page }) => {
  await page.goto('/insights/topic/ai-governance');
  const trail = [insights.breadcrumbs.home, insights.breadcrumbs.insights, governance];
  await expect(
    page.getByRole('heading', { level: 1, name: fill(insights.topicHeading, { topic: governance }) }),
  ).toBeVisible();
  const cards = page.locator('main article');
  expect(await cards.count()).toBeGreaterThan(0);
  for (const card of await cards.all()) await expect(card.getByRole('link', { name: governance })).toBeVisible();
  await expect(page.getByRole('navigation', { name: insights.breadcrumbs.label })).toContainText(trail.join('/'));
  const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
  expect(
    data.find((d) => d['@type'] === 'BreadcrumbList').itemListElement.map((i: { name: string }) => i.name),
  ).toEqual(trail);
});

test('an article: byline to the author’s profile, contents, three related articles, a call to contact, JSON-LD', async ({
  page,
}) => {
  await page.goto(ARTICLE);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.url}${ARTICLE}/`);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  const header = page.locator('main > header');
  await expect(header.locator('[data-monogram]')).toHaveCount(1);
  const author = header.getByRole('link', { name: priya.name });
  await expect(author).toHaveAttribute('href', '/about-leadership#leader-priya-raman');
  await expect(header).toContainText(new RegExp(`${escaped(insights.publishedLabel)} 7 April 2026 · ${readingTime}`));

  const contents = page.getByRole('navigation', { name: insights.article.contentsHeading }).getByRole('link');
  expect(await contents.count()).toBeGreaterThanOrEqual(3);
  for (const link of await contents.all()) {
    const id = (await link.getAttribute('href'))!.slice(1);
    await expect(page.locator(`h2[id="${id}"]`)).toHaveCount(1);
  }
  const related = page.getByRole('region', { name: insights.article.relatedHeading }).locator('article');
  await expect(related).toHaveCount(3);
  await expect(page.getByRole('region', { name: insights.article.cta.heading }).getByRole('link')).toHaveAttribute(
    'href',
    '/#contact',
  );

  const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
  const article = data.find((d) => d['@type'] === 'Article');
  expect(article).toMatchObject({
    headline: await page.getByRole('heading', { level: 1 }).textContent(),
    datePublished: '2026-04-07',
    author: [{ '@type': 'Person', name: priya.name }],
    publisher: { '@type': 'Organization', name: site.name },
    image: `${site.url}${previewImagePath(ARTICLE)}`,
  });
  expect(data.find((d) => d['@type'] === 'BreadcrumbList').itemListElement).toHaveLength(3);

  await author.click();
  await expect(page).toHaveURL(/\/about-leadership#leader-priya-raman$/);
  await expect(
    page
      .locator('#leader-priya-raman')
      .getByRole('link', { name: markdownCopy<{ title: string }>('insights', ARTICLE.split('/').pop()!).title }),
  ).toBeVisible();
});

test('the feed lists every article with its summary, author and topics, and every page links to it', async ({
  page,
  request,
}) => {
  const feed = await request.get('/insights/rss.xml');
  expect(feed.ok()).toBe(true);
  const xml = await feed.text();
  expect(xml.match(/<item>/g)).toHaveLength(ARTICLES);
  expect(xml).toContain(`<link>${site.url}${ARTICLE}</link>`);
  expect(xml).toContain(`<author>${priya.email} (${priya.name})</author>`);
  expect(xml).toContain(`<category>${governance}</category>`);
  for (const route of ['/', '/privacy-policy', ARTICLE]) {
    await page.goto(route);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      '/insights/rss.xml',
    );
  }
});

test('the landing page shows the three newest; the navigation and footer link to Insights', async ({ page }) => {
  await page.goto('/');
  const section = page.locator('#insights');
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('heading', { level: 3 })).toHaveCount(3);
  await expect(section.getByRole('link', { name: insights.latest.allLink.label })).toHaveAttribute('href', '/insights');
  await expect(
    page.getByRole('navigation', { name: ui.header.navLabel }).getByRole('link', { name: ui.nav.insights }),
  ).toHaveAttribute('href', '/insights');
  await expect(page.locator('footer').getByRole('link', { name: footerLinkLabel('/insights') })).toHaveAttribute(
    'href',
    '/insights',
  );
});

test('every author has a profile on /about-leadership listing their articles', async ({ page }) => {
  await page.goto('/about-leadership');
  for (const id of ['jonathan-whitfield', 'priya-raman', 'alistair-cavendish', 'sarah-okafor', 'tom-hargreaves']) {
    await expect(page.locator(`#leader-${id} a[href^="/insights/"]`).first()).toBeVisible();
  }
});
