// Showcase pages (/showcase/{slug}): the link back to the dashboard, a portfolio badge, the figures and
// buttons that each do something real (a new tab to the application, the contact form or a page).
import { test, expect } from './fixtures.ts';
import { contactInterestValues } from '../../src/schemas/contact-fields.ts';
import { applicationCopy, documentTitle, fill, escaped, listCopy, pageCopy, type Application } from './support/copy.ts';
import { authCopy } from './support/sign-in-form.ts';

const showcaseCopy = pageCopy('showcase');

/** Every application with a showcase page, with the figures and buttons its content gives it. */
const SHOWCASES = listCopy<Application>('applications').flatMap(({ name, showcase }) =>
  showcase
    ? [
        {
          slug: showcase.slug,
          name,
          badge: showcase.badge,
          figures: showcase.figures.map((figure) => figure.value),
          buttons: showcase.buttons.map((button) => button.label),
        },
      ]
    : [],
);
const application = (id: Application['id']) => applicationCopy(id).showcase!;
const button = (id: Application['id'], index: number) => application(id).buttons[index]!.label;

const interests: readonly string[] = contactInterestValues;

for (const showcase of SHOWCASES) {
  test(`/showcase/${showcase.slug} shows its figures and buttons that lead somewhere`, async ({ page }) => {
    const response = await page.goto(`/showcase/${showcase.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(documentTitle({ title: showcase.name }));
    await expect(page.getByRole('heading', { level: 1, name: showcase.name })).toBeVisible();
    await expect(page.getByRole('link', { name: showcaseCopy.backLink.label })).toHaveAttribute(
      'href',
      '/member-dashboard',
    );
    await expect(page.getByText(showcase.badge)).toBeVisible();
    await expect(page.locator('section[aria-labelledby="figures-heading"] dd')).toHaveText(showcase.figures);
    // An illustrated screen of the product (no stock photo) beside the figures, named for screen readers.
    await expect(
      page.getByRole('img', { name: fill(showcaseCopy.previewLabel, { name: showcase.name }) }),
    ).toBeVisible();

    const buttons = page.locator('main header a').filter({ hasNotText: showcaseCopy.backLink.label });
    // Visible labels, without the screen-reader note of new-tab links.
    const labels = (await buttons.allInnerTexts()).map((t) => t.replace(showcaseCopy.newTabNote, '').trim());
    expect(labels).toEqual(showcase.buttons);
    const links = await Promise.all(
      (await buttons.all()).map(async (link) => ({
        href: (await link.getAttribute('href')) ?? '',
        target: await link.getAttribute('target'),
        rel: await link.getAttribute('rel'),
        locator: link,
      })),
    );
    const external = links.filter(({ href }) => href.startsWith('https://'));
    const contact = links.filter(({ href }) => href.startsWith('/?'));
    const pages = links.filter((link) => !external.includes(link) && !contact.includes(link));
    // Opens the application's own site in a new tab, announced to screen readers.
    for (const { href, target, rel, locator } of external) {
      expect({ target, rel }, href).toEqual({ target: '_blank', rel: expect.stringMatching(/\bnoopener\b/) });
      await expect(locator).toHaveAccessibleName(new RegExp(escaped(showcaseCopy.newTabNote)));
    }
    // The contact form with the interest preselected, in the same tab: /?interest=<value>#contact.
    for (const { href, target } of contact) {
      const url = new URL(href, 'http://localhost');
      expect({ path: url.pathname, hash: url.hash, target }, href).toEqual({
        path: '/',
        hash: '#contact',
        target: null,
      });
      expect(interests).toContain(url.searchParams.get('interest'));
    }
    // A page of the site, which is there.
    for (const { href } of pages) {
      expect(href).toMatch(/^\/[a-z-]+$/);
      expect((await page.request.get(href)).status(), href).toBe(200);
    }
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({
      '@type': 'WebApplication',
      name: showcase.name,
      url: expect.stringMatching(/^https:/),
    });
  });
}

test('an external button opens the application in a new tab', async ({ page }) => {
  await page.goto('/showcase/zehn-business-mentor');
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: new RegExp(`^${escaped(button('zehn-business-mentor', 0))}`) }).click(),
  ]);
  await expect(popup).toHaveURL('https://zehnbusinessmentor.com/');
  await expect(popup.getByText('External site')).toBeVisible();
});

test('a contact button goes to the contact section with the applications interest', async ({ page }) => {
  await page.goto('/showcase/social-housing-compliance');
  await page.getByRole('link', { name: button('social-housing-compliance', 0) }).click();
  await expect(page).toHaveURL(/\/\?interest=applications(&[^#]*)?#contact$/);
});

test('an internal button goes to its page: the featured case study', async ({ page }) => {
  await page.goto('/showcase/social-housing-compliance');
  await page.getByRole('link', { name: button('social-housing-compliance', 1) }).click();
  await expect(page).toHaveURL(/\/case-study-details$/);
  await expect(page.getByRole('heading', { name: pageCopy('case-study-details').challenge.heading })).toBeVisible();
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
  await expect(page.getByRole('heading', { name: authCopy.login.heading })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('next')).toBe('/questionnaire');
});
