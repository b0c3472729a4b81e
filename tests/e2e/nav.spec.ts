// The navigation bar on every page: opaque past 50 px, member buttons
// once the sign-in state is known, the mobile menu, section links, and logout against the real API.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { ui } from './support/copy.ts';
import { signedInUser } from './support/accounts.ts';

import { hashPassword } from '../../netlify/lib/auth/password.ts';
import { insertUser } from '../../netlify/lib/users/repository.ts';

const { logout } = ui.memberLinks;

const header = (page: Page) => page.locator('header[data-scrolled]');
const mainNav = (page: Page) => page.getByRole('navigation', { name: ui.header.navLabel });

test.describe('navigation, signed out', () => {
  test('is transparent over the hero at 49 px and opaque at 51 px', async ({ page }) => {
    await page.goto('/');
    await expect(mainNav(page).getByRole('link', { name: ui.memberLinks.login })).toBeVisible();
    const background = () => header(page).evaluate((el) => getComputedStyle(el).backgroundColor);
    await page.evaluate(() => window.scrollTo(0, 49));
    await expect(header(page)).toHaveAttribute('data-scrolled', 'false');
    expect(await background()).toBe('rgba(0, 0, 0, 0)');
    await page.evaluate(() => window.scrollTo(0, 51));
    await expect(header(page)).toHaveAttribute('data-scrolled', 'true');
    await expect.poll(background).toBe('rgb(11, 31, 58)');
  });

  test('shows Member Login (to /auth) and no member buttons; section links go to /#section', async ({ page }) => {
    await page.goto('/');
    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: ui.memberLinks.login })).toHaveAttribute('href', '/auth');
    await expect(nav.getByRole('link', { name: ui.memberLinks.dashboard })).toHaveCount(0);
    await expect(nav.getByRole('button', { name: logout.label })).toHaveCount(0);
    for (const [label, href] of [
      [ui.nav.home, '/#home'],
      [ui.nav.services, '/#services'],
      [ui.nav.applications, '/#applications'],
      [ui.nav.about, '/#about'],
      [ui.nav.contact, '/#contact'],
    ]) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href!);
    }
    await expect(nav.getByRole('link', { name: ui.header.logoLabel })).toHaveAttribute('href', '/#home');
  });

  test('from another page, a section link opens the landing page at that section', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(mainNav(page).getByRole('link', { name: ui.memberLinks.login })).toBeVisible();
    await mainNav(page).getByRole('link', { name: ui.nav.applications }).click();
    await expect(page).toHaveURL(/\/#applications$/);
    await expect
      .poll(() => page.locator('#applications').evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBe(80);
  });

  test('mobile: the toggle opens a two-column grid of the links; any click in it closes it', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: ui.header.openMenu });
    await expect(mainNav(page).getByRole('link', { name: ui.nav.services })).toBeHidden();
    const menu = page.locator('#nav-mobile-menu');
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(page.getByRole('button', { name: ui.header.closeMenu })).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    const columns = await menu
      .locator('ul')
      .evaluate((ul) => getComputedStyle(ul).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(2);
    await expect(menu.getByRole('link', { name: ui.memberLinks.login })).toBeVisible();

    await menu.getByRole('link', { name: ui.nav.contact }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect
      .poll(() => page.locator('#contact').evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBe(80);

    await page.getByRole('button', { name: ui.header.openMenu }).click();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: ui.header.openMenu })).toBeFocused();
  });
});

test.describe('navigation, signed in', () => {
  async function signIn(page: Page, db: Parameters<typeof insertUser>[0]) {
    const email = `nav-${randomUUID()}@example.test`;
    const password = 'a long enough password';
    await insertUser(db, {
      email,
      passwordHash: await hashPassword(password),
      firstName: 'Nia',
      lastName: 'Navigator',
      role: 'member',
      profileImageUrl: null,
      lastLoginAt: null,
      previousLoginAt: null,
    });
    const response = await page.request.post('/api/login', { data: { email, password } });
    expect(response.status()).toBe(200);
  }

  test('shows Dashboard and Logout, section links to /public#section; logout signs out and goes home', async ({
    page,
    db,
  }) => {
    await signIn(page, db);
    await page.goto('/public');
    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: ui.memberLinks.dashboard })).toHaveAttribute('href', '/dashboard');
    await expect(nav.getByRole('link', { name: ui.memberLinks.login })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: ui.nav.services, exact: true })).toHaveAttribute(
      'href',
      '/public#services',
    );

    await nav.getByRole('link', { name: ui.nav.about, exact: true }).click();
    await expect(page).toHaveURL(/\/public#about$/);

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/logout', async (route) => {
      await held;
      await route.continue();
    });
    await nav.getByRole('button', { name: logout.label }).click();
    await expect(nav.getByRole('button', { name: logout.pendingLabel })).toBeDisabled();
    release();
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText(logout.successTitle);
    await expect(toast).toContainText(logout.successText);
    await page.waitForURL((url) => url.pathname === '/');
    await expect(mainNav(page).getByRole('link', { name: ui.memberLinks.login })).toBeVisible();
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('wac_auth');
    expect(await signedInUser(page.request)).toBeNull();
  });

  test.describe(() => {
    test.use({ allowedConsoleErrors: [/status of 503/] });

    test('a failed logout says so and leaves the member signed in', async ({ page, db }) => {
      await signIn(page, db);
      await page.goto('/public');
      await page.route('**/api/logout', (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ code: 'service_unavailable', message: 'Service temporarily unavailable' }),
        }),
      );
      const nav = mainNav(page);
      await nav.getByRole('button', { name: logout.label }).click();
      const toast = page.getByTestId('toast');
      await expect(toast).toContainText(logout.failureTitle);
      await expect(toast).toContainText('Service temporarily unavailable');
      await expect(nav.getByRole('button', { name: logout.label })).toBeEnabled();
      await expect(page).toHaveURL(/\/public$/);
    });
  });
});
