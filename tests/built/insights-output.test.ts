// The insights and every public page as built: each page's preview image, each article's weight, the
// sitemap's articles and no drafts; read from dist/ (the browser tests of the same pages are in
// tests/e2e/insights.spec.ts).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { describe, test, expect } from 'vitest';
import { site } from '../../src/site.ts';
import { previewImagePath } from '../../src/lib/preview-image.ts';
import { publicRoutes } from '../../scripts/screenshots/routes.ts';
import { pageWeight } from '../../scripts/bench/page-weights.ts';
import { BUDGETS } from '../../scripts/bench/budgets.ts';

const ARTICLE = '/insights/governing-agentic-ai-what-a-board-needs-before-an-agent-acts';
const html = (route: string) => readFileSync(route === '/' ? 'dist/index.html' : `dist${route}/index.html`, 'utf8');
const meta = (page: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(page)?.[1];

describe('build output', () => {
  test('every public page has its own 1200 x 630 preview image under 100 KB, as og:image and twitter:image', () => {
    const routes = publicRoutes().filter((route) => existsSync(`dist${route === '/' ? '' : route}/index.html`));
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      const page = html(route);
      const image = `${site.url}${previewImagePath(route)}`;
      expect(meta(page, 'og:image'), route).toBe(image);
      expect(meta(page, 'twitter:image'), route).toBe(image);
      const png = readFileSync(`dist${previewImagePath(route)}`);
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], route).toEqual([1200, 630]);
      expect(statSync(`dist${previewImagePath(route)}`).size, route).toBeLessThan(100 * 1024);
    }
  });

  test(`every article's HTML is within ${BUDGETS.articleHtmlBrotli / 1024} KB Brotli`, () => {
    // Each article's page, weighed alone: the insights folder's pages but the topics' and the list's.
    const articles = readdirSync('dist/insights', { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && /^[a-z0-9-]+$/.test(entry.name) && entry.name !== 'topic')
      .map((entry) => pageWeight('dist', `insights/${entry.name}/index.html`, { onDemand: false }));
    expect(articles.length).toBeGreaterThanOrEqual(8);
    for (const article of articles)
      expect(article.html.brotli, `${article.page}: ${article.html.brotli} B`).toBeLessThanOrEqual(
        BUDGETS.articleHtmlBrotli,
      );
  });

  test('drafts are built nowhere, and every article is in the sitemap', () => {
    const sitemap = readFileSync('dist/sitemap-0.xml', 'utf8');
    expect(sitemap).toContain(`${site.url}/insights/</loc>`);
    expect(sitemap).toContain(`${site.url}/insights/topic/ai-governance/</loc>`);
    expect(sitemap).toContain(`${site.url}${ARTICLE}/</loc>`);
    expect(sitemap).not.toContain('rss.xml');
  });
});
