// The content editor at /admin/ (Decap CMS) with its local backend, decap-server, working on a
// temporary copy of the project: an editor changes a case study's headline and adds an FAQ, publishes,
// and the files on disk change and still satisfy the content schemas; an editor writes an article, and
// the site built from the copy lists it. The real tree is never touched.
// The built editor has no local backend and its policy no localhost; the tests serve /admin/ as
// `npm run dev` does (scripts/decap-admin.mjs adds both), and check the build has neither.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { contentSchemas } from '../../scripts/cms/schemas.ts';
import { site } from '../../src/site.ts';
import { type LocalEditor, openLocalEditor } from '../../scripts/local-editor.ts';
import { freePort } from '../../scripts/ports.ts';
import { LOCAL_BACKEND_ORIGIN, withLocalBackend, withLocalBackendPolicy } from '../../scripts/decap-admin.mjs';
import { expect, test } from './fixtures.ts';
import { copyProject, type ProjectCopy } from './support/project-copy.ts';
import type { Page } from '@playwright/test';
import { escaped, listCopy, markdownCopy, markdownEntries, pageCopy } from './support/copy.ts';

const insights = pageCopy('insights');
const leaderName = (id: string) => listCopy<{ id: string; name: string }>('leaders').find((l) => l.id === id)!.name;

/** Where Decap looks for its local backend (config.yml: local_backend). */
const DECAP_LOCAL_BACKEND = LOCAL_BACKEND_ORIGIN;
const UI_TIMEOUT = 30_000;

// The built policy allows no localhost; `npm run dev` serves the editor with its local backend added
// (withLocalBackendPolicy, checked below). The editing tests stand in for that policy with `bypassCSP`,
// so the built document itself still reaches decap-server, page and backend both on localhost.
test.use({ bypassCSP: true });

let project: ProjectCopy;
let repo: string;
let server: LocalEditor;
let serverUrl: string;

test.beforeAll(async () => {
  project = copyProject();
  repo = project.root;
  const port = await freePort();
  serverUrl = `http://localhost:${port}`;
  server = openLocalEditor({ root: repo, port });
  await expect
    .poll(
      async () =>
        fetch(`${serverUrl}/api/v1`, {
          method: 'POST',
          body: '{"action":"info"}',
          headers: { 'Content-Type': 'application/json' },
        })
          .then((r) => r.status)
          .catch(() => 0),
      { timeout: 20_000 },
    )
    .toBe(200);
});

test.afterAll(() => {
  server?.stop();
  project?.remove();
});

/** Opens the editor signed in to the local backend (the temporary copy), at `hash`. */
async function openEditor(page: Page, hash: string) {
  // The configuration as `npm run dev` serves it.
  await page.route('**/admin/config.yml', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: withLocalBackend(await response.text()) });
  });
  await page.route(`${DECAP_LOCAL_BACKEND}/**`, (route) =>
    route.continue({ url: route.request().url().replace(DECAP_LOCAL_BACKEND, serverUrl) }),
  );
  await page.goto('/admin/');
  await page.getByRole('button', { name: 'Login' }).click({ timeout: UI_TIMEOUT });
  await expect(page.getByRole('link', { name: 'Case studies' })).toBeVisible({ timeout: UI_TIMEOUT });
  await page.goto(`/admin/${hash}`);
}

test('the built editor allows no localhost and has no local backend', async ({ request }) => {
  const response = await request.get('/admin/');
  const policy = response.headers()['content-security-policy']!;
  expect(policy).toContain("connect-src 'self'");
  expect(policy).not.toMatch(/localhost|127\.0\.0\.1/);
  for (const config of [
    readFileSync('dist/admin/config.yml', 'utf8'),
    await (await request.get('/admin/config.yml')).text(),
  ]) {
    expect(parse(config).local_backend).toBeUndefined();
  }
  // `npm run dev` turns both on.
  expect(withLocalBackendPolicy(policy)).toContain(LOCAL_BACKEND_ORIGIN);
  expect(parse(withLocalBackend(readFileSync('dist/admin/config.yml', 'utf8'))).local_backend).toBe(true);
});

/** Publishes the open entry and waits until Decap reports it saved. */
async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  await expect(page.getByText('Entry saved', { exact: false })).toBeVisible({ timeout: UI_TIMEOUT });
}

const frontmatter = (text: string) => parse(text.split(/^---$/m)[1] ?? '') as Record<string, unknown>;

