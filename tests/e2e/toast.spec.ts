// A toast never covers the control that raised it: it shows at the top of the window, and at the
// bottom when the control sits where the toast would be. Its close button has a name with its label.
import type { Locator } from '@playwright/test';
import { test, expect, expectNoA11yViolations } from './fixtures.ts';
import { ui } from './support/copy.ts';
import { authCopy, signInButton } from './support/sign-in-form.ts';
import { createAccount } from './support/accounts.ts';

async function box(locator: Locator) {
  const b = (await locator.boundingBox())!;
  return { top: b.y, bottom: b.y + b.height, left: b.x, right: b.x + b.width };
}
const overlap = (a: Awaited<ReturnType<typeof box>>, b: Awaited<ReturnType<typeof box>>) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

test.use({ allowedConsoleErrors: [/status of 401/], viewport: { width: 390, height: 480 } });

test('a toast raised by a button near the top of the window shows at the bottom, clear of it', async ({ page, db }) => {
  const account = await createAccount(db);
  await page.goto('/auth');
  await page.getByLabel(authCopy.login.emailLabel).fill(account.email);
  await page.getByLabel(authCopy.login.passwordLabel, { exact: true }).fill('not-the-password');
  const signIn = signInButton(page);
  // Bring the button to where a toast at the top would be (under the 64 px header).
  await signIn.evaluate((button) => window.scrollBy(0, button.getBoundingClientRect().top - 110));
  expect((await box(signIn)).top).toBeLessThan(200);
  await signIn.click();
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText(authCopy.toasts.loginFailedTitle);
  expect(overlap(await box(toast), await box(signIn))).toBe(false);
  await expect(page.getByRole('button', { name: ui.toaster.closeName })).toHaveText(ui.toaster.closeLabel);
  await expectNoA11yViolations(page);

  // With the button low in the window, the toast stays at the top, still clear of it.
  await page.getByRole('button', { name: ui.toaster.closeName }).click();
  await signIn.evaluate((button) => window.scrollBy(0, button.getBoundingClientRect().top - 380));
  await signIn.click();
  await expect(toast).toContainText(authCopy.toasts.loginFailedTitle);
  expect((await box(toast)).top).toBeLessThan(120);
  expect(overlap(await box(toast), await box(signIn))).toBe(false);
});
