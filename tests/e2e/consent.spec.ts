// Cookie consent in a real browser against the production-like server, with the network watched:
// nothing from Google before consent, the tag after Accept All, nothing after Reject All, cookies removed
// on revoke, a consent_logs row per choice, expiry after 13 months, keyboard use and axe-core.
import type { Page } from '@playwright/test';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/rows.ts';
import { test, expect, expectNoA11yViolations } from './fixtures.ts';
import {
  E2E_MEASUREMENT_ID,
  banner,
  cookieNames,
  expectBuiltWithMeasurementId,
  storedConsent,
  watchGoogle,
} from './support/consent.ts';
import { ANALYTICS_OPT_OUT_KEY, CONSENT_PENDING_KEY } from '../../src/schemas/storage.ts';
import { ui } from './support/copy.ts';

const ALL = { essential: true, analytics: true, marketing: true, functional: true };
const NONE = { essential: true, analytics: false, marketing: false, functional: false };
const GA_COOKIES = ['_ga', '_ga_E2ETEST01', '_gat_gtag_G_E2ETEST01', '_gid'];
const DAY_MS = 86_400_000;
/** A page with the site footer (and its control that reopens the cookie choices). */
const FOOTER_PAGE = '/privacy-policy';

// Each test is a different visitor: its own address, so its consent_logs rows are easy to find.
test.use({ cookieConsent: null, ownAddress: true });

test.beforeAll(() => expectBuiltWithMeasurementId());

const truncated = (ip: string) => ip.replace(/\.\d+$/, '.0');

/** This visitor's consent_logs rows, oldest first, once there are `count` of them. */
async function consentRows(db: Kysely<Database>, visitorIp: string, count: number) {
  const rows = () => db.selectFrom('consentLogs').select('id').where('ipAddress', '=', truncated(visitorIp)).execute();
  await expect.poll(async () => (await rows()).length).toBe(count);
  return db
    .selectFrom('consentLogs')
    .selectAll()
    .where('ipAddress', '=', truncated(visitorIp))
    .orderBy('createdAt')
    .execute();
}