test('an editor changes a case study’s headline and the file on disk follows, still valid', async ({ page }) => {
  test.setTimeout(120_000);
  const file = path.join(repo, 'src/content/case-studies/care-group-digital-rostering.md');
  const original = readFileSync(file, 'utf8');
  const before = frontmatter(original);
  const headline = 'Digital rostering that cut agency spend by 41% across 28 care homes';

  await openEditor(page, '#/collections/case-studies/entries/care-group-digital-rostering');
  const title = page.getByLabel('Title', { exact: true });
  await expect(title).toHaveValue(String(before.title), { timeout: UI_TIMEOUT });
  await title.fill(headline);
  // The preview pane shows the site's own card with the new headline.
  await expect(page.frameLocator('#preview-pane').getByRole('heading', { name: headline })).toBeVisible();
  await publish(page);

  await expect.poll(() => frontmatter(readFileSync(file, 'utf8')).title, { timeout: UI_TIMEOUT }).toBe(headline);
  const after = frontmatter(readFileSync(file, 'utf8'));
  const { caseStudies } = await contentSchemas();
  expect(caseStudies.safeParse(after).error).toBeUndefined();
  expect({ ...after, title: before.title }).toEqual(before);
  // Only the title's line changed: the file was already in the form the editor writes.
  const lines = readFileSync(file, 'utf8').split('\n');
  const changed = lines.filter((line, i) => line !== original.split('\n')[i]);
  expect(changed).toEqual([`title: ${headline}`]);
  expect(lines).toHaveLength(original.split('\n').length);
});

test('articles are listed newest first, and an article previews in the site’s look and faces', async ({ page }) => {
  test.setTimeout(120_000);
  await openEditor(page, '#/collections/insights');
  const titles = page.locator('a[href*="/collections/insights/entries/"]');
  const newestFirst = markdownEntries<{ title: string; publishDate: string }>('insights').sort((a, b) =>
    b.publishDate.localeCompare(a.publishDate),
  );
  await expect(titles.first()).toContainText(newestFirst[0]!.title, { timeout: UI_TIMEOUT });
  await expect(titles.last()).toContainText(newestFirst.at(-1)!.title);

  const governing = 'governing-agentic-ai-what-a-board-needs-before-an-agent-acts';
  await page.goto(`/admin/#/collections/insights/entries/${governing}`);
  const preview = page.frameLocator('#preview-pane');
  const heading = preview.getByRole('heading', {
    level: 1,
    name: new RegExp(`^${escaped(markdownCopy<{ title: string }>('insights', governing).title)}`),
  });
  await expect(heading).toBeVisible({ timeout: UI_TIMEOUT });
  await expect(preview.getByText(`${insights.byLabel} ${leaderName('priya-raman')}`)).toBeVisible();
  await expect(preview.locator('.article-body h2').first()).toBeVisible();
  // The faces are the site's, and loaded in the pane.
  await expect
    .poll(() =>
      heading.evaluate(() =>
        [...document.fonts]
          .filter((face) => face.status === 'loaded' && !/fallback/i.test(face.family))
          .map((face) => face.family.replace(/"/g, '').replace(/-[0-9a-f]+$/, ''))
          .sort(),
      ),
    )
    .toEqual(['Inter', 'Source Serif 4']);
  expect(await heading.evaluate((h) => getComputedStyle(h).fontFamily)).toMatch(/Source Serif 4/);
});

test('an editor adds an FAQ and faqs.yaml holds it, every entry valid', async ({ page }) => {
  test.setTimeout(120_000);
  const file = path.join(repo, 'src/content/faqs.yaml');
  const before = (parse(readFileSync(file, 'utf8')) as { entries: Record<string, unknown>[] }).entries;
  const faq = {
    id: 'do-you-work-outside-the-uk',
    order: before.length + 1,
    question: 'Do you work outside the UK?',
    answer:
      'Yes. Our partners have delivered work in more than 60 countries, and we run engagements remotely or on site.',
  };

  await openEditor(page, '#/collections/faqs/entries/faqs');
  await page.getByRole('button', { name: /Add Question/i }).click({ timeout: UI_TIMEOUT });
  // The new item opens at the end of the list; the others stay collapsed.
  await page.getByLabel('Id', { exact: true }).last().fill(faq.id);
  await page.getByLabel('Order', { exact: true }).last().fill(String(faq.order));
  await page.getByLabel('Question', { exact: true }).last().fill(faq.question);
  await page.getByLabel('Answer', { exact: true }).last().fill(faq.answer);
  await publish(page);

  const entries = () => (parse(readFileSync(file, 'utf8')) as { entries: Record<string, unknown>[] }).entries;
  await expect.poll(() => entries().length, { timeout: UI_TIMEOUT }).toBe(before.length + 1);
  expect(entries().slice(0, -1)).toEqual(before);
  expect(entries().at(-1)).toEqual(faq);
  const { faqs } = await contentSchemas();
  for (const entry of entries()) expect(faqs.safeParse(entry).error).toBeUndefined();
});

test('an editor uploads a leader’s portrait beside leaders.yaml, where astro:assets finds it', async ({ page }) => {
  test.setTimeout(120_000);
  const file = path.join(repo, 'src/content/leaders.yaml');
  const leaders = () => (parse(readFileSync(file, 'utf8')) as { entries: Record<string, unknown>[] }).entries;
  const [first] = leaders();

  await openEditor(page, '#/collections/leaders/entries/leaders');
  await expect(page.getByText(`1. ${String(first?.name)}`)).toBeVisible({ timeout: UI_TIMEOUT });
  // Open the (collapsed) leaders; the first is Jonathan Whitfield, who has no portrait yet.
  await page.getByRole('button', { name: 'Expand' }).click();
  expect(first?.image).toBeUndefined();
  await page.getByRole('button', { name: 'Choose an image' }).first().click();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'portrait-test.png',
    mimeType: 'image/png',
    buffer: readFileSync('public/og-image.png'),
  });
  await expect(page.getByRole('dialog').getByText('portrait-test.png')).toBeVisible({ timeout: UI_TIMEOUT });
  await page.getByRole('button', { name: 'Choose selected' }).click();
  await publish(page);

  await expect.poll(() => leaders()[0]?.image, { timeout: UI_TIMEOUT }).toBe('leaders/portrait-test.png');
  expect(readFileSync(path.join(repo, 'src/content/leaders/portrait-test.png'))).toEqual(
    readFileSync('public/og-image.png'),
  );
  const schemas = await contentSchemas();
  for (const leader of leaders()) expect(schemas.leaders.safeParse(leader).error).toBeUndefined();
});

