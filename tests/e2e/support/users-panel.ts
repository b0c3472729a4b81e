// The dashboard's User Management panel, found by the labels its copy gives it (src/content/pages/dashboard.yaml).
import type { Locator } from '@playwright/test';
import { pageCopy } from './copy.ts';

export const usersCopy = pageCopy('dashboard').users;

/** Fills the Add User dialog's fields and presses Create User. */
export async function fillAddUser(
  dialog: Locator,
  user: { firstName: string; lastName: string; email: string; password: string },
) {
  const { addDialog } = usersCopy;
  await dialog.getByLabel(addDialog.firstNameLabel).fill(user.firstName);
  await dialog.getByLabel(addDialog.lastNameLabel).fill(user.lastName);
  await dialog.getByLabel(addDialog.emailLabel).fill(user.email);
  await dialog.getByLabel(addDialog.passwordLabel, { exact: true }).fill(user.password);
  await dialog.getByRole('button', { name: addDialog.submit }).click();
}
