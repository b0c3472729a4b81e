// Lighthouse 13 (mobile preset) in Debian's Chromium. Each page runs `runs` times and reports the median of
// each metric, as Lighthouse's own guidance suggests for variable machines.
import { mkdirSync, writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumFlags, chromiumPath } from '../chromium.ts';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  fcpMs: number;
  cls: number;
  tbtMs: number;
  /** Script requests the page made. */
  scriptRequests: number;
  /** Bytes of script requested before the (observed) largest paint: the budget is none. */
  scriptBytesBeforeLcp: number;
  /** Bytes of font the page downloaded, and of its HTML document (as transferred, Brotli). */
  fontBytes: number;
  htmlBytes: number;
  /** Whether the page asks not to be indexed (its SEO score is then low by design). */
  noIndex: boolean;
  /** What the largest paint was (Lighthouse's label for the element). */
  lcpElement: string;
}

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
  /** When the request started, in ms from the navigation (the same clock as the observed metrics). */
  networkRequestTime?: number;
}

export interface LighthouseOptions {
  runs?: number;
  /** Only the performance category (TBT, CLS, LCP): faster, for sweeping every page. */
  performanceOnly?: boolean;
  /** Cookies set in the browser before the first run, for `base` (a signed-in visitor's). */
  cookies?: BrowserCookie[];
  /**
   * A folder for each page's last full Lighthouse report (JSON), named after the page and `label`: the
   * details behind a figure (the long tasks, the shifted elements).
   */
  reportDir?: string;
  label?: string;
  /**
   * Lighthouse's slow-4G profile simulated from an unthrottled load (its default, what the score uses), or
   * applied to the browser as it loads ('devtools': each request delayed, bandwidth and CPU slowed).
   */
  throttlingMethod?: 'simulate' | 'devtools';
}

/** A report's file name: '/questionnaire/result' -> 'questionnaire-result.json', with the label's words. */
const reportName = (page: string, label = '') =>
  [page.replace(/^\/|\/$/g, '').replace(/\//g, '-') || 'home', ...(label.match(/\w+/g) ?? [])].join('-') + '.json';

export interface BrowserCookie {
  name: string;
  value: string;
  httpOnly: boolean;
}

/**
 * Sets cookies in the launched browser through its DevTools protocol (Storage.setCookies). Lighthouse
 * clears caches and site storage before each run but keeps cookies, so each run is a signed-in first
 * visit with a cold cache.
 */
async function setCookies(port: number, url: string, cookies: BrowserCookie[]): Promise<void> {
  const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.onmessage = (event) => {
        const message = JSON.parse(String(event.data)) as { id?: number; error?: { message: string } };
        if (message.id !== 1) return;
        if (message.error) reject(new Error(`Could not set the cookies: ${message.error.message}`));
        else resolve();
      };
      socket.send(
        JSON.stringify({
          id: 1,
          method: 'Storage.setCookies',
          params: { cookies: cookies.map((cookie) => ({ ...cookie, url, path: '/' })) },
        }),
      );
    });
  } finally {
    socket.close();
  }
}

/** Lighthouse's label for the largest paint's element (its text, or its tag and classes). */
function largestPaintLabel(details: unknown): string {
  // The LCP breakdown insight's details list a table of the paint's phases and a node item for the element.
  const items = (details as { items?: { type?: string; nodeLabel?: string; snippet?: string }[] } | undefined)?.items;
  const node = items?.find((item) => item.type === 'node');
  return (node?.nodeLabel ?? node?.snippet ?? '?').replace(/\s+/g, ' ').slice(0, 60);
}

/** Each number the median of the runs' (so a slow run moves no metric), each flag the first run's. */
function medianOf(samples: LighthouseScores[]): LighthouseScores {
  const first = samples[0]!;
  const median = (key: keyof LighthouseScores) => {
    const values = samples.map((s) => Number(s[key])).sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)]!;
  };
  return Object.fromEntries(
    Object.entries(first).map(([key, value]) => [
      key,
      typeof value === 'number' ? median(key as keyof LighthouseScores) : value,
    ]),
  ) as unknown as LighthouseScores;
}

export async function runLighthouse(
  base: string,
  pages: string[],
  { runs = 1, performanceOnly = false, cookies = [], reportDir, label, throttlingMethod }: LighthouseOptions = {},
): Promise<Record<string, LighthouseScores>> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
  });
  const results: Record<string, LighthouseScores> = {};
  try {
    if (cookies.length) await setCookies(chrome.port, base, cookies);
    for (const page of pages) {
      const samples: LighthouseScores[] = [];
      for (let i = 0; i < runs; i++) {
        const run = await lighthouse(`${base}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          ...(throttlingMethod ? { throttlingMethod } : {}),
          ...(performanceOnly ? { onlyCategories: ['performance'] } : {}),
        });
        if (!run) throw new Error(`Lighthouse returned nothing for ${page}`);
        if (reportDir && i === runs - 1) {
          mkdirSync(reportDir, { recursive: true });
          writeFileSync(`${reportDir}/${reportName(page, label)}`, JSON.stringify(run.lhr));
        }
        const { categories, audits } = run.lhr;
        const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
        const requests = (audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? [];
        const observed = (
          audits['metrics']?.details as { items?: { observedLargestContentfulPaint?: number }[] } | undefined
        )?.items?.[0];
        const observedLcp = observed?.observedLargestContentfulPaint ?? Infinity;
        const bytes = (list: NetworkRequest[]) => list.reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
        samples.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
          fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
          cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
          tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
          scriptRequests: requests.filter((r) => r.resourceType === 'Script').length,
          scriptBytesBeforeLcp: bytes(
            requests.filter((r) => r.resourceType === 'Script' && (r.networkRequestTime ?? 0) < observedLcp),
          ),
          fontBytes: bytes(requests.filter((r) => r.resourceType === 'Font')),
          htmlBytes: bytes(requests.filter((r) => r.resourceType === 'Document')),
          noIndex: audits['is-crawlable']?.score === 0,
          lcpElement: largestPaintLabel(audits['lcp-breakdown-insight']?.details),
        });
      }
      results[page] = medianOf(samples);
    }
  } finally {
    chrome.kill();
  }
  return results;
}
