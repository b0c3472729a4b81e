// The sign-in form on /auth, found by the labels its copy gives it (src/content/pages/auth.yaml).
import type { Page } from '@playwright/test';
import type { Account } from './accounts.ts';
import { fill, pageCopy } from './copy.ts';

export const authCopy = pageCopy('auth');
const { login } = authCopy;

/** The submit button of the sign-in form (by its exact name: the passkey's button has the same words in it). */
export const signInButton = (page: Page) => page.getByRole('button', { name: login.submit, exact: true });

/** Types the account's e-mail address and password into the sign-in form and submits it. */
export async function signInWithForm(page: Page, account: Pick<Account, 'email' | 'password'>) {
  await page.getByLabel(login.emailLabel).fill(account.email);
  await page.getByLabel(login.passwordLabel, { exact: true }).fill(account.password);
  await signInButton(page).click();
}

/** The dashboard's greeting for a member, with their first name. */
export const welcome = (firstName: string) => fill(pageCopy('dashboard').welcome.heading, { firstName });
