// The contact form on the landing page, against the real API and database: success, each field error,
// failures that keep what was typed, and "contact us about X" links that preselect the service.
import type { Page } from '@playwright/test';
import { test, expect, expectNoA11yViolations } from './fixtures.ts';
import { fill, markdownCopy, pageCopy } from './support/copy.ts';
import { site } from '../../src/site.ts';

const copy = pageCopy('home').contact.form;
const { labels } = copy;
const FAILURE = fill(copy.errorDescription, { email: site.contact.email });

// Each test is its own visitor (its own client address), so the per-address limit never affects another.
test.use({ ownAddress: true });

function form(page: Page) {
  return page.locator('#contact form');
}

async function fillForm(page: Page, message: string) {
  const f = form(page);
  // Send is enabled once the island has hydrated.
  await expect(f.getByRole('button', { name: copy.submit })).toBeEnabled();
  await f.getByLabel(labels.firstName).fill('Ada');
  await f.getByLabel(labels.lastName).fill('Lovelace');
  await f.getByLabel(labels.email).fill('ada@example.co.uk');
  await f.getByLabel(labels.company).fill('Analytical Engines Ltd');
  await f.getByLabel(labels.serviceInterest).selectOption('agentic-ai-solutions');
  await f.getByLabel(labels.message).fill(message);
}

test('an enquiry is stored, thanked with the reply promise, and the form clears', async ({ page, db }) => {
  await page.goto('/#contact');
  const message = `We would like to discuss an AI pilot.\nRef ${crypto.randomUUID()}`;
  await fillForm(page, message);
  await expectNoA11yViolations(page, { exclude: ['#home', '#services', '#applications', '#case-studies', '#about'] });
  await form(page).getByRole('button', { name: copy.submit }).click();

  const toast = page.getByTestId('toast');
  await expect(toast).toContainText(copy.successTitle);
  await expect(toast).toContainText(copy.successDescription);
  await expect(form(page).getByLabel(labels.firstName)).toHaveValue('');
  await expect(form(page).getByLabel(labels.message)).toHaveValue('');
  await expect(form(page).getByLabel(labels.serviceInterest)).toHaveValue('');

  const row = await db.selectFrom('contactSubmissions').selectAll().where('message', '=', message).executeTakeFirst();
  expect(row).toMatchObject({
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.co.uk',
    company: 'Analytical Engines Ltd',
    serviceInterest: 'agentic-ai-solutions',
    handledAt: null,
  });
});

test('each missing or invalid field is named beside it, and nothing is sent', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/contact')) posts.push(request.method());
  });
  await page.goto('/#contact');
  const f = form(page);
  await f.getByRole('button', { name: copy.submit }).click();

  const expectError = async (label: string, text: string) => {
    const field = f.getByLabel(label);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(text);
  };
  await expectError(labels.firstName, 'First name is required');
  await expectError(labels.lastName, 'Last name is required');
  await expectError(labels.email, 'Email is required');
  await expectError(labels.serviceInterest, 'Please choose a service of interest');
  await expectError(labels.message, 'Message is required');
  await expect(f.getByLabel(labels.company)).toHaveAttribute('aria-invalid', 'false');
  await expect(f.getByLabel(labels.firstName)).toBeFocused();
  await expectNoA11yViolations(page, { exclude: ['#home', '#services', '#applications', '#case-studies', '#about'] });

  await f.getByLabel(labels.email).fill('ada@');
  await f.getByRole('button', { name: copy.submit }).click();
  await expectError(labels.email, 'Please enter a valid email address');
  // Fixing a field clears its message.
  await f.getByLabel(labels.firstName).fill('Ada');
  await expect(f.getByLabel(labels.firstName)).toHaveAttribute('aria-invalid', 'false');
  expect(posts).toEqual([]);
});

test.describe('when sending fails', () => {
  test.use({ allowedConsoleErrors: [/status of (503|429)/] });

  test('a server failure shows the error toast and keeps everything typed', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Service temporarily unavailable' }),
      }),
    );
    await page.goto('/#contact');
    const message = 'Please call me back about a transformation programme.';
    await fillForm(page, message);
    await form(page).getByRole('button', { name: copy.submit }).click();

    const toast = page.getByTestId('toast');
    await expect(toast).toContainText(copy.errorTitle);
    await expect(toast).toContainText(FAILURE);
    const f = form(page);
    await expect(f.getByLabel(labels.firstName)).toHaveValue('Ada');
    await expect(f.getByLabel(labels.lastName)).toHaveValue('Lovelace');
    await expect(f.getByLabel(labels.email)).toHaveValue('ada@example.co.uk');
    await expect(f.getByLabel(labels.company)).toHaveValue('Analytical Engines Ltd');
    await expect(f.getByLabel(labels.serviceInterest)).toHaveValue('agentic-ai-solutions');
    await expect(f.getByLabel(labels.message)).toHaveValue(message);
    await expect(f.getByRole('button', { name: copy.submit })).toBeEnabled();
  });

  test('past the hourly limit the real server refuses, and the text is kept', async ({ page, db }) => {
    await page.goto('/#contact');
    // Five enquiries from this address already (the limit), straight through the API.
    for (let i = 0; i < 5; i += 1) {
      const res = await page.request.post('/api/contact', {
        data: {
          firstName: 'Ada',
          lastName: 'Lovelace',
          email: 'ada@example.co.uk',
          serviceInterest: 'general',
          message: `earlier ${i}`,
        },
      });
      expect(res.status()).toBe(201);
    }
    const message = `One more, please ${crypto.randomUUID()}`;
    await fillForm(page, message);
    await form(page).getByRole('button', { name: copy.submit }).click();
    await expect(page.getByTestId('toast')).toContainText(copy.errorTitle);
    await expect(form(page).getByLabel(labels.message)).toHaveValue(message);
    expect(await db.selectFrom('contactSubmissions').select('id').where('message', '=', message).execute()).toEqual([]);
  });
});

test('a contact-us-about link preselects the service, on arrival and from the service detail view', async ({
  page,
}) => {
  await page.goto('/?interest=risk-compliance#contact');
  await expect(form(page).getByLabel(labels.serviceInterest)).toHaveValue('risk-compliance');

  await page.goto('/?interest=no-such-service#contact');
  await expect(form(page).getByLabel(labels.serviceInterest)).toHaveValue('');

  await page.goto('/#services');
  await page
    .getByRole('button', { name: markdownCopy<{ title: string }>('services', 'enterprise-technology').title })
    .click();
  await page
    .getByRole('link', { name: pageCopy('home').services.detail.discussButton })
    .filter({ visible: true })
    .click();
  await expect(form(page).getByLabel(labels.serviceInterest)).toHaveValue('enterprise-technology');
  await expect(form(page)).toBeInViewport();
});
