// The landing page on the production-like server: every section and
// figure, the services detail view, the applications panel, the case-study filter and cards, the
// banners, scrolling, reduced motion, the background video, the pointer effect and accessibility.
import type { Page } from '@playwright/test';
import { test, expect, expectNoA11yViolations } from './fixtures.ts';
import { site } from '../../src/site.ts';
import { SERVICE_VIEWS_PATH } from '../../src/components/landing/services.ts';
import {
  applicationCopy,
  escaped,
  fill,
  footerLinkLabel,
  listCopy,
  markdownCopy,
  pageCopy,
  ui,
} from './support/copy.ts';

const home = pageCopy('home');
const { services, caseStudies } = home;
const serviceDetail = services.detail;
/** The accessible name of a service card's button: "Learn more: {title}". */
const learnMore = (id: string) => `${services.cardButton}: ${markdownCopy<{ title: string }>('services', id).title}`;
/** The metrics banner's items, in order. */
const bannerTitles = listCopy<{ order: number; title: string; category: string }>('metrics-banner')
  .sort((a, b) => a.order - b.order)
  .map((item) => item.title);
const healthcareBanner = listCopy<{ title: string; category: string }>('metrics-banner').find(
  (item) => item.category === 'healthcare',
)!.title;

/**
 * Controls the page's clock: it jumps a minute ahead once the page's scripts have started (after the
 * first paint), then stands still and moves only with page.clock.runFor().
 */
async function openWithClock(page: Page, path = '/') {
  const start = new Date('2026-01-05T09:00:00Z');
  await page.clock.install({ time: start });
  await page.goto(path);
  await expect(page.locator('html[data-enhanced]')).toHaveCount(1);
  await page.clock.pauseAt(new Date(start.getTime() + 60_000));
}

/** Opens a landing path and waits for its scripts (they start when the browser is idle). */
async function openLanding(page: Page, path = '/') {
  await page.goto(path);
  await expect(page.locator('html[data-enhanced]')).toHaveCount(1);
}

/**
 * Each section laid out only near the viewport: the height its placeholder gives it (the placeholder stands
 * for the content box: padding and borders come on top) and its real height once laid out, which it then keeps.
 */
async function deferredSections(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main > section')]
      .filter((section) => getComputedStyle(section).contentVisibility === 'auto')
      .map((section) => {
        const style = getComputedStyle(section);
        const box = ['paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth'] as const;
        const extra = box.reduce((sum, side) => sum + parseFloat(style[side]), 0);
        const placeholder = parseFloat(style.containIntrinsicHeight.replace('auto', '')) + extra;
        section.style.contentVisibility = 'visible';
        return { id: section.id, placeholder, height: section.getBoundingClientRect().height };
      }),
  );
}

/**
 * Scrolls to `y` under a paused clock: waits for the browser's scroll event (it comes with the next
 * frame), then runs the page's clock so the frame callbacks it scheduled run.
 */
async function scrollWithClock(page: Page, y: number) {
  await page.evaluate(
    (top) =>
      new Promise((resolve) => {
        window.addEventListener('scroll', resolve, { once: true });
        window.scrollTo(0, top);
      }),
    y,
  );
  await page.clock.runFor(100);
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const topOf = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => Math.round(element.getBoundingClientRect().top));

