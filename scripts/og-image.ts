// Renders scripts/og-image/og-image.html to public/og-image.png (1200x630) with Chromium, with the logo
// (src/lib/brand/logo.ts) and the site's faces (the Fontsource files) put in. Run it after changing the
// design: `node scripts/og-image.ts`; the PNG is committed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { logoSvg } from '../src/lib/brand/logo.ts';
import { chromiumFlags, chromiumPath } from './chromium.ts';

const root = process.cwd();
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumFlags,
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 }, deviceScaleFactor: 1 });
const face = (family: string, pkg: string) => {
  const file = pathToFileURL(
    path.join(root, `node_modules/@fontsource-variable/${pkg}/files/${pkg}-latin-wght-normal.woff2`),
  );
  return `@font-face { font-family: '${family}'; src: url('${file.href}') format('woff2'); font-weight: 100 900; }`;
};
const html = readFileSync(path.join(root, 'scripts/og-image/og-image.html'), 'utf8')
  .replace('<!-- fonts -->', `<style>${face('Source Serif 4', 'source-serif-4')}${face('Inter', 'inter')}</style>`)
  .replace('<!-- logo -->', logoSvg('#ffffff', 72));
// Served from a file: URL so the page may load the font files beside it.
await page.goto(pathToFileURL(path.join(root, 'scripts/og-image/og-image.html')).href);
await page.setContent(html, { waitUntil: 'load' });
await page.evaluate(() => document.fonts.ready);
await page.screenshot({ path: path.join(root, 'public/og-image.png'), type: 'png' });
await browser.close();
console.log('Wrote public/og-image.png (1200x630).');
