// robots.txt, generated so the sitemap address follows site.url (src/site.ts).
import type { APIRoute } from 'astro';
import { site } from '../site.ts';

export const GET: APIRoute = () =>
  new Response(
    ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${site.url}/sitemap-index.xml`, ''].join('\n'),
    {
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    },
  );
