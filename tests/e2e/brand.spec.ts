// The mark: one logo (mark and wordmark) in the site navigation and the footer, the favicon set drawn from
// it (SVG, the 180 px Apple touch icon, the web manifest's icons) and the Open Graph image.
import { test, expect } from './fixtures.ts';
import { site } from '../../src/site.ts';
import { ui } from './support/copy.ts';

test('the logo leads the navigation and the footer, each a link home with a name', async ({ page }) => {
  for (const path of ['/', '/privacy-policy']) {
    await page.goto(path);
    const navLogo = page
      .getByRole('navigation', { name: ui.header.navLabel })
      .getByRole('link', { name: ui.header.logoLabel });
    await expect(navLogo.locator('svg[data-logo]')).toBeVisible();
    const footerLogo = page.getByRole('contentinfo').getByRole('link', { name: ui.header.logoLabel });
    await expect(footerLogo.locator('svg[data-logo]')).toBeVisible();
  }
});

test('favicon, Apple touch icon and web manifest are linked from every page and served', async ({ page, request }) => {
  await page.goto('/');
  const href = (selector: string) => page.locator(selector).getAttribute('href');
  // The favicon is the mark inline (no request before the largest paint), the same drawing as /favicon.svg.
  const favicon = await request.get('/favicon.svg');
  expect(favicon.headers()['content-type']).toContain('image/svg+xml');
  const faviconSvg = await favicon.text();
  expect(faviconSvg).toMatch(/^<svg [^>]*viewBox="0 0 40 40"/);
  const icon = await href('link[rel="icon"][type="image/svg+xml"]');
  expect(decodeURIComponent(icon!.replace(/^data:image\/svg\+xml,/, ''))).toBe(faviconSvg);
  expect(await href('link[rel="apple-touch-icon"]')).toBe('/apple-touch-icon.png');
  // The manifest is linked once the page has painted.
  expect(await href('link[rel="manifest"]')).toBe('/site.webmanifest');

  const pngSize = async (path: string) => {
    const response = await request.get(path);
    expect(response.headers()['content-type'], path).toBe('image/png');
    const png = await response.body();
    return [png.readUInt32BE(16), png.readUInt32BE(20)];
  };
  expect(await pngSize('/apple-touch-icon.png')).toEqual([180, 180]);

  const manifest = await (await request.get('/site.webmanifest')).json();
  expect(manifest.name).toBe(site.name);
  for (const icon of manifest.icons as { src: string; sizes: string; type: string }[]) {
    if (icon.type !== 'image/png') continue;
    expect(await pngSize(icon.src)).toEqual(icon.sizes.split('x').map(Number));
  }
});