test.describe('landing page content', () => {
  test('has every section, anchor, figure and link the spec lists', async ({ page }) => {
    // Some fifty role queries over the longest page: more than 30 s on a loaded machine.
    test.slow();
    await page.goto('/');
    for (const id of ['home', 'services', 'services-overview', 'applications', 'case-studies', 'about', 'contact']) {
      await expect(page.locator(`#${id}`), `#${id}`).toHaveCount(1);
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.hero.headline);
    const hero = page.locator('#home');
    await expect(hero.getByRole('link', { name: home.hero.primaryButton.label })).toHaveAttribute('href', '#services');
    await expect(hero.getByRole('link', { name: home.hero.secondaryButton.label })).toHaveAttribute(
      'href',
      '#applications',
    );
    await expect(hero.getByRole('link', { name: home.hero.scrollLabel })).toHaveAttribute('href', '#services');

    const journey = page.locator('#journey');
    for (const { stage, button } of home.journey.stages) {
      await expect(journey.getByRole('listitem').filter({ hasText: stage }).getByRole('link')).toHaveAttribute(
        'href',
        button.href,
      );
    }
    await expect(journey.getByRole('link', { name: home.journey.skipAhead.label })).toHaveAttribute('href', '#contact');
    for (const figure of home.journey.figures) await expect(journey).toContainText(figure.value);

    await expect(
      page
        .locator('#services-overview')
        .getByRole('button', { name: new RegExp(`^${escaped(services.cardButton)}: `) }),
    ).toHaveCount(6);
    const apps = page.locator('#applications a[target="_blank"]');
    await expect(apps).toHaveCount(7);
    for (const link of await apps.all()) {
      await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
      await expect(link).toHaveAttribute('href', /^https:\/\//);
    }
    await expect(
      page.locator('#applications').getByRole('link', { name: home.applications.signIn.linkLabel }),
    ).toBeVisible();

    await expect(page.locator('[data-case-study]')).toHaveCount(18);
    await expect(page.locator('[data-banner-slide]')).toHaveCount(6);
    await expect(page.locator('#about li article')).toHaveCount(5);
    for (const fact of home.about.facts) await expect(page.locator('#about')).toContainText(fact.value);

    const contact = page.locator('#contact');
    await expect(contact.locator('address')).toContainText('Kent');
    await expect(contact.getByRole('link', { name: site.contact.email })).toHaveAttribute(
      'href',
      `mailto:${site.contact.email}`,
    );
    await expect(contact.getByText(site.contact.replyPromise)).toBeVisible();

    const footer = page.locator('footer');
    await expect(footer.getByRole('link', { name: footerLinkLabel('/terms') })).toHaveAttribute('href', '/terms');
    await expect(footer.getByRole('link', { name: footerLinkLabel('/privacy-policy#cookies') })).toHaveAttribute(
      'href',
      '/privacy-policy#cookies',
    );
    await expect(footer.getByRole('link', { name: footerLinkLabel('/dashboard') })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  test('/public is the same landing page, with its canonical URL at the site root', async ({ page }) => {
    for (const path of ['/', '/public']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.hero.headline);
      await expect(page.locator('[data-case-study]')).toHaveCount(18);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.url}/`);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
    }
  });

  test('SEO: title, description, Open Graph, JSON-LD matching the visible FAQ and reviews, robots.txt', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('WAC Advisory | Traditional Values, Cutting Edge Delivery');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${site.url}/og/index.png`);

    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.map((text) => JSON.parse(text) as Record<string, any>);
    const organization = data.find((d) => d['@type'] === 'Organization')!;
    const faq = data.find((d) => d['@type'] === 'FAQPage')!;
    expect(organization).toMatchObject({
      name: site.name,
      foundingDate: '2024',
      address: { addressRegion: 'Kent' },
    });
    const visibleQuotes = await page.locator('#reviews blockquote').allTextContents();
    expect(organization.review.map((r: { reviewBody: string }) => r.reviewBody)).toEqual(
      visibleQuotes.map((q) => q.trim()),
    );
    expect(organization.aggregateRating.reviewCount).toBe(visibleQuotes.length);
    const visibleQuestions = await page.locator('#faq summary').allTextContents();
    expect(faq.mainEntity.map((q: { name: string }) => q.name)).toEqual(visibleQuestions.map((q) => q.trim()));

    const robots = await request.get('/robots.txt');
    expect(await robots.text()).toContain(`Sitemap: ${site.url}/sitemap-index.xml`);
    // The services' detail views are a fragment the landing page fetches, not a page: never crawled.
    expect((await robots.text()).split('\n')).toContain(`Disallow: ${SERVICE_VIEWS_PATH}`);
    expect((await request.get('/sitemap-index.xml')).status()).toBe(200);

    const image = await request.get('/og/index.png');
    expect(image.headers()['content-type']).toBe('image/png');
    const png = await image.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});

test.describe('services', () => {
  test('a card opens the detail view: perspectives (executives first), capabilities, back, and the call to discuss it', async ({
    page,
  }) => {
    await openLanding(page);
    await page.locator('#services').scrollIntoViewIfNeeded();
    await expect(page.locator('[data-services][data-enhanced]')).toHaveCount(1);

    await page.getByRole('button', { name: learnMore('agentic-ai-solutions') }).click();
    const detail = page.locator('#service-detail-agentic-ai-solutions');
    await expect(detail).toBeVisible();
    await expect(page.locator('#services-overview')).toBeHidden();
    await expect(
      detail.getByRole('heading', {
        level: 3,
        name: markdownCopy<{ title: string }>('services', 'agentic-ai-solutions').title,
      }),
    ).toBeFocused();
    await expect(detail.getByText(serviceDetail.successStoryLabel)).toBeVisible();
    await expect(detail.getByRole('heading', { name: serviceDetail.capabilitiesLabel })).toBeVisible();

    const tab = (name: string) => detail.getByRole('tab', { name });
    await expect(tab(serviceDetail.perspectives.executives)).toHaveAttribute('aria-selected', 'true');
    const executives = detail.getByRole('tabpanel');
    await expect(executives).toHaveCount(1);
    const executivesText = await executives.textContent();
    await tab(serviceDetail.perspectives.procurement).click();
    await expect(tab(serviceDetail.perspectives.procurement)).toHaveAttribute('aria-selected', 'true');
    await expect(tab(serviceDetail.perspectives.executives)).toHaveAttribute('aria-selected', 'false');
    await expect(detail.getByRole('tabpanel')).not.toHaveText(executivesText!);
    await tab(serviceDetail.perspectives.procurement).press('ArrowRight');
    await expect(tab(serviceDetail.perspectives.technical)).toBeFocused();
    await expect(tab(serviceDetail.perspectives.technical)).toHaveAttribute('aria-selected', 'true');

    await detail.getByRole('button', { name: serviceDetail.backLabel }).click();
    await expect(detail).toBeHidden();
    await expect(page.locator('#services-overview')).toBeVisible();
    await expect(page.getByRole('button', { name: learnMore('agentic-ai-solutions') })).toBeFocused();

    await page.getByRole('button', { name: learnMore('risk-compliance') }).click();
    const risk = page.locator('#service-detail-risk-compliance');
    await risk.getByRole('link', { name: serviceDetail.discussButton }).click();
    await expect(page).toHaveURL(/\/\?interest=risk-compliance#contact$/);
    await expect.poll(() => topOf(page, '#contact')).toBe(80);
    // The contact form follows the interest carried by the link.
    await expect(page.locator('#contact select')).toHaveValue('risk-compliance');
  });

  test('the detail views are not in the landing HTML, only in the fragment the section fetches; the card names its view once it has arrived', async ({
    page,
    request,
  }) => {
    const landing = await (await request.get('/')).text();
    expect(landing).not.toContain('data-service-detail=');
    const fragment = await request.get(SERVICE_VIEWS_PATH);
    expect(fragment.status()).toBe(200);
    expect(fragment.headers()['x-robots-tag']).toBe('noindex');
    expect((await fragment.text()).match(/data-service-detail="/g)).toHaveLength(6);

    await openLanding(page);
    const card = page.getByRole('button', { name: learnMore('agentic-ai-solutions') });
    await expect(card).not.toHaveAttribute('aria-controls');
    await page.locator('#services').scrollIntoViewIfNeeded();
    await expect(page.locator('[data-services][data-enhanced]')).toHaveCount(1);
    await expect(card).toHaveAttribute('aria-controls', 'service-detail-agentic-ai-solutions');
  });

  test.describe('offline', () => {
    test.use({ allowedConsoleErrors: [/Failed to load resource/] });

    test('when the detail views cannot be fetched, a card leads to the services page', async ({ page }) => {
      await page.route(`**${SERVICE_VIEWS_PATH}`, (route) => route.abort());
      await openLanding(page);
      await page.locator('#services').scrollIntoViewIfNeeded();
      await expect(page.locator('[data-services][data-enhanced]')).toHaveCount(1);
      await page.getByRole('button', { name: learnMore('agentic-ai-solutions') }).click();
      await expect(page).toHaveURL(/\/service-details\/?$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  });
});

test.describe('applications', () => {
  test('the panel shows the description and first four key features on hover and on keyboard focus', async ({
    page,
  }) => {
    await openLanding(page);
    const card = page.locator('[data-app-card]').first();
    const panel = card.getByRole('tooltip');
    await card.scrollIntoViewIfNeeded();
    await expect(panel).toBeHidden();
    await card.locator('article').hover();
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('listitem')).toHaveCount(4);
    await page.mouse.move(0, 0);
    await expect(panel).toBeHidden();

    const link = card.getByRole('link');
    await link.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    await expect(panel).toBeVisible();
    await expect(link).toHaveAccessibleDescription(new RegExp(escaped(home.applications.keyFeaturesLabel)));
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(link).toBeFocused();
  });

  test('a card opens the application in a new tab', async ({ page }) => {
    await openLanding(page);
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('link', { name: new RegExp(`^${escaped(applicationCopy('zehn-business-mentor').name)}`) }).click(),
    ]);
    await expect(popup).toHaveURL('https://zehnbusinessmentor.com/');
    expect(await popup.evaluate(() => window.opener)).toBeNull();
  });
});

test.describe('the case-study section', () => {
  test('the filter is kept in the URL and restored from it; cards expand one at a time', async ({ page }) => {
    await openLanding(page);
    const section = page.locator('#case-studies');
    await section.scrollIntoViewIfNeeded();
    // The filter is its server HTML until the first touch (client:touched), which the click below is.
    await expect(page.locator('[data-case-study-explorer][data-enhanced]')).toHaveCount(0);
    const visibleCards = section.locator('[data-case-study]:visible');
    await expect(section.getByRole('button', { name: caseStudies.filters.all, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(visibleCards).toHaveCount(18);

    await section.getByRole('button', { name: caseStudies.filters.healthcare, exact: true }).click();
    await expect(page.locator('[data-case-study-explorer][data-enhanced]')).toHaveCount(1);
    await expect(visibleCards).toHaveCount(3);
    await expect(page).toHaveURL(/[?&]category=healthcare/);
    await expect(section.getByRole('status')).toHaveText(fill(caseStudies.resultsCount, { count: 3, total: 18 }));
    for (const card of await visibleCards.all()) await expect(card).toHaveAttribute('data-category', 'healthcare');

    const first = visibleCards.nth(0).locator('details');
    const second = visibleCards.nth(1).locator('details');
    await first.locator('summary').click();
    await expect(first).toHaveAttribute('open', '');
    await expect(first.getByText(caseStudies.detailsLabel)).toBeVisible();
    await second.locator('summary').click();
    await expect(second).toHaveAttribute('open', '');
    await expect(first).not.toHaveAttribute('open');
    await second.locator('summary').click();
    await expect(second).not.toHaveAttribute('open');

    // A shared link opens with the filter applied.
    await openLanding(page, '/public?category=risk-mitigation#case-studies');
    await page.locator('#case-studies').scrollIntoViewIfNeeded();
    await expect(page.locator('[data-case-study]:visible')).toHaveCount(3);
    await expect(
      page.getByRole('button', { name: caseStudies.filters['risk-mitigation'], exact: true }),
    ).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: caseStudies.filters.all, exact: true }).click();
    await expect(page).toHaveURL(/\/public#case-studies$/);
  });

  test('the metrics banner advances every 5 s across six items and pauses on hover (controlled clock)', async ({
    page,
  }) => {
    await openWithClock(page);
    const banner = page.locator('[data-metrics-banner]');
    await banner.scrollIntoViewIfNeeded();
    // The rotation starts when the banner comes into view (no clock time passes until runFor).
    await expect(banner).toHaveAttribute('data-enhanced', '');
    const active = banner.locator('[data-banner-slide][data-active] h3');
    await expect(active).toHaveText(bannerTitles[0]!);
    await page.clock.runFor(4999);
    await expect(active).toHaveText(bannerTitles[0]!);
    await page.clock.runFor(1);
    await expect(active).toHaveText(bannerTitles[1]!);
    await page.clock.runFor(5000 * 5);
    await expect(active).toHaveText(bannerTitles[0]!);

    await banner.hover();
    await page.clock.runFor(20_000);
    await expect(active).toHaveText(bannerTitles[0]!);
    await page.mouse.move(0, 0);
    await page.clock.runFor(5000);
    await expect(active).toHaveText(bannerTitles[1]!);

    await banner
      .getByRole('button', { name: fill(caseStudies.bannerControls.show, { title: healthcareBanner }) })
      .click();
    await expect(active).toHaveText(healthcareBanner);
  });
});

test.describe('floating elements', () => {
  test('the stats banner appears past 80% of the viewport height and rotates every 4 s', async ({ page }) => {
    await openWithClock(page);
    const banner = page.getByRole('complementary', { name: home.ui.floatingBannerLabel });
    const height = page.viewportSize()!.height;
    await scrollWithClock(page, Math.floor(height * 0.8));
    await expect(banner).toBeHidden();
    await scrollWithClock(page, Math.floor(height * 0.8) + 1);
    await expect(banner).toBeVisible();
    const shown = banner.locator('[data-floating-item][data-active]');
    const items = home.ui.floatingBanner as [string, string, string];
    await expect(shown).toHaveText(items[0]);
    await page.clock.runFor(4000);
    await expect(shown).toHaveText(items[1]);
    await page.clock.runFor(4000);
    await expect(shown).toHaveText(items[2]);
    await page.clock.runFor(4000);
    await expect(shown).toHaveText(items[0]);
  });

  test('back to top appears after 300 px and returns to the top, focus at the top of the page', async ({ page }) => {
    await openLanding(page);
    const button = page.getByRole('button', { name: home.ui.backToTopLabel });
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 2000));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(page.locator('#home')).toBeFocused();
    await expect(button).toBeHidden();
  });
});

test.describe('scrolling', () => {
  test('links scroll to the section 80 px below the top; Back returns to the previous one', async ({ page }) => {
    await openLanding(page);
    const nav = page.getByRole('navigation', { name: ui.header.navLabel });
    await nav.getByRole('link', { name: ui.nav.about }).click();
    await expect(page).toHaveURL(/\/#about$/);
    await expect.poll(() => topOf(page, '#about')).toBe(80);
    await nav.getByRole('link', { name: ui.nav.services }).click();
    await expect(page).toHaveURL(/\/#services$/);
    await expect.poll(() => topOf(page, '#services')).toBe(80);

    await page.goBack();
    await expect(page).toHaveURL(/\/#about$/);
    await expect.poll(() => topOf(page, '#about')).toBe(80);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test('the hash follows the section in view', async ({ page }) => {
    await openLanding(page);
    const scrollToSection = (id: string) =>
      page.evaluate((id) => {
        const section = document.getElementById(id)!;
        window.scrollTo(0, section.getBoundingClientRect().top + window.scrollY - 100);
      }, id);
    await scrollToSection('applications');
    await expect(page).toHaveURL(/\/#applications$/);
    await scrollToSection('case-studies');
    await expect(page).toHaveURL(/\/#case-studies$/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page).toHaveURL(/\/#home$/);
  });

  test('opening an address with a hash lands on the section', async ({ page }) => {
    await openLanding(page, '/#contact');
    await expect.poll(() => topOf(page, '#contact')).toBe(80);
  });

  test('a link to an anchor missing on the page goes to / plus the anchor', async ({ page }) => {
    await openLanding(page, '/public');
    await page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), { href: '#nowhere', textContent: 'Nowhere' });
      document.querySelector('footer')!.append(link);
    });
    await page.getByRole('link', { name: 'Nowhere' }).click();
    await expect(page).toHaveURL(/\/#nowhere$/);
    expect(new URL(page.url()).pathname).toBe('/');
  });
});

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the hero is still, scrolling is instant and the banners do not rotate', async ({ page }) => {
    await openWithClock(page);
    const animations = await page
      .locator('#home .underwater')
      .evaluate((scene) => [...scene.querySelectorAll('*')].map((el) => getComputedStyle(el).animationName));
    expect(animations.length).toBeGreaterThan(40);
    expect(new Set(animations)).toEqual(new Set(['none']));

    await page.getByRole('link', { name: home.hero.primaryButton.label }).click();
    expect(await topOf(page, '#services')).toBe(80);

    const banner = page.locator('[data-metrics-banner]');
    await banner.scrollIntoViewIfNeeded();
    await page.clock.runFor(100);
    await expect(banner).toHaveAttribute('data-enhanced', '');
    await page.clock.runFor(30_000);
    await expect(banner.locator('[data-banner-slide][data-active] h3')).toHaveText(bannerTitles[0]!);
  });

  test('the background video stays hidden', async ({ page }) => {
    await page.addInitScript(allowFunctionalCookies);
    await page.addInitScript(() => localStorage.setItem('background-video', '/media/ocean.webm'));
    await openLanding(page);
    await expect(page.locator('[data-background-video]')).toBeHidden();
  });
});

/** Stores a current consent with functional cookies allowed, as the cookie banner does. */
function allowFunctionalCookies() {
  localStorage.setItem(
    'cookie-consent-preferences',
    JSON.stringify({ essential: true, analytics: false, marketing: false, functional: true, version: '1.0' }),
  );
  localStorage.setItem('cookie-consent-timestamp', String(Date.now()));
}

test.describe('background video and pointer effect', () => {
  test('the video address comes from local storage; muted and looping; nothing without it', async ({ page }) => {
    await page.route('**/media/ocean.webm', (route) =>
      route.fulfill({ status: 200, contentType: 'video/webm', body: '' }),
    );
    await openLanding(page);
    const video = page.locator('[data-background-video]');
    // Set, but functional cookies not allowed: nothing plays.
    await page.evaluate(() => localStorage.setItem('background-video', '/media/ocean.webm'));
    await openLanding(page);
    await expect(video).toBeHidden();
    await expect(video).not.toHaveAttribute('src');

    await page.evaluate(() => localStorage.removeItem('background-video'));
    await page.evaluate(allowFunctionalCookies);
    await openLanding(page);
    await expect(video).toBeHidden();
    await expect(video).not.toHaveAttribute('src');

    await page.evaluate(() => localStorage.setItem('background-video', '/media/ocean.webm'));
    await openLanding(page);
    await expect(video).toBeVisible();
    expect(await video.evaluate((v: HTMLVideoElement) => [v.src, v.muted, v.loop])).toEqual([
      expect.stringMatching(/\/media\/ocean\.webm$/),
      true,
      true,
    ]);
  });

  test('the pointer effect follows the pointer from 768 px wide and is off below', async ({ page }) => {
    await openLanding(page);
    await expect(page.locator('#home .underwater[data-enhanced]')).toHaveCount(1);
    const glow = page.locator('[data-pointer-glow]');
    await page.mouse.move(400, 300);
    await page.mouse.move(420, 320);
    await expect(glow).toHaveAttribute('data-active', '');

    await page.setViewportSize({ width: 767, height: 800 });
    await openLanding(page);
    await page.mouse.move(300, 300);
    await page.mouse.move(320, 320);
    await expect(glow).toBeHidden();
    await expect(glow).not.toHaveAttribute('data-active');
  });
});

test('the hero scene pauses while it is off screen and plays again when it is back', async ({ page }) => {
  await openLanding(page);
  const scene = page.locator('#home .underwater');
  await expect(scene).toHaveAttribute('data-enhanced', '');
  const playState = () =>
    scene
      .locator('.bubble-group')
      .first()
      .evaluate((el) => getComputedStyle(el).animationPlayState);
  expect(await playState()).toBe('running');
  await page.locator('#contact').scrollIntoViewIfNeeded();
  await expect(scene).toHaveAttribute('data-paused', '');
  expect(await playState()).toBe('paused');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(scene).not.toHaveAttribute('data-paused');
  expect(await playState()).toBe('running');
});

test('on the narrowest phone every section laid out only near the viewport holds a placeholder at least as tall as itself', async ({
  page,
}) => {
  // Hit-testing (an accessibility checker judging contrast) looks into a section not yet rendered through
  // its placeholder: each point inside the section must lie inside the placeholder too.
  await page.setViewportSize({ width: 320, height: 800 });
  await openLanding(page);
  await page.evaluate(() => document.fonts.ready);
  const sections = await deferredSections(page);
  expect(sections.map((section) => section.id)).toEqual([
    'journey',
    'services',
    'applications',
    'case-studies',
    'about',
    'reviews',
    'insights',
    'faq',
    'contact',
  ]);
  const short = sections.filter((section) => section.placeholder < section.height);
  expect(short, 'sections taller than their placeholder').toEqual([]);
});

test.describe('accessibility', () => {
  test('axe-core finds no violations at desktop width, with a service open and a case study expanded', async ({
    page,
  }) => {
    await openLanding(page);
    await page.locator('#services').scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: learnMore('business-transformation') }).click();
    await page.locator('#case-studies').scrollIntoViewIfNeeded();
    await page.locator('[data-case-study] summary').first().click();
    await expectNoA11yViolations(page);
  });

  test('axe-core finds no violations at mobile width, with the menu open', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openLanding(page);
    await page.getByRole('button', { name: ui.header.openMenu }).click();
    await expectNoA11yViolations(page);
  });

  test('every control works from the keyboard alone', async ({ page }) => {
    await openLanding(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: ui.header.skipLink });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();

    const sprints = page.getByRole('button', { name: learnMore('innovation-sprints') });
    await sprints.focus();
    await expect(page.locator('[data-services][data-enhanced]')).toHaveCount(1);
    await page.keyboard.press('Enter');
    const detail = page.locator('#service-detail-innovation-sprints');
    await expect(detail.getByRole('heading', { level: 3 })).toBeFocused();
    await detail.getByRole('tab', { name: serviceDetail.perspectives.executives }).focus();
    await page.keyboard.press('End');
    await expect(detail.getByRole('tab', { name: serviceDetail.perspectives.technical })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await detail.getByRole('button', { name: serviceDetail.backLabel }).focus();
    await page.keyboard.press('Enter');
    await expect(sprints).toBeFocused();

    const healthcare = page.getByRole('button', { name: caseStudies.filters.healthcare, exact: true });
    await healthcare.focus();
    await expect(page.locator('[data-case-study-explorer][data-enhanced]')).toHaveCount(1);
    await page.keyboard.press('Space');
    await expect(healthcare).toHaveAttribute('aria-pressed', 'true');
    const summary = page.locator('[data-case-study]:visible summary').first();
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-case-study]:visible details').first()).toHaveAttribute('open', '');

    const back = page.getByRole('button', { name: home.ui.backToTopLabel });
    await back.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => scrollY(page)).toBe(0);
  });
});

for (const width of [390, 1024, 1440]) {
  test(`at ${width} px each section laid out only near the viewport holds a placeholder within 10% of its height, and so does the page`, async ({
    page,
  }) => {
    // The scrollbar tells the truth: the page is about as long before a visitor scrolls as once read.
    await page.setViewportSize({ width, height: 900 });
    await openLanding(page);
    await page.evaluate(() => document.fonts.ready);
    const before = await page.evaluate(() => document.documentElement.scrollHeight);
    const sections = await deferredSections(page);
    const read = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(sections).toHaveLength(9);
    const off = sections.filter((s) => Math.abs(s.placeholder - s.height) > 0.1 * s.height);
    expect(off, 'sections whose placeholder is off by more than 10%').toEqual([]);
    expect(Math.abs(before - read), `${before} px before scrolling, ${read} px once read`).toBeLessThanOrEqual(
      0.1 * read,
    );
  });
}