test('a first visit shows the banner, loads nothing from Google, and the banner moves nothing on the page', async ({
  page,
  browser,
}) => {
  const google = await watchGoogle(page);
  await page.goto(FOOTER_PAGE);
  await expect(banner(page)).toBeVisible();
  const region = banner(page);
  await expect(region.getByRole('button', { name: ui.cookieConsent.rejectAll })).toBeVisible();
  await expect(region.getByRole('button', { name: ui.cookieConsent.customize })).toBeVisible();
  await expect(region.getByRole('button', { name: ui.cookieConsent.acceptAll })).toBeVisible();
  await expect(region.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute('href', '/privacy-policy');
  // Equally prominent: the three choices have the same size and look.
  const looks = await region.getByRole('button').evaluateAll((buttons) =>
    buttons.map((b) => {
      const style = getComputedStyle(b);
      return `${style.backgroundColor} ${style.color} ${style.fontSize} ${style.fontWeight} ${b.getBoundingClientRect().height}`;
    }),
  );
  expect(new Set(looks).size).toBe(1);
  // The bar overlays the page (fixed) rather than pushing content: the heading is where it is without it.
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
  expect(await region.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
  const withoutBanner = await browser.newPage();
  await withoutBanner.addInitScript(
    (value) => {
      localStorage.setItem('cookie-consent-preferences', value);
      localStorage.setItem('cookie-consent-timestamp', String(Date.now()));
    },
    JSON.stringify({ ...NONE, version: '1.0' }),
  );
  await withoutBanner.goto(page.url());
  expect(await withoutBanner.getByRole('heading', { level: 1 }).boundingBox()).toEqual(heading);
  await withoutBanner.close();

  await expectNoA11yViolations(page);
  expect(await page.evaluate(() => (window as { __gtagStubLoads?: number }).__gtagStubLoads ?? 0)).toBe(0);
  expect(google).toEqual([]);
  expect(await cookieNames(page)).toEqual([]);
});

test('Reject All stores the choice, logs a grant and never loads Google, on this page or the next', async ({
  page,
  db,
  visitorIp,
}) => {
  const google = await watchGoogle(page);
  await page.goto('/');
  await banner(page).getByRole('button', { name: ui.cookieConsent.rejectAll }).click();
  await expect(banner(page)).toBeHidden();

  const [row] = await consentRows(db, visitorIp, 1);
  expect(row).toMatchObject({
    action: 'grant',
    consentMethod: 'reject_all',
    consentChoices: NONE,
    previousChoices: null,
    ipAddress: truncated(visitorIp),
    consentVersion: '1.0',
  });
  expect(row!.userAgent).toContain('Chrome');
  expect(row!.sessionId).toMatch(/^[A-Za-z0-9_-]{16,}$/);
  expect(row!.correlationId).toMatch(/^[A-Za-z0-9_-]{16,}$/);

  const stored = await storedConsent(page);
  expect(JSON.parse(stored.preferences!)).toEqual({ ...NONE, version: '1.0' });
  expect(Number(stored.timestamp)).toBeGreaterThan(Date.now() - 60_000);
  expect(await page.evaluate((key) => localStorage.getItem(key), ANALYTICS_OPT_OUT_KEY)).toBe('true');
  const [cookie] = (await page.context().cookies()).filter((c) => c.name === 'cookie_consent');
  expect(JSON.parse(decodeURIComponent(cookie!.value))).toEqual(NONE);
  expect(cookie).toMatchObject({ path: '/', sameSite: 'Strict', secure: true });
  expect((cookie!.expires * 1000 - Date.now()) / DAY_MS).toBeCloseTo(365, 0);

  await page.reload();
  // eslint-disable-next-line playwright/no-networkidle -- no ready signal yet says the page's scripts have applied the stored choice
  await page.waitForLoadState('networkidle');
  await expect(banner(page)).toBeHidden();
  expect(google).toEqual([]);
  expect(await cookieNames(page)).toEqual(['cookie_consent']);
});

test('Accept All loads the tag after Consent Mode defaults; revoking from Cookie settings removes the analytics cookies', async ({
  page,
  db,
  visitorIp,
}) => {
  const google = await watchGoogle(page);
  await page.goto(FOOTER_PAGE);
  expect(google).toEqual([]);
  await banner(page).getByRole('button', { name: ui.cookieConsent.acceptAll }).click();
  await expect.poll(() => page.evaluate(() => (window as { __gtagStubLoads?: number }).__gtagStubLoads)).toBe(1);
  expect(google).toEqual([`https://www.googletagmanager.com/gtag/js?id=${E2E_MEASUREMENT_ID}`]);

  // The dataLayer starts with the Consent Mode v2 defaults (all denied, 500 ms wait), before any tag.
  const dataLayer = await page.evaluate(() =>
    (window as unknown as { dataLayer: IArguments[] }).dataLayer.map((args) => Array.from(args)),
  );
  expect(dataLayer[0]).toEqual([
    'consent',
    'default',
    expect.objectContaining({
      analytics_storage: 'denied',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      wait_for_update: 500,
    }),
  ]);
  const update = dataLayer.findIndex(
    ([a, b, c]) => a === 'consent' && b === 'update' && (c as Record<string, string>).analytics_storage === 'granted',
  );
  const config = dataLayer.findIndex(([a, b]) => a === 'config' && b === E2E_MEASUREMENT_ID);
  expect(update).toBeGreaterThan(0);
  expect(config).toBeGreaterThan(update);
  expect(dataLayer[config]![2]).toMatchObject({ anonymize_ip: true });
  await expect.poll(() => cookieNames(page)).toEqual(expect.arrayContaining(GA_COOKIES));

  // Change of mind from the footer: the dialog opens with the current choice, Reject All revokes.
  await page.getByRole('button', { name: ui.cookieConsent.footerLink }).click();
  const dialog = page.getByRole('dialog', { name: ui.cookieConsent.dialogTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('switch', { name: ui.cookieConsent.categories.analytics.label })).toBeChecked();
  await dialog.getByRole('button', { name: ui.cookieConsent.rejectAll }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => cookieNames(page)).toEqual(['cookie_consent']);

  const rows = await consentRows(db, visitorIp, 2);
  expect(rows.map((r) => [r.action, r.consentMethod])).toEqual([
    ['grant', 'accept_all'],
    ['revoke', 'reject_all'],
  ]);
  expect(rows[0]!.consentChoices).toEqual(ALL);
  expect(rows[1]).toMatchObject({ consentChoices: NONE, previousChoices: ALL, ipAddress: truncated(visitorIp) });
  expect(rows[1]!.correlationId).toBe(rows[0]!.correlationId);

  // Nothing loads again on the next page.
  await page.reload();
  // eslint-disable-next-line playwright/no-networkidle -- no ready signal yet says the page's scripts have applied the stored choice
  await page.waitForLoadState('networkidle');
  expect(google).toHaveLength(1);
});

test('the banner and the dialog work by keyboard alone; a customised choice is logged as such', async ({
  page,
  db,
  visitorIp,
}) => {
  const google = await watchGoogle(page);
  await page.goto(FOOTER_PAGE);
  const region = banner(page);
  await expect(region).toBeVisible();
  const customize = region.getByRole('button', { name: ui.cookieConsent.customize });
  await customize.focus();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: ui.cookieConsent.dialogTitle });
  await expect(dialog).toBeVisible();
  // Nothing is pre-ticked; essential is on and cannot be changed.
  await expect(dialog.getByRole('switch', { name: ui.cookieConsent.categories.essential.label })).toBeChecked();
  await expect(dialog.getByRole('switch', { name: ui.cookieConsent.categories.essential.label })).toBeDisabled();
  for (const name of [
    ui.cookieConsent.categories.analytics.label,
    ui.cookieConsent.categories.marketing.label,
    ui.cookieConsent.categories.functional.label,
  ]) {
    await expect(dialog.getByRole('switch', { name })).not.toBeChecked();
  }
  await expectNoA11yViolations(page);

  // Focus is inside the dialog and stays there; Escape cancels and returns focus to Customize.
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(customize).toBeFocused();
  await expect(region).toBeVisible();

  // Again: switch on functional with the keyboard, then Save Preferences.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  const functional = dialog.getByRole('switch', { name: ui.cookieConsent.categories.functional.label });
  while (!(await functional.evaluate((el) => el === document.activeElement))) await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(functional).toBeChecked();
  const save = dialog.getByRole('button', { name: ui.cookieConsent.save });
  while (!(await save.evaluate((el) => el === document.activeElement))) await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(region).toBeHidden();

  const [row] = await consentRows(db, visitorIp, 1);
  expect(row).toMatchObject({
    action: 'grant',
    consentMethod: 'customize',
    consentChoices: { ...NONE, functional: true },
  });
  expect(google).toEqual([]);
});

test('Cookie settings can switch analytics on later: an update, and the tag loads', async ({ page, db, visitorIp }) => {
  const google = await watchGoogle(page);
  await page.goto(FOOTER_PAGE);
  await banner(page).getByRole('button', { name: ui.cookieConsent.rejectAll }).click();
  await expect(banner(page)).toBeHidden();
  await page.getByRole('button', { name: ui.cookieConsent.footerLink }).click();
  const dialog = page.getByRole('dialog', { name: ui.cookieConsent.dialogTitle });
  await dialog.getByRole('switch', { name: ui.cookieConsent.categories.analytics.label }).click();
  await dialog.getByRole('button', { name: ui.cookieConsent.save }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => google.length).toBe(1);
  expect(await page.evaluate((key) => localStorage.getItem(key), ANALYTICS_OPT_OUT_KEY)).toBeNull();

  const rows = await consentRows(db, visitorIp, 2);
  expect(rows[1]).toMatchObject({
    action: 'update',
    consentMethod: 'customize',
    consentChoices: { ...NONE, analytics: true },
    previousChoices: NONE,
  });
});

test('a choice lasts 13 months of 30 days, then the banner asks again (and a refusal then is a revoke)', async ({
  page,
  db,
  visitorIp,
}) => {
  await watchGoogle(page);
  const start = new Date('2030-03-01T09:00:00Z').getTime();
  await page.clock.install({ time: start });
  await page.goto('/');
  await banner(page).getByRole('button', { name: ui.cookieConsent.acceptAll }).click();
  await expect(banner(page)).toBeHidden();
  await consentRows(db, visitorIp, 1);

  await page.clock.setSystemTime(start + 389 * DAY_MS);
  await page.reload();
  // eslint-disable-next-line playwright/no-networkidle -- no ready signal yet says the page's scripts have applied the stored choice
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();

  await page.clock.setSystemTime(start + 390 * DAY_MS + 60_000);
  await page.reload();
  await expect(banner(page)).toBeVisible();
  // While the old choice has expired nothing from Google runs, and its cookies are gone once the page's
  // scripts have started (after the first paint).
  await expect.poll(() => cookieNames(page)).not.toContain('_ga');
  await banner(page).getByRole('button', { name: ui.cookieConsent.rejectAll }).click();
  const rows = await consentRows(db, visitorIp, 2);
  expect(rows[1]).toMatchObject({ action: 'revoke', consentMethod: 'reject_all', previousChoices: ALL });
});

test('a choice made under an older consent version is asked again', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem(
      'cookie-consent-preferences',
      JSON.stringify({ essential: true, analytics: true, marketing: false, functional: false, version: '0.9' }),
    );
    localStorage.setItem('cookie-consent-timestamp', String(Date.now()));
  });
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
});

