// Browser-test helpers for cookie consent and analytics: a stand-in for Google's gtag.js served at the
// network edge (the product code is unchanged), a log of every request to a Google host, and readers
// for what the page stored.
import type { Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { CONSENT_PREFERENCES_KEY, CONSENT_TIMESTAMP_KEY } from '../../../src/schemas/storage.ts';
import { ui } from './copy.ts';

export const GOOGLE_HOST = /(^|\.)(googletagmanager|google-analytics|google|doubleclick)\.(com|net)$/;

/**
 * What gtag.js does that the tests can see: it runs, and it sets Google's cookies (_ga, _gid and the two
 * measurement-specific ones), as the real script does once analytics storage is granted.
 */
const GTAG_STUB = `(() => {
  const id = new URL(document.currentScript.src).searchParams.get('id');
  window.__gtagStubLoads = (window.__gtagStubLoads || 0) + 1;
  const set = (name, maxAge) => { document.cookie = name + '=GA1.1.123456789.1700000000; Path=/; Max-Age=' + maxAge; };
  set('_ga', 63072000);
  set('_gid', 86400);
  set('_ga_' + id.replace(/^G-/, ''), 63072000);
  set('_gat_gtag_' + id.replace(/-/g, '_'), 60);
})();`;

/** Serves the stub for gtag.js and records every request to a Google host. */
export async function watchGoogle(page: Page): Promise<string[]> {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (GOOGLE_HOST.test(new URL(request.url()).hostname)) requests.push(request.url());
  });
  await page.route('https://www.googletagmanager.com/gtag/js**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: GTAG_STUB }),
  );
  return requests;
}

/** The measurement id `npm test` builds the site with (package.json "test"; docs/decisions/005). */
export const E2E_MEASUREMENT_ID = 'G-E2ETEST01';

/** Fails with instructions when dist/ was built without the test measurement id. */
export function expectBuiltWithMeasurementId(): void {
  const built = readdirSync('dist/_astro')
    .filter((file) => file.endsWith('.js'))
    .some((file) => readFileSync(`dist/_astro/${file}`, 'utf8').includes(E2E_MEASUREMENT_ID));
  if (!built) {
    throw new Error(
      `dist/ was built without the test measurement id: run \`PUBLIC_GA_MEASUREMENT_ID=${E2E_MEASUREMENT_ID} npm run build\` (npm test does).`,
    );
  }
}

export async function storedConsent(page: Page) {
  return page.evaluate(
    ([prefs, ts]) => ({ preferences: localStorage.getItem(prefs!), timestamp: localStorage.getItem(ts!) }),
    [CONSENT_PREFERENCES_KEY, CONSENT_TIMESTAMP_KEY],
  );
}

export async function cookieNames(page: Page): Promise<string[]> {
  return (await page.context().cookies()).map((c) => c.name).sort();
}

export function banner(page: Page) {
  return page.getByRole('region', { name: ui.cookieConsent.bannerLabel });
}
