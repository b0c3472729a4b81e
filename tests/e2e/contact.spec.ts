// The contact form on the landing page, against the real API and database: success, each field error,
// failures that keep what was typed, and "contact us about X" links that preselect the service.
import type { Page } from '@playwright/test';
import { test, expect, expectNoA11yViolations } from './fixtures.ts';

const SUCCESS = "Thank you for your enquiry. We'll be in touch within 24 hours.";
const FAILURE = 'Please try again or contact us directly at info@wacadvisory.co.uk.';

// Each test is its own visitor (its own client address), so the per-address limit never affects another.
test.use({ ownAddress: true });

function form(page: Page) {
  return page.locator('#contact form');
}

async function fillForm(page: Page, message: string) {
  const f = form(page);
  // Send is enabled once the island has hydrated.
  await expect(f.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  await f.getByLabel('First name').fill('Ada');
  await f.getByLabel('Last name').fill('Lovelace');
  await f.getByLabel('Email').fill('ada@example.co.uk');
  await f.getByLabel('Company (optional)').fill('Analytical Engines Ltd');
  await f.getByLabel('Service of interest').selectOption('agentic-ai-solutions');
  await f.getByLabel('Message').fill(message);
}

test('an enquiry is stored, thanked with the reply promise, and the form clears', async ({ page, db }) => {
  await page.goto('/#contact');
  const message = `We would like to discuss an AI pilot.\nRef ${crypto.randomUUID()}`;
  await fillForm(page, message);
  await expectNoA11yViolations(page, { exclude: ['#home', '#services', '#applications', '#case-studies', '#about'] });
  await form(page).getByRole('button', { name: 'Send Message' }).click();

  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Message Sent Successfully');
  await expect(toast).toContainText(SUCCESS);
  await expect(form(page).getByLabel('First name')).toHaveValue('');
  await expect(form(page).getByLabel('Message')).toHaveValue('');
  await expect(form(page).getByLabel('Service of interest')).toHaveValue('');

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
  await f.getByRole('button', { name: 'Send Message' }).click();

  const expectError = async (label: string, text: string) => {
    const field = f.getByLabel(label);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(text);
  };
  await expectError('First name', 'First name is required');
  await expectError('Last name', 'Last name is required');
  await expectError('Email', 'Email is required');
  await expectError('Service of interest', 'Please choose a service of interest');
  await expectError('Message', 'Message is required');
  await expect(f.getByLabel('Company (optional)')).toHaveAttribute('aria-invalid', 'false');
  await expect(f.getByLabel('First name')).toBeFocused();
  await expectNoA11yViolations(page, { exclude: ['#home', '#services', '#applications', '#case-studies', '#about'] });

  await f.getByLabel('Email').fill('ada@');
  await f.getByRole('button', { name: 'Send Message' }).click();
  await expectError('Email', 'Please enter a valid email address');
  // Fixing a field clears its message.
  await f.getByLabel('First name').fill('Ada');
  await expect(f.getByLabel('First name')).toHaveAttribute('aria-invalid', 'false');
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
    await form(page).getByRole('button', { name: 'Send Message' }).click();

    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('Error Sending Message');
    await expect(toast).toContainText(FAILURE);
    const f = form(page);
    await expect(f.getByLabel('First name')).toHaveValue('Ada');
    await expect(f.getByLabel('Last name')).toHaveValue('Lovelace');
    await expect(f.getByLabel('Email')).toHaveValue('ada@example.co.uk');
    await expect(f.getByLabel('Company (optional)')).toHaveValue('Analytical Engines Ltd');
    await expect(f.getByLabel('Service of interest')).toHaveValue('agentic-ai-solutions');
    await expect(f.getByLabel('Message')).toHaveValue(message);
    await expect(f.getByRole('button', { name: 'Send Message' })).toBeEnabled();
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
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByTestId('toast')).toContainText('Error Sending Message');
    await expect(form(page).getByLabel('Message')).toHaveValue(message);
    expect(await db.selectFrom('contactSubmissions').select('id').where('message', '=', message).execute()).toEqual([]);
  });
});

test('a contact-us-about link preselects the service, on arrival and from the service detail view', async ({
  page,
}) => {
  await page.goto('/?interest=risk-compliance#contact');
  await expect(form(page).getByLabel('Service of interest')).toHaveValue('risk-compliance');

  await page.goto('/?interest=no-such-service#contact');
  await expect(form(page).getByLabel('Service of interest')).toHaveValue('');

  await page.goto('/#services');
  await page.getByRole('button', { name: /Enterprise Technology/ }).click();
  await page.getByRole('link', { name: 'Discuss This Service' }).filter({ visible: true }).click();
  await expect(form(page).getByLabel('Service of interest')).toHaveValue('enterprise-technology');
  await expect(form(page)).toBeInViewport();
});