test.describe('when the consent log cannot be reached', () => {
  test.use({ allowedConsoleErrors: [/status of 503/] });

  test('the choice still applies and the visitor is not blocked', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.route('**/api/consent/log', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Service unavailable"}' }),
    );
    await page.goto('/');
    await banner(page).getByRole('button', { name: ui.cookieConsent.rejectAll }).click();
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => warnings.some((w) => /will be retried/.test(w))).toBe(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // eslint-disable-next-line playwright/no-networkidle -- no ready signal yet says the page's scripts have sent the kept records
    await page.waitForLoadState('networkidle');
    await expect(banner(page)).toBeHidden();
  });

  /** The records this browser still keeps for the server, by record id. */
  const pendingIds = (page: Page) =>
    page.evaluate(
      (key) =>
        (JSON.parse(localStorage.getItem(key) ?? '[]') as { body: { recordId: string } }[]).map((r) => r.body.recordId),
      CONSENT_PENDING_KEY,
    );

  /** Answers the first consent-log call with 503 (`afterStoring`: after the server has stored it); lets the rest through. */
  async function refuseFirstLogCall(page: Page, options: { afterStoring?: boolean } = {}) {
    const calls: string[] = [];
    await page.route('**/api/consent/log', async (route) => {
      calls.push(JSON.parse(route.request().postData() ?? '{}').recordId);
      if (calls.length > 1) return route.continue();
      if (options.afterStoring) await route.fetch();
      await route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Service unavailable"}' });
    });
    return calls;
  }

  /** Opens a page and waits until its islands have hydrated and any call they make has finished. */
  async function view(page: Page, path: string) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // eslint-disable-next-line playwright/no-networkidle -- no ready signal yet says the islands' calls have finished
    await page.waitForLoadState('networkidle');
  }

  test('a refused record is kept, sent again on a later page view once its pause is over, and stored exactly once', async ({
    page,
    db,
    visitorIp,
  }) => {
    await watchGoogle(page);
    const calls = await refuseFirstLogCall(page);
    await page.goto('/');
    await banner(page).getByRole('button', { name: ui.cookieConsent.acceptAll }).click();
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => calls.length).toBe(1);
    await expect.poll(() => pendingIds(page)).toEqual([calls[0]]);

    // A page view during the pause after the failure sends nothing; the server has nothing yet.
    await view(page, FOOTER_PAGE);
    expect(calls).toHaveLength(1);
    await consentRows(db, visitorIp, 0);

    // A page view after the pause sends the kept record; it arrives once, and the browser forgets it.
    await page.clock.setFixedTime(Date.now() + 60_000);
    await view(page, '/about-leadership');
    await expect.poll(() => calls.length).toBe(2);
    expect(calls[1]).toBe(calls[0]);
    const [row] = await consentRows(db, visitorIp, 1);
    expect(row).toMatchObject({
      recordId: calls[0],
      action: 'grant',
      consentMethod: 'accept_all',
      consentChoices: ALL,
    });
    await expect.poll(() => pendingIds(page)).toEqual([]);

    await page.clock.setFixedTime(Date.now() + 3_600_000);
    await view(page, '/');
    expect(calls).toHaveLength(2);
    await consentRows(db, visitorIp, 1);
  });

  test('a record whose answer was lost after the server stored it is sent again and still stored once', async ({
    page,
    db,
    visitorIp,
  }) => {
    await watchGoogle(page);
    const calls = await refuseFirstLogCall(page, { afterStoring: true });
    await page.goto(FOOTER_PAGE);
    await banner(page).getByRole('button', { name: ui.cookieConsent.rejectAll }).click();
    await expect.poll(() => pendingIds(page)).toHaveLength(1);
    const [stored] = await consentRows(db, visitorIp, 1);
    expect(stored!.recordId).toBe(calls[0]);

    await page.clock.setFixedTime(Date.now() + 60_000);
    await view(page, '/');
    await expect.poll(() => calls).toEqual([stored!.recordId, stored!.recordId]);
    await expect.poll(() => pendingIds(page)).toEqual([]);
    const rows = await consentRows(db, visitorIp, 1);
    expect(rows[0]!.id).toBe(stored!.id);
  });
});