test('an editor writes an article, and the site built from it lists it, feeds it and maps it', async ({ page }) => {
  // The build takes 5-10 s on two cores; a loaded machine may take longer.
  test.setTimeout(180_000);
  const article = {
    title: 'Five questions to ask before signing an AI contract',
    file: 'five-questions-to-ask-before-signing-an-ai-contract',
    summary:
      'What a buyer should settle before an AI supplier signs: data rights, model changes, audit access, exit and who answers when the system is wrong.',
    author: leaderName('sarah-okafor'),
    topic: 'procurement',
    publishDate: '2026-11-26',
    body: 'Most AI contracts are signed on the supplier’s paper, and most of what goes wrong later was decided there.',
  };

  await openEditor(page, '#/collections/insights/new');
  await page.getByLabel('Title', { exact: true }).fill(article.title, { timeout: UI_TIMEOUT });
  await page.getByLabel('Summary', { exact: true }).fill(article.summary);
  await page.getByLabel('Author', { exact: true }).fill(article.author);
  await page.getByRole('option', { name: article.author }).click();
  await page.getByRole('button', { name: /Add Topic/i }).click();
  await page.getByLabel('Topic', { exact: true }).fill(article.topic);
  await page.getByRole('option', { name: article.topic, exact: true }).click();
  await page.getByLabel('Publish date', { exact: true }).fill(article.publishDate);
  await page.locator('[data-slate-editor]').click();
  await page.keyboard.type(article.body);
  await publish(page);
  const file = path.join(repo, 'src/content/insights', `${article.file}.md`);
  await expect.poll(() => existsSync(file), { timeout: UI_TIMEOUT }).toBe(true);

  // The site built from the edited copy, as Netlify builds it after a publish.
  const dist = await project.build();
  const built = (name: string) => readFileSync(path.join(dist, name), 'utf8');
  const address = `/insights/${article.file}`;
  const cards = [...built('insights/index.html').matchAll(/<article[\s\S]*?<\/article>/g)].map(([card]) => card);
  const card = cards.filter((c) => c.includes(`href="${address}"`));
  expect(card, 'the /insights list has one card for the article').toHaveLength(1);
  for (const shown of [
    article.title,
    article.summary,
    `${insights.byLabel} ${article.author}`,
    `datetime="${article.publishDate}"`,
  ])
    expect(card[0]).toContain(shown);
  const items = built('insights/rss.xml').match(/<item>[\s\S]*?<\/item>/g) ?? [];
  const item = items.filter((i) => i.includes(`<link>${site.url}${address}</link>`));
  expect(item, 'the feed has one item for the article').toHaveLength(1);
  expect(item[0]).toContain(`<title>${article.title}</title>`);
  expect(item[0]).toContain(`<category>${insights.topics.procurement.label}</category>`);
  expect(built('sitemap-0.xml')).toContain(`<loc>${site.url}${address}/</loc>`);
  const own = built(`${address.slice(1)}/index.html`);
  expect(own).toContain(`>${article.title}</h1>`);
  expect(own).toContain(article.body);
});
