// Renders scripts/og-image/og-image.html to public/og-image.png (1200x630) with Chromium. Run it after
// changing the design: `node scripts/og-image.ts`; the PNG is committed.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';

const root = process.cwd();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_BIN ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 }, deviceScaleFactor: 1 });
await page.goto(pathToFileURL(path.join(root, 'scripts/og-image/og-image.html')).href);
await page.screenshot({ path: path.join(root, 'public/og-image.png'), type: 'png' });
await browser.close();
console.log('Wrote public/og-image.png (1200x630).');
