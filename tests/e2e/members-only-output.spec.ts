// What the build hands to every visitor: no sentence a members-only article keeps for members is in any
// file of dist/ (pages, scripts, JSON, the feed, the sitemap, the preview images' text), while each
// article's first paragraph is on its page and the rest is in the members-only function's folder; and
// no early-access application is on any public page, the sitemap or structured data.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from './fixtures.ts';
import { earlyAccessApplications, membersOnlyArticles, words } from './support/members-only.ts';
import { isPublicPage } from '../../src/routes.ts';
import { pageCopy } from './support/copy.ts';
import { MEMBERS_ONLY_FOLDER } from '../../src/schemas/insights.ts';

const insightsCopy = pageCopy('insights');

/** Every file under dist/ a visitor can fetch, as text (images are searched by their name only). */
function publicFiles(): { file: string; text: string }[] {
  return readdirSync('dist', { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .map((file) => ({
      file,
      text: /\.(png|jpe?g|webp|avif|gif|ico|woff2?|mp4|webm|wasm)$/.test(file) ? file : readFileSync(file, 'utf8'),
    }));
}

test.describe('members-only articles in the build', () => {
  const articles = membersOnlyArticles();

  test('there are at least four, each with a gated part', () => {
    expect(articles.length).toBeGreaterThanOrEqual(4);
    for (const article of articles) expect(article.gatedSentences.length, article.slug).toBeGreaterThan(20);
  });

  test('no sentence after the first paragraph is in any file of dist/', () => {
    const files = publicFiles().map(({ file, text }) => ({ file, text: words(text) }));
    expect(files.some(({ file }) => file.endsWith('rss.xml'))).toBe(true);
    expect(files.some(({ file }) => file.endsWith('.js'))).toBe(true);
    for (const article of articles) {
      for (const sentence of article.gatedSentences) {
        const holding = files.filter(({ text }) => text.includes(sentence)).map(({ file }) => file);
        expect(holding, `${article.slug}: "${sentence}"`).toEqual([]);
      }
    }
  });

  test("each page shows its first paragraph; the function's folder holds the rest", () => {
    for (const article of articles) {
      const page = words(readFileSync(`dist/insights/${article.slug}/index.html`, 'utf8'));
      expect(page, article.slug).toContain(article.preview);
      const gated = words(readFileSync(path.join(MEMBERS_ONLY_FOLDER, `${article.slug}.html`), 'utf8'));
      for (const sentence of article.gatedSentences) expect(gated, article.slug).toContain(sentence);
      expect(gated).not.toContain(article.preview);
    }
  });

  test('the feed lists each with its summary and the members-only marker, never its body', () => {
    const feed = readFileSync('dist/insights/rss.xml', 'utf8');
    for (const article of articles) {
      const item = feed.split('<item>').find((entry) => entry.includes(`/insights/${article.slug}<`));
      expect(item, article.slug).toBeDefined();
      expect(item).toContain(`<category>${insightsCopy.membersOnly.filterLabel}</category>`);
      expect(words(item!)).not.toContain(article.preview);
    }
  });
});

test('an early-access application is on no public page, nor the sitemap, and is on the dashboard', () => {
  const applications = earlyAccessApplications();
  expect(applications.length).toBeGreaterThan(0);
  const pages = readdirSync('dist', { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
  const publicPages = pages.filter((file) => isPublicPage(`/${file.replace(/(^|\/)index\.html$/, '')}`));
  expect(publicPages.length).toBeGreaterThan(40);
  const sitemaps = readdirSync('dist').filter((file) => file.startsWith('sitemap'));
  for (const { name, url } of applications) {
    const host = new URL(url).host;
    for (const file of [...publicPages, ...sitemaps]) {
      const text = readFileSync(`dist/${file}`, 'utf8');
      expect(text.includes(name) || text.includes(host), `${name} in ${file}`).toBe(false);
    }
    expect(readFileSync('dist/dashboard/index.html', 'utf8')).toContain(name);
  }
});
