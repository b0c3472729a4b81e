// Usage you can see, in the browser: a member's "Your activity" fills in the moment they launch (in that
// tab and in another), its chart's table agrees with the database, and the chart's code loads only near
// the section; the administrators' Usage panel over 4, 12 and 52 weeks, each chart as a table, a summary
// and a CSV; axe on every state the page walk (walk.spec.ts) does not reach, and the layout checks on each at
// 390, 1024 and 1440 px.
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { sql } from 'kysely';
import { parse } from 'yaml';
import { test, expect, expectNoA11yViolations } from './fixtures.ts';
import { createAccount, signIn } from './support/accounts.ts';
import { findCrampedCells } from './support/layout.ts';
import { escaped } from './support/copy.ts';
import { pageScripts } from '../../scripts/bench/page-weights.ts';
import { isPublicPage } from '../../src/routes.ts';

interface Copy {
  applications: { launch: string };
  activity: { heading: string; empty: string; chartTitle: string };
  usage: { heading: string; charts: Record<string, string>; period: { label: string; option: string } };
  charts: { showTable: string; downloadCsv: string };
}
const copy = parse(readFileSync('src/content/pages/dashboard.yaml', 'utf8')) as Copy;
const applications = (
  parse(readFileSync('src/content/applications.yaml', 'utf8')) as { entries: { id: string; name: string }[] }
).entries;
const nameOf = (id: string) => applications.find((app) => app.id === id)!.name;
const WIDTHS = [390, 1024, 1440] as const;

/** The chart drawing's own chunk: its file imports visx. */
const isChartChunk = (url: string) => /WeeklyChart/.test(url);

async function launch(page: Page, id: string) {
  const link = page.getByRole('link', {
    name: new RegExp(`^${escaped(copy.applications.launch)} ${escaped(nameOf(id))} `),
  });
  const [popup] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await popup.close();
}

/** No sideways scroll, and no table cell narrower than its longest word, at each width. */
async function expectLaidOut(page: Page, where: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(wide, `${where} at ${width} px: sideways scroll`).toBeLessThanOrEqual(0);
    expect(await findCrampedCells(page), `${where} at ${width} px: cramped cells`).toEqual([]);
  }
}

test("a new member's activity says there is none yet, laid out", async ({ page, db }) => {
  await signIn(page, await createAccount(db));
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/dashboard');
  const activity = page.getByTestId('your-activity');
  await expect(activity.getByRole('heading', { name: copy.activity.heading })).toBeVisible();
  await expect(activity.getByText(copy.activity.empty)).toBeVisible();
  await expectLaidOut(page, 'Your activity, empty');
});

test('a member launches two applications and sees both at once, here and in a second tab; the table agrees with the database', async ({
  page,
  db,
  context,
}) => {
  const account = await createAccount(db);
  await signIn(page, account);
  // One launch already recorded, so the chart is there (far down the page) from the start.
  expect((await page.request.post('/api/member/applications/contractiq/track')).status()).toBe(200);
  const chunks: string[] = [];
  page.on('request', (request) => chunks.push(request.url()));
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/dashboard');
  const activity = page.getByTestId('your-activity');
  await expect(activity.getByTestId('activity-table')).toBeVisible();
  // eslint-disable-next-line playwright/no-networkidle -- no ready signal yet says the dashboard has made every request it will before a scroll
  await page.waitForLoadState('networkidle');
  // The chart's code comes only once the section nears the viewport.
  expect(chunks.some(isChartChunk)).toBe(false);
  await activity.getByRole('figure').scrollIntoViewIfNeeded();
  await expect(activity.locator('figure svg').first()).toBeVisible();
  expect(chunks.some(isChartChunk)).toBe(true);

  const other = await context.newPage();
  await other.goto('/dashboard');
  await expect(other.getByTestId('activity-table')).toBeVisible();
  await page.bringToFront();
  await launch(page, 'paddock-pal');
  await launch(page, 'contractiq');
  for (const tab of [page, other]) {
    await expect(tab.getByTestId('activity-table').locator('tbody tr')).toHaveCount(2);
    await expect(tab.locator('[data-application="contractiq"] td').first()).toHaveText('2');
    await expect(tab.locator('[data-application="paddock-pal"] td').first()).toHaveText('1');
  }

  // The chart as a table: this week's launches per application, as the database counts them.
  const chart = page.getByTestId('chart-activity-chart');
  await chart.getByRole('button', { name: copy.charts.showTable }).click();
  const table = chart.getByRole('table');
  const headers = await table.locator('thead th').allTextContents();
  const lastRow = await table.locator('tbody tr').last().locator('th, td').allTextContents();
  const { rows } = await sql<{ app: string; n: string }>`
    select application_name as app, count(*) as n from application_launches where user_id = ${account.id}
    and launched_at >= date_trunc('week', now() at time zone 'UTC') at time zone 'UTC'
    group by application_name`.execute(db);
  expect(rows).toHaveLength(2);
  for (const row of rows) expect(lastRow[headers.indexOf(nameOf(row.app))]).toBe(row.n);
  await expect(chart.getByTestId('chart-summary')).toContainText('3');
  await expectNoA11yViolations(page);
  await expectLaidOut(page, 'Your activity as a table');
});

