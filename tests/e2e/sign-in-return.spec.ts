// After signing in, the browser goes back where a member was going, and never anywhere else: crafted
// `next` values (dot segments before a double slash, encoded dots and slashes, backslashes, white space,
// another origin), typed straight into /auth or passed on by a member page's redirect, all end on this
// site. A redirect's Location is on the configured site address, whatever Host the request named.
import { createAccount } from './support/accounts.ts';
import { expect, test } from './fixtures.ts';
import { signInWithForm, welcome } from './support/sign-in-form.ts';

/** Each as an attacker would put it in a link: the query exactly as written here. */
const CRAFTED = [
  '%2F.%2F%2Fevil.example%2Fphish',
  '/x/..//evil.example',
  '/%2e//evil.example',
  '/%252e//evil.example',
  '//evil.example/phish',
  '/%5Cevil.example',
  'https://evil.example/',
  '/%09/evil.example',
  '/.//evil.example',
];

test('signing in with a crafted next= stays on this site, at the dashboard', async ({ page, db, baseURL }) => {
  test.setTimeout(90_000);
  const account = await createAccount(db, { firstName: 'Nadia' });
  const site = new URL(baseURL!).origin;
  for (const next of CRAFTED) {
    await page.context().clearCookies();
    await page.goto(`/auth?next=${next}`);
    await signInWithForm(page, account);
    await expect(page.getByRole('heading', { name: welcome('Nadia') }), next).toBeVisible();
    expect(new URL(page.url()).origin, next).toBe(site);
    expect(new URL(page.url()).pathname, next).toBe('/');
  }
});

test('a member page passes a crafted next= on to /auth, and signing in still stays on this site', async ({
  page,
  db,
  baseURL,
}) => {
  const account = await createAccount(db, { firstName: 'Omar' });
  await page.goto('/dashboard?next=/.//evil.example');
  await expect(page).toHaveURL(/\/auth/);
  await signInWithForm(page, account);
  await expect(page.getByRole('heading', { name: welcome('Omar') })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
});

test('a real return path still works: the questionnaire after signing in', async ({ page, db }) => {
  const account = await createAccount(db);
  await page.goto('/auth?next=%2Fquestionnaire');
  await signInWithForm(page, account);
  await expect(page).toHaveURL(/\/questionnaire$/);
});

test('redirects are on the configured site address, not the Host a request names', async ({ request, baseURL }) => {
  const response = await request.get('/dashboard', { headers: { Host: 'evil.example' }, maxRedirects: 0 });
  expect(response.status()).toBeGreaterThanOrEqual(300);
  expect(response.status()).toBeLessThan(400);
  const location = new URL(response.headers()['location']!, baseURL);
  expect(location.host).not.toBe('evil.example');
  expect(location.origin).toBe(new URL(baseURL!).origin);
});
