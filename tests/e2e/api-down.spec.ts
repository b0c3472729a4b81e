// Pages that survive a failing API: every /api/* call answered by a proxy's 502 HTML page (as a gateway
// or a missing function gives). A request the visitor did not start (the passkey autofill's options, the
// signed-in check) fails silently and leaves the page as it was; one the visitor started says one plain
// sentence. On /auth, /dashboard, /account and the contact form: no markup from the reply on screen, no
// HTTP status in anything a person reads, no sideways scroll on a 390 px phone, the page's own controls
// still there.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { parse } from 'yaml';
import { clientMessages } from '../../src/schemas/errors.ts';
import { test, expect } from './fixtures.ts';
import { createAccount, signIn } from './support/accounts.ts';

const yaml = <T>(file: string) => parse(readFileSync(`src/content/${file}`, 'utf8')) as T;
const auth = yaml<{
  login: { emailLabel: string; passwordLabel: string; submit: string; passkey: { button: string } };
}>('pages/auth.yaml');
const dashboard = yaml<{ loadError: { text: string } }>('pages/dashboard.yaml');
const contactForm = yaml<{ contact: { form: { submit: string; labels: Record<string, string> } } }>('pages/home.yaml')
  .contact.form;
const ui = yaml<{ shared: { reading: { retry: string } } }>('ui.yaml').shared;

/** A gateway's error page, wide enough to push a phone's page sideways if it were ever shown. */
const GATEWAY_PAGE = `<!doctype html><html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><pre>${'upstream-connect-error '.repeat(40)}</pre></body></html>`;

test.use({ allowedConsoleErrors: [/status of 502/], viewport: { width: 390, height: 844 } });

async function apiDown(page: Page): Promise<string[]> {
  const answered: string[] = [];
  await page.route('**/api/**', async (route) => {
    answered.push(new URL(route.request().url()).pathname);
    await route.fulfill({ status: 502, contentType: 'text/html; charset=utf-8', body: GATEWAY_PAGE });
  });
  return answered;
}

async function expectPlainAndInPlace(page: Page, where: string) {
  const text = await page.locator('body').innerText();
  expect(text, `${where}: the reply's markup on screen`).not.toMatch(
    /Bad Gateway|upstream-connect-error|<\/?[a-z]+[\s>]/i,
  );
  expect(text, `${where}: an HTTP status on screen`).not.toMatch(/\b502\b/);
  const { scrollWidth, width } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scrollWidth, `${where} is ${scrollWidth} px wide on a ${width} px screen`).toBeLessThanOrEqual(width);
}

test('/auth: the autofill fails silently, and a sign-in attempt says one plain sentence', async ({ page }) => {
  // A platform authenticator, so the e-mail field's passkey autofill starts (and asks the API) on hydration.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true },
  });
  const answered = await apiDown(page);
  await page.goto('/auth');
  await expect.poll(() => answered).toContain('/api/login/passkey/options');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectPlainAndInPlace(page, '/auth after the autofill failed');
  await expect(page.getByRole('button', { name: auth.login.passkey.button })).toBeEnabled();
  await expect(page.getByRole('button', { name: auth.login.submit, exact: true })).toBeEnabled();

  await page.getByLabel(auth.login.emailLabel).fill('ada@example.com');
  await page.getByLabel(auth.login.passwordLabel, { exact: true }).fill('correct-horse-7');
  await page.getByRole('button', { name: auth.login.submit, exact: true }).click();
  await expect(page.getByTestId('toast')).toContainText(clientMessages.unexpected);
  await expectPlainAndInPlace(page, '/auth after a failed sign-in');

  await page.getByRole('button', { name: auth.login.passkey.button }).click();
  await expect(page.getByRole('alert').filter({ hasText: clientMessages.unexpected })).toBeVisible();
  await expectPlainAndInPlace(page, '/auth after a failed passkey sign-in');
  await cdp.detach();
});

for (const path of ['/dashboard', '/account']) {
  test(`${path}: the signed-in check fails, the page keeps its frame and says so plainly`, async ({ page, db }) => {
    await signIn(page, await createAccount(db));
    await apiDown(page);
    await page.goto(path);
    const failed = page.getByRole('alert').filter({ hasText: dashboard.loadError.text });
    await expect(failed).toBeVisible();
    await expect(failed.getByRole('button', { name: ui.reading.retry })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectPlainAndInPlace(page, path);
  });
}

test('the contact form: sending fails with one plain sentence and keeps what was typed', async ({ page }) => {
  await apiDown(page);
  await page.goto('/#contact');
  const form = page.locator('#contact form');
  const field = (name: string) => form.getByLabel(contactForm.labels[name]!, { exact: true });
  await field('firstName').fill('Ada');
  await field('lastName').fill('Lovelace');
  await field('email').fill('ada@example.co.uk');
  await field('serviceInterest').selectOption({ index: 1 });
  await field('message').fill('Please call me back.');
  await form.getByRole('button', { name: contactForm.submit }).click();
  await expect(page.getByTestId('toast')).toBeVisible();
  await expectPlainAndInPlace(page, 'the contact form after a failed send');
  await expect(field('message')).toHaveValue('Please call me back.');
  await expect(form.getByRole('button', { name: contactForm.submit })).toBeEnabled();
});
