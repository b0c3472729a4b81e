// What the build hands to every visitor: no sentence a members-only article keeps for members is in any
// file of dist/ (pages, scripts, JSON, the feed, the sitemap, the preview images' text), while each
// article's first paragraph is on its page and the rest is in the members-only function's folder; and
// no file of dist/ names or describes an early-access application (its card is in the dashboard
// function's folder).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test, expect } from 'vitest';
import { earlyAccessApplications, membersOnlyArticles, words } from '../e2e/support/members-only.ts';
import { pageCopy } from '../e2e/support/copy.ts';
import { MEMBERS_ONLY_FOLDER } from '../../src/schemas/insights.ts';
import { EARLY_ACCESS_FOLDER } from '../../src/schemas/member-dashboard.ts';

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

describe('members-only articles in the build', () => {
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

test("no file of dist/ names or describes an early-access application; the function's folder holds its card", () => {
  const applications = earlyAccessApplications();
  expect(applications.length).toBeGreaterThan(0);
  // Every file a visitor can fetch: pages, scripts, JSON, the sitemap, the editor's configuration.
  const files = publicFiles().map(({ file, text }) => ({ file, raw: text, text: words(text) }));
  expect(files.some(({ file }) => file === path.join('dist', 'admin', 'config.yml'))).toBe(true);
  expect(files.some(({ file }) => file.startsWith(path.join('dist', 'sitemap')))).toBe(true);
  for (const application of applications) {
    const host = new URL(application.url).host;
    for (const text of application.texts) {
      const holding = files.filter((file) => file.text.includes(text)).map(({ file }) => file);
      expect(holding, `${application.name}: "${text}"`).toEqual([]);
    }
    expect(
      files.filter(({ raw }) => raw.includes(host)).map(({ file }) => file),
      host,
    ).toEqual([]);
    const card = JSON.parse(readFileSync(path.join(EARLY_ACCESS_FOLDER, `${application.id}.json`), 'utf8'));
    expect(card).toMatchObject({ id: application.id, name: application.name, url: application.url, earlyAccess: true });
  }
  // The dashboard holds each one's place: its words as blank bars.
  const dashboard = readFileSync('dist/dashboard/index.html', 'utf8');
  expect(dashboard.match(/data-early-access-shape/g)).toHaveLength(applications.length);
});
