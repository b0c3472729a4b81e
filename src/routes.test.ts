import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BENCHMARK_PAGES, MEMBER_ROUTES, ROUTES, inSitemap, isPublicPage, routeFor } from './routes.ts';

/** The address each page file in src/pages is built at (endpoints such as robots.txt.ts are not pages). */
function pageAddresses(directory = 'src/pages', prefix = ''): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return pageAddresses(path.join(directory, entry.name), `${prefix}/${entry.name}`);
    if (!entry.name.endsWith('.astro')) return [];
    const name = entry.name.replace(/\.astro$/, '');
    return [name === 'index' ? prefix || '/' : `${prefix}/${name}`];
  });
}

describe('the route table', () => {
  it('has one row for every page file, named by its address, and no row without a file', () => {
    expect(ROUTES.map((route) => route.path).sort()).toEqual(pageAddresses().sort());
  });

  it('finds the row for a concrete address, fixed addresses before `[name]` ones', () => {
    expect(routeFor('/dashboard/')?.path).toBe('/dashboard');
    expect(routeFor('/showcase/zehn-business-mentor')?.path).toBe('/showcase/[slug]');
    expect(routeFor('/auth')?.path).toBe('/auth');
    expect(routeFor('/socialhousingcompliance.com')?.path).toBe('/[app]');
    expect(routeFor('/a/b/c')).toBeUndefined();
    // A list's numbered pages, an article and a topic's pages each find their own row.
    expect(routeFor('/insights')?.path).toBe('/insights/[...page]');
    expect(routeFor('/insights/2')?.path).toBe('/insights/[slug]');
    expect(routeFor('/insights/some-article/')?.path).toBe('/insights/[slug]');
    expect(routeFor('/insights/topic/data')?.path).toBe('/insights/topic/[topic]/[...page]');
    expect(routeFor('/insights/topic/data/2')?.path).toBe('/insights/topic/[topic]/[...page]');
    // Only the five applications' addresses are the embedded-application page; the content editor is not.
    expect(routeFor('/admin')).toBeUndefined();
    expect(isPublicPage('/admin')).toBe(false);
  });

  it('keeps member, sign-in, e-mail-link, moved and duplicate pages out of the sitemap', () => {
    for (const page of ['/dashboard', '/account/', '/questionnaire/result', '/auth', '/public', '/reset-password'])
      expect(inSitemap(page), page).toBe(false);
    for (const page of ['/member-dashboard', '/app', '/app/account', '/404', '/fragments/service-views'])
      expect(inSitemap(page), page).toBe(false);
    for (const page of [
      '/',
      '/privacy-policy',
      '/showcase/zehn-business-mentor',
      '/zehnbusinessmentor.com',
      '/insights',
      '/insights/topic/data/2',
    ])
      expect(inSitemap(page), page).toBe(true);
  });

  it('names the member pages and the public pages', () => {
    expect(MEMBER_ROUTES).toEqual(['/dashboard', '/account', '/questionnaire', '/questionnaire/result']);
    expect(isPublicPage('/auth')).toBe(true);
    expect(isPublicPage('/dashboard')).toBe(false);
    expect(isPublicPage('/404')).toBe(false);
    expect(isPublicPage('/fragments/service-views')).toBe(false);
    expect(BENCHMARK_PAGES).toContain('/showcase/zehn-business-mentor');
    expect(BENCHMARK_PAGES).toEqual(expect.arrayContaining(['/insights', '/insights/topic/ai-governance']));
    expect(BENCHMARK_PAGES.every((page) => isPublicPage(page))).toBe(true);
  });
});

describe('page templates', () => {
  it('are the route table’s addresses, each once: a speed report names only a page that exists', async () => {
    const { PAGE_TEMPLATES } = await import('./schemas/page-templates.ts');
    expect([...PAGE_TEMPLATES].sort()).toEqual(ROUTES.map((route) => route.path).sort());
  });
});
