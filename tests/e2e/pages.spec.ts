// The public detail pages: privacy policy, terms, case study, service
// details, leadership and the applications access page, with their spec strings, figures and links.
import { test, expect } from './fixtures.ts';
import { site } from '../../src/site.ts';
import { storageCatalogue } from '../../src/schemas/storage.ts';
import {
  applicationCopy,
  documentTitle,
  escaped,
  footerLinkLabel,
  listCopy,
  pageCopy,
  type Application,
} from './support/copy.ts';

const privacy = pageCopy('privacy-policy');
const terms = pageCopy('terms');
const caseStudy = pageCopy('case-study-details');
const serviceDetails = pageCopy('service-details');
const leadership = pageCopy('about-leadership');
const accessPage = pageCopy('access-request');
const APPLICATIONS = listCopy<Application>('applications');
const EMBED_PATHS = APPLICATIONS.flatMap(({ embedSlug }) => (embedSlug ? [`/${embedSlug}`] : []));

test.describe('/privacy-policy', () => {
  test('has twelve numbered sections, UK GDPR, 7-year retention and the firm contact details', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page).toHaveTitle(documentTitle(privacy.seo));
    await expect(page.getByRole('heading', { level: 1, name: privacy.heading })).toBeVisible();
    await expect(page.getByText(privacy.lastUpdated)).toBeVisible();

    const sectionHeadings = page.locator('main section > h2');
    await expect(sectionHeadings).toHaveCount(12);
    const titles = await sectionHeadings.allTextContents();
    titles.forEach((title, i) => expect(title.trim()).toMatch(new RegExp(`^${i + 1}\\. \\S`)));
    // The contents list links to every section.
    const contents = page.getByRole('navigation', { name: privacy.contentsLabel }).getByRole('link');
    await expect(contents).toHaveCount(12);

    const main = page.getByRole('main');
    await expect(main).toContainText('UK GDPR');
    await expect(main).toContainText(/seven years after the closure/i);
    const address = main.locator('address').first();
    await expect(address).toContainText(site.contact.address.streetAddress);
    await expect(address).toContainText(site.contact.address.postalCode);
    await expect(address.getByRole('link', { name: site.contact.email })).toHaveAttribute(
      'href',
      `mailto:${site.contact.email}`,
    );
  });

  test('lists every cookie and storage key the code sets, under its consent category', async ({ page }) => {
    await page.goto('/privacy-policy');
    const cookies = page.locator('section#cookies');
    await expect(cookies.getByRole('heading', { level: 2 })).toContainText('Cookies');
    const rows = cookies.locator('tbody tr');
    await expect(rows).toHaveCount(storageCatalogue.length);
    for (const item of storageCatalogue) {
      const row = cookies.locator(`#cookies-${item.category} tbody tr`).filter({
        has: page.getByRole('rowheader', { name: item.name, exact: true }),
      });
      await expect(row, `${item.name} in the ${item.category} table`).toHaveCount(1);
      await expect(row).toContainText(item.duration);
      await expect(row).toContainText(item.purpose);
    }
    // A category with nothing in it says so rather than showing an empty table.
    await expect(cookies.locator('#cookies-marketing table')).toHaveCount(0);
    await expect(cookies.locator('#cookies-marketing p')).toHaveCount(2);
  });

  test('on a phone each entry is a card whose every column is on screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/privacy-policy');
    const cookies = page.locator('section#cookies');
    await expect(cookies.locator('table').first()).toBeHidden();
    const cards = cookies.getByRole('listitem');
    await expect(cards).toHaveCount(storageCatalogue.length);
    for (const item of storageCatalogue) {
      const card = cards.filter({ hasText: item.name });
      await expect(card.getByText(item.purpose, { exact: true })).toBeVisible();
      const box = (await card.getByText(item.duration, { exact: true }).first().boundingBox())!;
      expect(box.x + box.width, `${item.name}: its duration is on screen`).toBeLessThanOrEqual(390);
    }
  });

  test("the footer's cookie link lands on the cookie section", async ({ page }) => {
    await page.goto('/terms');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: footerLinkLabel('/privacy-policy#cookies') })
      .click();
    await expect(page).toHaveURL(/\/privacy-policy#cookies$/);
    await expect(page.locator('section#cookies h2')).toBeInViewport();
  });
});

test('/terms is reachable from the footer and has numbered sections with contact details', async ({ page }) => {
  await page.goto('/privacy-policy');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: footerLinkLabel('/terms') })
    .click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page).toHaveTitle(documentTitle(terms.seo));
  await expect(page.getByRole('heading', { level: 1, name: terms.heading })).toBeVisible();
  const headings = await page.locator('main section > h2').allTextContents();
  expect(headings.length).toBeGreaterThan(5);
  headings.forEach((title, i) => expect(title.trim()).toMatch(new RegExp(`^${i + 1}\\. \\S`)));
  await expect(page.getByRole('main').getByRole('link', { name: site.contact.email })).toBeVisible();
});

