// The web manifest: the site's name, colours and icons (the favicon and the PNGs drawn from the mark).
import type { APIRoute } from 'astro';
import { site } from '../site.ts';
import { BRAND_NAVY } from '../lib/brand/logo.ts';

export const GET: APIRoute = () =>
  new Response(
    JSON.stringify({
      name: site.name,
      short_name: site.name,
      description: site.description,
      start_url: '/',
      display: 'browser',
      background_color: '#ffffff',
      theme_color: BRAND_NAVY,
      icons: [
        { src: '/favicon.svg', type: 'image/svg+xml', sizes: 'any' },
        { src: '/icon-192.png', type: 'image/png', sizes: '192x192' },
        { src: '/icon-512.png', type: 'image/png', sizes: '512x512' },
      ],
    }),
    { headers: { 'Content-Type': 'application/manifest+json' } },
  );
