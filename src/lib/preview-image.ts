// Where a page's preview image (og:image, twitter:image) is: /og/<the page's path>.png, /og/index.png for
// the home page. scripts/og-image/integration.ts draws one after the build for every public page.

const trim = (path: string) => path.replace(/\/+$/, '') || '/';

/** The preview image's path for a page's address. */
export function previewImagePath(pagePath: string): string {
  const path = trim(pagePath);
  return `/og${path === '/' ? '/index' : path}.png`;
}