test('/case-study-details: challenge, solution, four results, four-step timeline, quote, contact link', async ({
  page,
}) => {
  await page.goto('/case-study-details');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: caseStudy.challenge.heading })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: caseStudy.solution.heading })).toBeVisible();
  const results = page.getByRole('region', { name: caseStudy.results.heading });
  await expect(results.locator('dd')).toHaveCount(4);
  await expect(results.locator('dt')).toHaveCount(4);
  const timeline = page.getByRole('region', { name: caseStudy.timeline.heading });
  await expect(timeline.getByRole('listitem')).toHaveCount(4);
  await expect(page.locator('figure blockquote')).toHaveCount(1);
  await expect(page.locator('figure figcaption')).not.toBeEmpty();
  await expect(page.getByRole('main').getByRole('link', { name: caseStudy.backLink.label })).toHaveAttribute(
    'href',
    '/#case-studies',
  );
  const contact = page.getByRole('region', { name: caseStudy.cta.heading }).getByRole('link');
  await expect(contact).toHaveAttribute('href', '/#contact');
});

test('/service-details: four areas with their durations, four phases, value-based pricing, links', async ({ page }) => {
  await page.goto('/service-details');
  const areas = page.getByRole('region', { name: serviceDetails.areasHeading }).getByRole('article');
  await expect(areas).toHaveCount(4);
  const durations = serviceDetails.areas.map((area) => area.duration);
  for (const [i, duration] of durations.entries()) await expect(areas.nth(i)).toContainText(duration);

  const phases = page.getByRole('region', { name: serviceDetails.phasesHeading }).locator('ol > li h3');
  await expect(phases).toHaveText(serviceDetails.phases.map((phase) => phase.name));

  const pricing = page.getByRole('region', { name: serviceDetails.pricing.heading });
  await expect(pricing.getByRole('link', { name: serviceDetails.pricing.button.label })).toHaveAttribute(
    'href',
    '/#contact',
  );
  const main = page.getByRole('main');
  await expect(main.locator('a[href="/case-study-details"]')).toHaveCount(1);
  expect(await main.locator('a[href="/#contact"]').count()).toBeGreaterThanOrEqual(2);
  await main.locator('a[href="/case-study-details"]').click();
  await expect(page).toHaveURL(/\/case-study-details$/);
  await expect(page.getByRole('heading', { name: caseStudy.challenge.heading })).toBeVisible();
});

test('/about-leadership: heritage, three leaders with their years of experience, four values, approach', async ({
  page,
}) => {
  await page.goto('/about-leadership');
  await expect(page.getByRole('heading', { level: 2, name: leadership.heritage.heading })).toBeVisible();
  const leaders = page.getByRole('region', { name: leadership.leadership.heading }).getByRole('article');
  await expect(leaders).toHaveCount(3);
  const experience = listCopy<{ order: number; featured: boolean; experienceYears: string }>('leaders')
    .filter((leader) => leader.featured)
    .sort((a, b) => a.order - b.order)
    .map((leader) => leader.experienceYears);
  for (const [i, years] of experience.entries()) {
    const leader = leaders.nth(i);
    await expect(leader).toContainText(`${years} ${leadership.leadership.experienceLabel}`);
    await expect(leader.getByRole('link', { name: /@wacadvisory\.co\.uk$/ })).toHaveAttribute('href', /^mailto:/);
    await expect(
      leader.getByRole('link', { name: new RegExp(escaped(leadership.leadership.profileLinkLabel)) }),
    ).toHaveAttribute('href', /^https:\/\/www\.linkedin\.com\//);
  }
  await expect(page.getByRole('region', { name: leadership.values.heading }).getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('heading', { level: 2, name: leadership.approach.heading })).toBeVisible();
  const people = await page.locator('script[type="application/ld+json"]').allTextContents();
  // The three profiled leaders, and the two who write for Insights without a full profile.
  expect(people.map((p) => JSON.parse(p)['@type'])).toEqual(['Person', 'Person', 'Person', 'Person', 'Person']);
});

test.describe('/access-request', () => {
  test('lists the five live applications with pricing or coverage, features and access links', async ({ page }) => {
    await page.goto('/access-request');
    const apps = page.getByRole('main').getByRole('article');
    await expect(apps).toHaveCount(5);
    const hrefs = [];
    for (const app of await apps.all()) {
      await expect(app.locator('dd').first()).not.toBeEmpty();
      expect(await app.locator('dd li').count()).toBeGreaterThanOrEqual(4);
      const access = app.getByRole('link', { name: new RegExp(`^${escaped(accessPage.accessButton)}`) });
      hrefs.push(await access.getAttribute('href'));
    }
    expect(hrefs.sort()).toEqual([...EMBED_PATHS].sort());

    const main = page.getByRole('main');
    for (const { accessSummary } of APPLICATIONS.filter((app) => app.accessSummary)) {
      await expect(main).toContainText(accessSummary!);
    }
    await expect(main.getByRole('link', { name: accessPage.cta.contact.label })).toHaveAttribute('href', '/#contact');
    await expect(main.locator('a[href="/service-details"]')).toHaveCount(1);
  });

  test('the access button opens the embedded application', async ({ page }) => {
    const hospital = applicationCopy('smarter-hospital-system').name;
    await page.goto('/access-request');
    await page
      .getByRole('link', { name: new RegExp(`^${escaped(accessPage.accessButton)}\\W+${escaped(hospital)}$`) })
      .click();
    await expect(page).toHaveURL(/\/smarter\.hospital\/?$/);
    await expect(page.getByRole('heading', { level: 1, name: hospital })).toBeVisible();
  });
});