test('an administrator reads the Usage panel over 4, 12 and 52 weeks, each chart as a table and as CSV', async ({
  page,
  db,
}) => {
  const admin = await createAccount(db, { role: 'admin' });
  await signIn(page, admin);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/dashboard');
  const panel = page.getByRole('region', { name: copy.usage.heading, exact: true });
  await panel.scrollIntoViewIfNeeded();
  const period = panel.getByLabel(copy.usage.period.label);
  for (const weeks of ['4', '52', '12']) {
    const answer = page.waitForResponse((r) => r.url().includes(`/api/admin/usage?weeks=${weeks}`));
    await period.selectOption(weeks);
    expect((await answer).status()).toBe(200);
    const figure = panel.getByTestId('chart-usage-newAccounts');
    await figure.getByRole('button', { name: copy.charts.showTable }).click();
    await expect(figure.getByRole('table').locator('tbody tr')).toHaveCount(Number(weeks));
    await figure.getByRole('button', { name: copy.charts.showTable }).click();
  }
  for (const title of Object.values(copy.usage.charts)) {
    await expect(panel.getByRole('figure', { name: title })).toBeVisible();
  }
  for (const figure of await panel.getByRole('figure').all()) {
    await figure.scrollIntoViewIfNeeded();
    await expect(figure.locator('svg').first()).toBeVisible();
  }
  await expectLaidOut(page, 'Usage panel, charts');

  // Every chart as a table, then its CSV: the same numbers, week by week.
  for (const figure of await panel.getByRole('figure').all()) {
    await figure.getByRole('button', { name: copy.charts.showTable }).click();
    await expect(figure.getByRole('table')).toBeVisible();
  }
  await expectNoA11yViolations(page);
  await expectLaidOut(page, 'Usage panel, tables');
  await page.setViewportSize({ width: 1440, height: 900 });
  const figure = panel.getByTestId('chart-usage-newAccounts');
  const href = await figure.getByRole('link', { name: new RegExp(copy.charts.downloadCsv) }).getAttribute('href');
  const csv = await (await page.request.get(href!)).text();
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  const tableRows = await figure.getByRole('table').locator('tbody tr').all();
  expect(lines).toHaveLength(tableRows.length + 1);
  const lastCells = await tableRows.at(-1)!.locator('td').allTextContents();
  expect(lines.at(-1)!.split(',').slice(1)).toEqual(lastCells);
  await expect(figure.getByTestId('chart-summary')).not.toBeEmpty();
});

test('the chart code is one chunk within 60 KB gzip, loaded on demand by the dashboard and by no public page', () => {
  const chunks = readdirSync('dist/_astro').filter((file) => /^WeeklyChart\.[\w-]+\.js$/.test(file));
  expect(chunks).toHaveLength(1);
  const chart = `_astro/${chunks[0]}`;
  expect(gzipSync(readFileSync(`dist/${chart}`)).byteLength).toBeLessThanOrEqual(60 * 1024);
  const pages = readdirSync('dist', { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
  const address = (file: string) => `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
  const publicPages = pages.filter((file) => isPublicPage(address(file)));
  expect(publicPages.length).toBeGreaterThan(20);
  for (const page of publicPages) expect([...pageScripts('dist', page)], page).not.toContain(chart);
  expect([...pageScripts('dist', 'dashboard/index.html')]).toContain(chart);
  expect([...pageScripts('dist', 'dashboard/index.html', { onDemand: false })]).not.toContain(chart);
});
