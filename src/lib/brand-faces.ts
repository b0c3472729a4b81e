// The brand faces (docs/decisions/052). A first view paints with system fonts resized to the brand's
// metrics (scripts/font-fallbacks.mjs), so its largest paint waits for no font file, and keeps them: no
// fallback, however well sized, breaks every paragraph where the brand face does, so swapping faces under
// a reader's eyes would move lines. Once the page has painted, this fetches both faces into the browser's
// cache; every page opened from one of the site's pages then names them before its first frame (the head
// script sets data-brand-faces), and they arrive from the cache within the faces' short block period.

/** Set on <html> when the brand faces are to be used: the styles then name them first (global.css). */
export const BRAND_FACES_ATTRIBUTE = 'data-brand-faces';

/** The custom properties Astro's Fonts API sets to each face's family and fallbacks (astro.config.mjs). */
const FACE_VARIABLES = ['--font-inter', '--font-source-serif'] as const;

/** Fetches both brand faces for the next page, unless this page already uses them. */
export function fetchBrandFaces(): void {
  const root = document.documentElement;
  if (root.hasAttribute(BRAND_FACES_ATTRIBUTE) || !('fonts' in document)) return;
  const styles = getComputedStyle(root);
  for (const name of FACE_VARIABLES) {
    const family = styles.getPropertyValue(name).split(',')[0]!.trim();
    // A face that cannot be fetched (offline, say) is tried again by the next page.
    if (family) document.fonts.load(`1em ${family}`).catch(() => undefined);
  }
}
