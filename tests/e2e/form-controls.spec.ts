// Selects, checkboxes and switches look the same everywhere: the brand's chevron on a select (with room
// for it beside the text), navy checkboxes like the cookie switches, never the browser's own controls.
import { test, expect } from './fixtures.ts';
import { createAccount, signIn } from './support/accounts.ts';
import { usersCopy } from './support/users-panel.ts';

const NAVY = 'rgb(11, 31, 58)';

test('the contact form select has the brand chevron and room for it', async ({ page }) => {
  await page.goto('/#contact');
  const select = page.locator('#contact select');
  const style = await select.evaluate((element) => {
    const css = getComputedStyle(element);
    return { appearance: css.appearance, image: css.backgroundImage, paddingRight: parseFloat(css.paddingRight) };
  });
  expect(style.appearance).toBe('none');
  expect(style.image).toMatch(/^url\("data:image\/svg\+xml/);
  expect(style.paddingRight).toBeGreaterThanOrEqual(36);
});

test('a checkbox is drawn in navy when checked, like a switch that is on', async ({ page, db }) => {
  await signIn(page, await createAccount(db, { role: 'admin' }));
  await page.goto('/dashboard');
  await page.getByRole('region', { name: usersCopy.heading }).getByRole('button', { name: usersCopy.addUser }).click();
  const checkbox = page
    .getByRole('dialog', { name: usersCopy.addDialog.title })
    .getByRole('checkbox', { name: usersCopy.addDialog.adminLabel });
  expect(await checkbox.evaluate((element) => getComputedStyle(element).appearance)).toBe('none');
  await checkbox.check();
  // The fill eases in (a short colour transition): wait for it to settle.
  await expect(checkbox).toHaveCSS('background-color', NAVY);
});
