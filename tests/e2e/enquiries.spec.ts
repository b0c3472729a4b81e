// The administrators' Enquiries panel: an enquiry sent from the landing page reaches the inbox (newest
// first, full message), is marked handled and open again, and the CSV exports download. Members never
// see the panel.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { fill, pageCopy, templateSource } from './support/copy.ts';

import { createAccount, signIn } from './support/accounts.ts';
import { contactInterestLabel } from '../../src/schemas/contact-fields.ts';

const enquiriesCopy = pageCopy('dashboard').enquiries;
const contactForm = pageCopy('home').contact.form;

/** The handled status, whatever the date it names. */
const handledSince = new RegExp(templateSource(enquiriesCopy.statusHandled));

const panel = (page: Page) => page.getByRole('region', { name: enquiriesCopy.heading });

// Each test is its own visitor (its own client address), so the per-address limit never affects another.
test.use({ ownAddress: true });

test('an enquiry sent from the landing page appears in the inbox, and can be marked handled and open again', async ({
  page,
  db,
}) => {
  // A visitor sends an enquiry from the landing page.
  await page.goto('/?interest=leadership-advisory#contact');
  const form = page.locator('#contact form');
  await expect(form.getByRole('button', { name: contactForm.submit })).toBeEnabled();
  const message = `Board effectiveness review for a housing association.\nSecond paragraph ${crypto.randomUUID()}`;
  await form.getByLabel(contactForm.labels.firstName).fill('Priya');
  await form.getByLabel(contactForm.labels.lastName).fill('Shah');
  await form.getByLabel(contactForm.labels.email).fill('priya.shah@example.org');
  await form.getByLabel(contactForm.labels.company).fill('Kent Homes');
  await form.getByLabel(contactForm.labels.message).fill(message);
  await form.getByRole('button', { name: contactForm.submit }).click();
  await expect(page.getByTestId('toast')).toContainText(contactForm.successTitle);

  // The administrator sees it at the top of the inbox, with the full message.
  await signIn(page, await createAccount(db, { role: 'admin' }));
  await page.goto('/dashboard');
  const inbox = panel(page);
  const first = inbox.getByRole('article').first();
  await expect(first).toHaveAccessibleName('Priya Shah');
  await expect(first).toContainText('priya.shah@example.org');
  await expect(first).toContainText('Kent Homes');
  await expect(first).toContainText(contactInterestLabel('leadership-advisory'));
  await expect(first.getByText(/Board effectiveness review/)).toHaveText(message);
  await expect(first).toContainText(enquiriesCopy.statusOpen);
  const openBefore = Number((await inbox.getByTestId('enquiries-open-count').textContent())!.match(/\d+/)![0]);

  await first.getByRole('button', { name: enquiriesCopy.markHandled }).click();
  await expect(page.getByTestId('toast')).toContainText(enquiriesCopy.handledToast.title);
  await expect(first).toContainText(handledSince);
  await expect(inbox.getByTestId('enquiries-open-count')).toHaveText(
    fill(enquiriesCopy.openCount, { count: openBefore - 1 }),
  );
  const row = await db
    .selectFrom('contactSubmissions')
    .select('handledAt')
    .where('message', '=', message)
    .executeTakeFirst();
  expect(row?.handledAt).toBeInstanceOf(Date);

  // Still handled after a reload; then open again.
  await page.reload();
  await expect(panel(page).getByRole('article').first()).toContainText(handledSince);
  await panel(page).getByRole('article').first().getByRole('button', { name: enquiriesCopy.markOpen }).click();
  await expect(panel(page).getByRole('article').first()).toContainText(enquiriesCopy.statusOpen);
  const reopened = await db
    .selectFrom('contactSubmissions')
    .select('handledAt')
    .where('message', '=', message)
    .executeTakeFirst();
  expect(reopened?.handledAt).toBeNull();
});

test('older enquiries load a page at a time, newest first', async ({ page, db }) => {
  const tag = crypto.randomUUID().slice(0, 8);
  const base = Date.now() + 365 * 86_400_000; // in the future: these 25 are the newest
  await db
    .insertInto('contactSubmissions')
    .values(
      Array.from({ length: 25 }, (_, i) => ({
        firstName: `Paged${i}`,
        lastName: tag,
        email: `paged${i}@example.org`,
        serviceInterest: 'general',
        message: `Paged enquiry ${i}`,
        createdAt: new Date(base + i * 60_000),
      })),
    )
    .execute();
  await signIn(page, await createAccount(db, { role: 'admin' }));
  await page.goto('/dashboard');
  const articles = panel(page).getByRole('article');
  await expect(articles.first()).toHaveAccessibleName(`Paged24 ${tag}`);
  await expect(articles).toHaveCount(20);
  await panel(page).getByRole('button', { name: enquiriesCopy.loadMore }).click();
  await expect(articles.nth(20)).toHaveAccessibleName(`Paged4 ${tag}`);
  await expect(articles.nth(24)).toHaveAccessibleName(`Paged0 ${tag}`);
});

test('the administrator downloads the enquiries and the consent log as CSV', async ({ page, db }) => {
  await db
    .insertInto('contactSubmissions')
    .values({
      firstName: 'Csv',
      lastName: 'Export',
      email: 'csv@example.org',
      serviceInterest: 'general',
      message: 'For the export',
    })
    .execute();
  await signIn(page, await createAccount(db, { role: 'admin' }));
  await page.goto('/dashboard');
  const [enquiries] = await Promise.all([
    page.waitForEvent('download'),
    panel(page).getByRole('link', { name: enquiriesCopy.exports.enquiries }).click(),
  ]);
  expect(enquiries.suggestedFilename()).toMatch(/^enquiries-\d{4}-\d\d-\d\d\.csv$/);
  const text = readFileSync(await enquiries.path(), 'utf8');
  expect(text).toContain('Received,First name,Last name,Email');
  expect(text).toContain('Csv,Export,csv@example.org');

  const [consent] = await Promise.all([
    page.waitForEvent('download'),
    panel(page).getByRole('link', { name: enquiriesCopy.exports.consentLog }).click(),
  ]);
  expect(consent.suggestedFilename()).toMatch(/^consent-logs-\d{4}-\d\d-\d\d\.csv$/);
});

test('members see no Enquiries panel, and the API refuses them', async ({ page, db }) => {
  await signIn(page, await createAccount(db, { role: 'member' }));
  await page.goto('/dashboard');
  await expect(
    page.getByRole('heading', { name: new RegExp(`^${templateSource(pageCopy('dashboard').welcome.heading)}`) }),
  ).toBeVisible();
  await expect(panel(page)).toHaveCount(0);
  const res = await page.request.get('/api/admin/enquiries');
  expect(res.status()).toBe(403);
  const csv = await page.request.get('/api/admin/exports/consent-logs.csv');
  expect(csv.status()).toBe(403);
});
