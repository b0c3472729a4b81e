// Every built HTML file is valid markup, checked with html-validate (docs/decisions/034): each page as a
// whole document (doctype, title, one body), each fragment a page fetches into itself (the route table's
// `partial` rows) as a fragment. The one finding accepted is Astro's own: the `<style>astro-island…` it
// writes into the body before the first island, found by its content, not by where it stands.
import { readdirSync, readFileSync } from 'node:fs';
import { HtmlValidate, type ConfigData, type Message } from 'html-validate';
import { test, expect } from 'vitest';
import { FRAGMENT_PATHS } from '../../src/routes.ts';

const rules: ConfigData['rules'] = {
  // Same-origin files only (the CSP allows no other), so there is nothing for integrity hashes to guard.
  'require-sri': 'off',
  // The not-found page holds two alternative headings, 'not found' and 'application not found', one hidden.
  'heading-level': ['error', { allowMultipleH1: true }],
};
const pages = new HtmlValidate({ extends: ['html-validate:standard', 'html-validate:document'], rules });
const fragments = new HtmlValidate({
  extends: ['html-validate:standard'],
  // A fragment's headings continue its host page's outline.
  rules: { ...rules, 'heading-level': 'off' },
});

const built = readdirSync('dist', { recursive: true, encoding: 'utf8' }).filter(
  (file) => file.endsWith('.html') && !file.startsWith('admin/'),
);
const isFragment = (file: string) => FRAGMENT_PATHS.some((path) => `/${file}` === `${path}index.html`);

/** Astro's island style: the only `<style>` allowed in the body, recognised by what it styles. */
function isAstroIslandStyle(html: string, message: Message): boolean {
  if (message.ruleId !== 'element-permitted-content' || !/\bstyle$/.test(message.selector ?? '')) return false;
  // The message points at the element's name; its tag starts one character before.
  const line = html.split('\n')[message.line - 1] ?? '';
  return line.slice(line.lastIndexOf('<', message.column - 1)).startsWith('<style>astro-island');
}

test('every built page and fragment is valid HTML (only Astro’s island style in the body is accepted)', async () => {
  expect(built.length).toBeGreaterThan(40);
  expect(built.filter(isFragment)).toEqual(FRAGMENT_PATHS.map((path) => `${path.slice(1)}index.html`));
  const findings: string[] = [];
  for (const file of built) {
    const html = readFileSync(`dist/${file}`, 'utf8');
    const report = await (isFragment(file) ? fragments : pages).validateString(html, file);
    for (const message of report.results.flatMap((result) => result.messages))
      if (!isAstroIslandStyle(html, message))
        findings.push(`${file}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`);
    // The parser moves anything after </html> into the body without a word; the validator follows it.
    if (!isFragment(file) && html.slice(html.lastIndexOf('</html>') + 7).trim())
      findings.push(`${file}: text after </html>`);
  }
  expect(findings).toEqual([]);
});

test('a fragment is not a page: no doctype, no title, never in the sitemap', () => {
  for (const path of FRAGMENT_PATHS) {
    const html = readFileSync(`dist${path}index.html`, 'utf8');
    expect(html).not.toMatch(/<!doctype|<title/i);
    expect(readFileSync('dist/sitemap-0.xml', 'utf8')).not.toContain(path);
  }
});
