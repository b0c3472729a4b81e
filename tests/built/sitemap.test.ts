// The sitemap as built: every built page is in it unless it is noIndex, a duplicate of its canonical URL or
// a fragment, and the public detail pages and the embedded applications' pages are.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from 'vitest';
import { routeFor } from '../../src/routes.ts';
import { listCopy, type Application } from '../e2e/support/copy.ts';

const EMBED_PATHS = listCopy<Application>('applications').flatMap(({ embedSlug }) =>
  embedSlug ? [`/${embedSlug}`] : [],
);

test('every built page is in the sitemap unless it is noIndex or a duplicate of its canonical URL (a fragment is no page)', () => {
  const sitemap = readFileSync('dist/sitemap-0.xml', 'utf8');
  const listed = new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname));
  const dist = path.resolve('dist');
  const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'));
  expect(pages.length).toBeGreaterThanOrEqual(20);
  for (const file of pages) {
    const html = readFileSync(path.join(dist, file), 'utf8');
    const noIndex = /<meta name="robots" content="noindex/.test(html);
    const route = `/${file.replace(/(^|\/)index\.html$/, '$1')}`;
    // /public is the landing page again, canonical to /: only the canonical URL is listed.
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    const duplicate = !noIndex && canonical !== undefined && new URL(canonical).pathname.replace(/\/?$/, '/') !== route;
    const fragment = routeFor(route)?.partial === true;
    const expected = !noIndex && !duplicate && !fragment;
    expect(listed.has(route), `${route} ${expected ? 'is not' : 'is noIndex or a duplicate but'} in the sitemap`).toBe(
      expected,
    );
  }
  for (const route of [
    '/privacy-policy/',
    '/terms/',
    '/case-study-details/',
    '/service-details/',
    '/about-leadership/',
    '/access-request/',
    '/showcase/zehn-business-mentor/',
    ...EMBED_PATHS.map((p) => `${p}/`),
  ]) {
    expect(listed, route).toContain(route);
  }
});
