import type { Page } from '@playwright/test';

/**
 * Holds every request to `path` until the returned function is called, so a test can see a pending
 * state (a button's pending label) without depending on timing.
 */
export async function holdRequests(page: Page, path: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${path}`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
