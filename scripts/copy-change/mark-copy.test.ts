// The copy-change rewrite on a copy of the real content: words an editor writes are marked, everything the
// schemas pin down is not, and every entry still satisfies its schema.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { contentSchemas } from '../cms/schemas.ts';
import { markContent } from './mark-copy.ts';

const MARK = ' ✱';
let content: string;
let counts: { files: number; strings: number };
const yaml = (file: string) => parse(readFileSync(path.join(content, file), 'utf8'));
const frontmatter = (file: string) => {
  const [, data, body] = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(readFileSync(path.join(content, file), 'utf8'))!;
  return { data: parse(data!), body: body! };
};
const original = (file: string) => parse(readFileSync(path.join('src/content', file), 'utf8'));

beforeAll(async () => {
  content = path.join(mkdtempSync(path.join(os.tmpdir(), 'mark-copy-')), 'content');
  cpSync('src/content', content, { recursive: true });
  counts = await markContent(content, MARK);
});
afterAll(() => rmSync(path.dirname(content), { recursive: true, force: true }));

describe('markContent', () => {
  it('marks labels, headings, sentences and list items in every kind of content file', () => {
    const auth = yaml('pages/auth.yaml');
    expect(auth.login.emailLabel).toBe(`${original('pages/auth.yaml').login.emailLabel}${MARK}`);
    expect(auth.intro.benefits.every((line: string) => line.endsWith(MARK))).toBe(true);
    expect(yaml('ui.yaml').shared.footer.legal[0].label.endsWith(MARK)).toBe(true);
    expect(yaml('applications.yaml').entries[0].name.endsWith(MARK)).toBe(true);
    const article = frontmatter('insights/buying-ai-under-the-procurement-act-2023.md');
    expect(article.data.title.endsWith(MARK)).toBe(true);
    expect(article.body).toMatch(new RegExp(`^## .+${MARK}$`, 'm'));
    expect(counts.files).toBeGreaterThan(50);
  });

  it('leaves alone what the schemas pin down: discriminators, ids, paths, URLs, references, dates, images', () => {
    const auth = yaml('pages/auth.yaml');
    expect(auth.page).toBe('auth');
    expect(auth.login.forgotPassword.href).toBe('/forgot-password');
    const app = yaml('applications.yaml').entries[1];
    expect([app.id, app.url, app.showcase.slug, app.showcase.buttons[0].action]).toEqual(
      ((a) => [a.id, a.url, a.showcase.slug, a.showcase.buttons[0].action])(original('applications.yaml').entries[1]),
    );
    const article = frontmatter('insights/buying-ai-under-the-procurement-act-2023.md').data;
    expect(article.author).not.toContain(MARK);
    expect(String(article.publishDate)).not.toContain(MARK);
    expect(article.topics.some((topic: string) => topic.includes(MARK))).toBe(false);
    const leader = yaml('leaders.yaml').entries[0];
    expect([leader.id, leader.email, leader.experienceYears].join()).not.toContain(MARK);
    // Placeholders survive: a template still names what it is filled with.
    const welcome = yaml('pages/dashboard.yaml').welcome.heading;
    expect(welcome).toBe(`${original('pages/dashboard.yaml').welcome.heading}${MARK}`);
    expect(welcome).toContain('{firstName}');
  });

  it('leaves every entry valid for its collection schema', async () => {
    const schemas = await contentSchemas();
    const check = (schema: keyof typeof schemas, entry: unknown, where: string) =>
      expect(schemas[schema].safeParse(entry).error?.message, where).toBeUndefined();
    check('ui', yaml('ui.yaml').shared, 'ui.yaml');
    for (const [schema, file] of [
      ['applications', 'applications.yaml'],
      ['leaders', 'leaders.yaml'],
      ['faqs', 'faqs.yaml'],
      ['reviews', 'reviews.yaml'],
      ['metricsBanner', 'metrics-banner.yaml'],
    ] as const)
      for (const entry of yaml(file).entries) check(schema, entry, file);
    for (const page of ['home', 'questionnaire', 'dashboard', 'account', 'privacy-policy'])
      check('pages', yaml(`pages/${page}.yaml`), page);
    check('services', frontmatter('services/risk-compliance.md').data, 'risk-compliance.md');
    check('caseStudies', frontmatter('case-studies/care-group-digital-rostering.md').data, 'case study');
  });
});
