// robots.txt, generated so the sitemap address follows site.url (src/site.ts) and the fragments pages fetch
// into themselves (the route table's `partial` rows) are never crawled as pages.
import type { APIRoute } from 'astro';
import { site } from '../site.ts';
import { FRAGMENT_PATHS } from '../routes.ts';

export const GET: APIRoute = () =>
  new Response(
    [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      ...FRAGMENT_PATHS.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${site.url}/sitemap-index.xml`,
      '',
    ].join('\n'),
    {
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    },
  );
