// After the build, draws the preview image (scripts/og-image/preview.ts) of every public page of the route
// table (src/routes.ts) into dist/og/, where the page's og:image and twitter:image point
// (src/lib/preview-image.ts). The text comes from the built page itself: its title, and for an article its
// author and topics (meta name="author", article:tag), so the image always says what the page says.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { isPublicPage } from '../../src/routes.ts';
import { previewImagePath } from '../../src/lib/preview-image.ts';
import { site } from '../../src/site.ts';
import { renderPreview, type PreviewText } from './preview.ts';

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const metas = (html: string, attribute: 'name' | 'property', key: string) =>
  [...html.matchAll(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`, 'g'))].map((m) => decode(m[1]!));

/** What a built page's preview image says. */
export function previewText(html: string): PreviewText {
  const suffix = ` | ${site.name}`;
  const prefix = `${site.name} | `;
  let title = metas(html, 'property', 'og:title')[0] ?? site.name;
  if (title.endsWith(suffix)) title = title.slice(0, -suffix.length);
  else if (title.startsWith(prefix)) title = title.slice(prefix.length);
  const topics = metas(html, 'property', 'article:tag');
  const [authors] = metas(html, 'name', 'author');
  return {
    title,
    eyebrow: topics.length ? topics.join(' · ') : site.name,
    footer: authors,
  };
}

export function previewImages(): AstroIntegration {
  return {
    name: 'preview-images',
    hooks: {
      'astro:build:done': async ({ dir, pages, logger }) => {
        const root = fileURLToPath(dir);
        let count = 0;
        for (const { pathname } of pages) {
          const address = `/${pathname}`.replace(/\/+$/, '') || '/';
          if (!isPublicPage(address)) continue;
          const html = readFileSync(path.join(root, pathname, 'index.html'), 'utf8');
          const file = path.join(root, previewImagePath(address));
          mkdirSync(path.dirname(file), { recursive: true });
          writeFileSync(file, await renderPreview(previewText(html)));
          count += 1;
        }
        logger.info(`${count} preview images in dist/og/`);
      },
    },
  };
}
