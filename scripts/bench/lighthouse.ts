// Lighthouse 13 (mobile preset) against the running production-like server, in Debian's Chromium.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

export async function runLighthouse(base: string, pages: string[]): Promise<Record<string, LighthouseScores>> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_BIN ?? process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const results: Record<string, LighthouseScores> = {};
  try {
    for (const page of pages) {
      const run = await lighthouse(`${base}${page}`, { port: chrome.port, output: 'json', logLevel: 'error' });
      if (!run) throw new Error(`Lighthouse returned nothing for ${page}`);
      const { categories, audits } = run.lhr;
      const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
      results[page] = {
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
        cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
        tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      };
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
