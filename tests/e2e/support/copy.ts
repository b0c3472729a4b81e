// The site's copy as the content files hold it, for browser tests to find what a visitor reads without
// writing it out again: an editor may reword any of it in the CMS and the tests follow
// (`npm run test:copy-change` rewrites all of it in a scratch copy and runs them).
import { readFileSync, readdirSync } from 'node:fs';
import { parse } from 'yaml';
import { site } from '../../../src/site.ts';
import type { z } from 'astro/zod';
import type { PageData, PageId, UiData } from '../../../src/content.config.ts';
import type { application } from '../../../src/content/schemas/applications.ts';

const CONTENT = new URL('../../../src/content/', import.meta.url);
const readYaml = (file: string): unknown => parse(readFileSync(new URL(file, CONTENT), 'utf8'));

/** The copy of one page: src/content/pages/{id}.yaml. */
export const pageCopy = <P extends PageId>(id: P): PageData<P> => readYaml(`pages/${id}.yaml`) as PageData<P>;

/** The words every page shares (src/content/ui.yaml). */
export const ui = (readYaml('ui.yaml') as { shared: UiData }).shared;

export type Application = z.input<typeof application>;

/** Every application (src/content/applications.yaml), by id. */
export function applicationCopy(id: Application['id']): Application {
  const found = (readYaml('applications.yaml') as { entries: Application[] }).entries.find((a) => a.id === id);
  if (!found) throw new Error(`src/content/applications.yaml has no application '${id}'`);
  return found;
}

/** The entries of a YAML list file (leaders, faqs, reviews, metrics-banner). */
export const listCopy = <T = Record<string, unknown>>(file: string): T[] =>
  (readYaml(`${file}.yaml`) as { entries: T[] }).entries;

/** The front matter of a Markdown entry: `markdownCopy('services', 'agentic-ai-solutions')`. */
export function markdownCopy<T = Record<string, unknown>>(folder: string, id: string): T {
  const text = readFileSync(new URL(`${folder}/${id}.md`, CONTENT), 'utf8');
  return parse(text.split(/^---$/m)[1] ?? '') as T;
}

/** The front matter of every Markdown entry in a folder, each with its id (the file name). */
export function markdownEntries<T = Record<string, unknown>>(folder: string): (T & { id: string })[] {
  return readdirSync(new URL(`${folder}/`, CONTENT))
    .filter((file) => file.endsWith('.md'))
    .map((file) => ({ ...markdownCopy<T>(folder, file.slice(0, -3)), id: file.slice(0, -3) }));
}

/** Text to find as it is, in a regular expression: `new RegExp(`^${escaped(label)}`)`. */
export const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The source of a regular expression matching a filled template: each '{placeholder}' stands for the
 * pattern given for it, or any text. `templateSource('Page {page} of {pages}', { page: '1' })`.
 */
export function templateSource(template: string, patterns: Record<string, string> = {}): string {
  return escaped(template).replace(/\\\{(\w+)\\\}/g, (_, key: string) => patterns[key] ?? '.+');
}

export { fill, fillCounted } from '../../../src/lib/template.ts';

/** A page's <title>, as the layout writes it from the page's seo.title. */
export const documentTitle = (seo: { title?: string }) =>
  seo.title ? site.seo.titleTemplate.replace('%s', seo.title) : site.seo.defaultTitle;

/** The label the footer gives its link to `href`. */
export function footerLinkLabel(href: string): string {
  const links = [...ui.footer.columns.flatMap((column) => column.links), ...ui.footer.legal];
  const link = links.find((candidate) => candidate.href === href);
  if (!link) throw new Error(`src/content/ui.yaml's footer has no link to ${href}`);
  return link.label;
}
