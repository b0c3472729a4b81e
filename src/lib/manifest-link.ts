// The web manifest is for installing the site, never for drawing a page: browsers fetch a linked manifest
// at once, at high priority, beside the fonts a phone is waiting for. So it is linked once the page has
// painted (page-start.ts), like the scripts (docs/decisions/017-nothing-before-the-largest-paint.md).

/** Where the manifest is served (src/pages/site.webmanifest.ts). */
export const MANIFEST_PATH = '/site.webmanifest';

/** Adds `<link rel="manifest">` to the head, once. */
export function linkManifest(): void {
  if (document.head.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = MANIFEST_PATH;
  document.head.append(link);
}
