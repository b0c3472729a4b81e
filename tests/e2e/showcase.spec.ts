// Showcase pages (/showcase/{slug}): 'Back to Dashboard', a portfolio badge, the spec's figures and
// buttons that each do something real (a new tab to the application, the contact form or a page).
import { test, expect, expectNoA11yViolations } from './fixtures.ts';
import { contactInterestValues } from '../../src/schemas/contact-fields.ts';

interface Showcase {
  slug: string;
  name: string;
  /** The figures in the spec, as displayed, in order. */
  figures: string[];
  /** The buttons in the spec; a page without spec buttons still has one that opens the application. */
  buttons: string[];
}

const SHOWCASES: Showcase[] = [
  {
    slug: 'zehn-business-mentor',
    name: 'Zehn Business Mentor',
    figures: ['£25', '7-day'],
    buttons: ['Start Free Trial', 'View Demo'],
  },
  {
    slug: 'market-research-platform',
    name: 'Market Research Platform',
    figures: ['From £25'],
    buttons: ['Order Report', 'View Sample Report'],
  },
  {
    slug: 'social-housing-compliance',
    name: 'Social Housing Compliance',
    figures: ['41', '91%', '127', '23', '99.7%'],
    buttons: ['Request Demo', 'View Case Study'],
  },
  {
    slug: 'board-evaluation-suite',
    name: 'Board Evaluation Suite',
    figures: ['15+', '360-degree', '24hrs'],
    buttons: ['Start Assessment'],
  },
  {
    slug: 'send-analytics-dashboard',
    name: 'SEND Analytics Dashboard',
    figures: ['20+', '15+', 'Real-time'],
    buttons: [],
  },
  { slug: 'smarter-hospital-system', name: 'SmartER Hospital System', figures: ['45%', '30min', '98%'], buttons: [] },
  { slug: 'investor-research-hub', name: 'Investor Research Hub', figures: ['150', '$50.7B', '24/7'], buttons: [] },
];

const interests: readonly string[] = contactInterestValues;

for (const showcase of SHOWCASES) {
  test(`/showcase/${showcase.slug} shows the spec figures and buttons that lead somewhere`, async ({ page }) => {
    const response = await page.goto(`/showcase/${showcase.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${showcase.name} | WAC Advisory`);
    await expect(page.getByRole('heading', { level: 1, name: showcase.name })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/member-dashboard');
    await expect(page.getByText(/WAC Advisory Portfolio/)).toBeVisible();
    await expect(page.locator('section[aria-labelledby="figures-heading"] dd')).toHaveText(showcase.figures);
    // An illustrated screen of the product (no stock photo) beside the figures, named for screen readers.
    await expect(page.getByRole('img', { name: `An illustration of the ${showcase.name} screen` })).toBeVisible();

    const buttons = page.locator('main header a').filter({ hasNotText: 'Back to Dashboard' });
    // Visible labels, without the screen-reader note of new-tab links.
    const labels = (await buttons.allInnerTexts()).map((t) => t.replace('(opens in a new tab)', '').trim());
    if (showcase.buttons.length) expect(labels).toEqual(showcase.buttons);
    else expect(labels.length).toBeGreaterThan(0);
    for (const button of await buttons.all()) {
      const href = (await button.getAttribute('href')) ?? '';
      const target = await button.getAttribute('target');
      if (href.startsWith('https://')) {
        // Opens the application's own site in a new tab, announced to screen readers.
        expect(target).toBe('_blank');
        await expect(button).toHaveAttribute('rel', /\bnoopener\b/);
        await expect(button).toHaveAccessibleName(/opens in a new tab/);
      } else if (href.startsWith('/?')) {
        // The contact form with the interest preselected: /?interest=<value>#contact.
        const url = new URL(href, 'http://localhost');
        expect(url.pathname).toBe('/');
        expect(url.hash).toBe('#contact');
        expect(interests).toContain(url.searchParams.get('interest'));
        expect(target).toBeNull();
      } else {
        expect(href).toMatch(/^\/[a-z-]+$/);
        expect((await page.request.get(href)).status(), href).toBe(200);
      }
    }
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({
      '@type': 'WebApplication',
      name: showcase.name,
      url: expect.stringMatching(/^https:/),
    });
    await expectNoA11yViolations(page);
  });
}

test('Start Free Trial opens the application in a new tab', async ({ page }) => {
  await page.goto('/showcase/zehn-business-mentor');
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: /^Start Free Trial/ }).click(),
  ]);
  await expect(popup).toHaveURL('https://zehnbusinessmentor.com/');
  await expect(popup.getByText('External site')).toBeVisible();
});

test('Request Demo goes to the contact section with the applications interest', async ({ page }) => {
  await page.goto('/showcase/social-housing-compliance');
  await page.getByRole('link', { name: 'Request Demo' }).click();
  await expect(page).toHaveURL(/\/\?interest=applications(&[^#]*)?#contact$/);
});

test('View Case Study goes to the featured case study', async ({ page }) => {
  await page.goto('/showcase/social-housing-compliance');
  await page.getByRole('link', { name: 'View Case Study' }).click();
  await expect(page).toHaveURL(/\/case-study-details$/);
  await expect(page.getByRole('heading', { name: 'The Challenge' })).toBeVisible();
});

test('/member-dashboard is not a dead end: it redirects to /dashboard', async ({ request }) => {
  for (const path of ['/member-dashboard', '/member-dashboard/']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(301);
    expect(new URL(response.headers()['location']!, 'http://localhost').pathname).toBe('/dashboard');
  }
});

test('/questionnaire (Brand Persona) is for members: signed out, it goes to sign-in, remembering the way back', async ({
  page,
  request,
}) => {
  const response = await request.get('/questionnaire', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  const location = new URL(response.headers()['location']!, 'http://localhost');
  expect(location.pathname).toBe('/auth');
  expect(location.searchParams.get('next')).toBe('/questionnaire');
  await page.goto('/questionnaire');
  await expect(page.getByRole('heading', { name: 'Member Login' })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('next')).toBe('/questionnaire');
});
