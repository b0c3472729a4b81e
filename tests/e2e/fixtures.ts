// The base for every browser test: fails on any unexpected console error or uncaught exception
// (CSP violations included), answers every request to another host with a stub so no test reaches
// the internet, and exposes the run's database, the mailbox the site sends to, and an axe-core check.
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { Kysely } from 'kysely';
import { createDb } from '../../db/client.ts';
import type { Database } from '../../db/rows.ts';
import { readMailFolder, type MailReader } from '../helpers/mailbox.ts';
import { CONSENT_VERSION, ONLY_ESSENTIAL, type ConsentChoices } from '../../src/schemas/consent-choices.ts';
import { CONSENT_PREFERENCES_KEY, CONSENT_TIMESTAMP_KEY } from '../../src/schemas/storage.ts';
import { startTcpProxy } from '../helpers/tcp-proxy.ts';

export const STUB_PAGE = '<!doctype html><title>External site (stubbed in tests)</title><p>External site</p>';

interface Fixtures {
  /**
   * Console errors a test expects, e.g. a deliberate 401. Give one pattern (join several with `|`):
   * `test.use` reads a two-item array as a value and its fixture options, so a second pattern would break it.
   */
  allowedConsoleErrors: RegExp[];
  cspViolations: string[];
  /**
   * The cookie choice each page starts with, as if the visitor had chosen earlier (default: essential
   * only, so the banner stays out of the way). `null`: a first visit, the banner shows.
   */
  cookieConsent: ConsentChoices | null;
  /**
   * `true`: this test is a visitor with an address of its own (`visitorIp`), so per-address limits and
   * records are its own. The browser then reaches the server through a relay that connects from that
   * address; the server believes only the socket, never a header.
   */
  ownAddress: boolean;
  /** The address the server sees for this test when `ownAddress` is set: a random 127.x.y.z. */
  visitorIp: string;
}

interface WorkerFixtures {
  db: Kysely<Database>;
  /** What arrived at the SMTP server the site under test sends to (tests/e2e/global-setup.ts). */
  mailbox: MailReader;
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  allowedConsoleErrors: [[], { option: true }],
  cookieConsent: [ONLY_ESSENTIAL, { option: true }],
  ownAddress: [false, { option: true }],
  visitorIp: async ({}, use) => {
    const octet = () => Math.floor(Math.random() * 254) + 1;
    await use(`127.${octet()}.${octet()}.${octet()}`);
  },
  baseURL: async ({ baseURL, ownAddress, visitorIp }, use) => {
    if (!ownAddress || !baseURL) return use(baseURL);
    const server = new URL(baseURL);
    const relay = await startTcpProxy('127.0.0.1', Number(server.port), { localAddress: visitorIp });
    await use(`${server.protocol}//${server.hostname}:${relay.port}`);
    await relay.close();
  },
  db: [
    async ({}, use) => {
      const db = createDb({ DATABASE_URL: process.env.E2E_DATABASE_URL });
      await use(db);
      await db.destroy();
    },
    { scope: 'worker' },
  ],
  mailbox: [
    async ({}, use) => {
      const folder = process.env.E2E_MAIL_FOLDER;
      if (!folder)
        throw new Error('E2E_MAIL_FOLDER is unset: the global setup (tests/e2e/global-setup.ts) did not run');
      await use(readMailFolder(folder));
    },
    { scope: 'worker' },
  ],
  context: async ({ context, cookieConsent }, use) => {
    await prepareContext(context, cookieConsent);
    await use(context);
  },
  cspViolations: async ({}, use) => {
    await use([]);
  },
  page: async ({ page, allowedConsoleErrors, cspViolations }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      // A failed resource's line names no address; its location does (which request, on which page).
      const where = message.location().url;
      if (!allowedConsoleErrors.some((pattern) => pattern.test(text))) errors.push(where ? `${text} (${where})` : text);
    });
    page.on('pageerror', (error) => errors.push(`Uncaught: ${error.message}`));
    await page.exposeFunction('__reportCspViolation', (text: string) => cspViolations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { __reportCspViolation: (t: string) => void }).__reportCspViolation(
          `${event.violatedDirective} blocked ${event.blockedURI}`,
        );
      });
    });
    await use(page);
    expect(cspViolations, 'Content-Security-Policy violations').toEqual([]);
    expect(errors, 'unexpected console errors').toEqual([]);
  },
});

export { expect };

/**
 * What every test's browser context gets: requests to other hosts answered by a stub, and the cookie choice
 * made earlier (`null`: none). Tests that open a second context (another device) prepare it the same way.
 */
export async function prepareContext(context: BrowserContext, cookieConsent: ConsentChoices | null): Promise<void> {
  await context.route(
    (url) => !['localhost', '127.0.0.1'].includes(url.hostname),
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: STUB_PAGE }),
  );
  if (!cookieConsent) return;
  await context.addInitScript(
    ({ keys, value }) => {
      try {
        if (localStorage.getItem(keys.preferences) !== null) return;
        localStorage.setItem(keys.preferences, value);
        localStorage.setItem(keys.timestamp, String(Date.now()));
      } catch {
        // Opaque origins (about:blank, stubbed external pages) have no storage.
      }
    },
    {
      keys: { preferences: CONSENT_PREFERENCES_KEY, timestamp: CONSENT_TIMESTAMP_KEY },
      value: JSON.stringify({ ...cookieConsent, version: CONSENT_VERSION }),
    },
  );
}

/** Runs axe-core (WCAG 2.1 A and AA) on the page as it is now and expects no violations. */
export async function expectNoA11yViolations(page: Page, options: { exclude?: string[] } = {}): Promise<void> {
  // Legacy mode runs axe in the page itself, instead of gathering each frame's results in a new blank page:
  // half the time (about 3 s instead of 5 to 8 on the landing page). Only frames from another origin go
  // untested, and the site's only such frames are the embedded applications, which are not the site's.
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).setLegacyMode(true);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  // axe-core judges colour contrast by hit-testing the page, which cannot see into a section the browser
  // has not rendered yet (content-visibility: auto, until it comes near the viewport). Render them all, as
  // the visitor sees each one once scrolled to, for the check; then put them back.
  const deferred = await page.evaluate(() => {
    const sections = [...document.querySelectorAll<HTMLElement>('*')].filter(
      (element) => getComputedStyle(element).contentVisibility === 'auto',
    );
    for (const section of sections) {
      section.style.contentVisibility = 'visible';
      section.dataset.renderedForAxe = '';
    }
    return sections.length;
  });
  const { violations } = await builder.analyze();
  if (deferred)
    await page.evaluate(() => {
      for (const section of document.querySelectorAll<HTMLElement>('[data-rendered-for-axe]')) {
        section.style.removeProperty('content-visibility');
        delete section.dataset.renderedForAxe;
      }
    });
  const summary = violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary, 'axe-core violations').toEqual([]);
}
