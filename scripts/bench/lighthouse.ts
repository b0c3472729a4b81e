// Lighthouse 13 (mobile preset) in Debian's Chromium. Each page runs `runs` times and reports the median
// run (by performance score, then LCP), as Lighthouse's own guidance suggests for variable machines.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumFlags, chromiumPath } from '../chromium.ts';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Script requests the page made. */
  scriptRequests: number;
  /** Whether the page asks not to be indexed (its SEO score is then low by design). */
  noIndex: boolean;
}

export interface LighthouseOptions {
  runs?: number;
  /** Only the performance category (TBT, CLS, LCP): faster, for sweeping every page. */
  performanceOnly?: boolean;
}

export async function runLighthouse(
  base: string,
  pages: string[],
  { runs = 1, performanceOnly = false }: LighthouseOptions = {},
): Promise<Record<string, LighthouseScores>> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
  });
  const results: Record<string, LighthouseScores> = {};
  try {
    for (const page of pages) {
      const samples: LighthouseScores[] = [];
      for (let i = 0; i < runs; i++) {
        const run = await lighthouse(`${base}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          ...(performanceOnly ? { onlyCategories: ['performance'] } : {}),
        });
        if (!run) throw new Error(`Lighthouse returned nothing for ${page}`);
        const { categories, audits } = run.lhr;
        const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
        const requests = (audits['network-requests']?.details as { items?: { resourceType?: string }[] } | undefined)
          ?.items;
        samples.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
          cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
          tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
          scriptRequests: requests?.filter((r) => r.resourceType === 'Script').length ?? 0,
          noIndex: audits['is-crawlable']?.score === 0,
        });
      }
      samples.sort((a, b) => b.performance - a.performance || a.lcpMs - b.lcpMs);
      results[page] = samples[Math.floor(samples.length / 2)]!;
    }
  } finally {
    chrome.kill();
  }
  return results;
}
