import type { Page } from '@playwright/test';

/**
 * Opens a page and waits until it is interactive. Prerendered pages show their content
 * before the app hydrates; a click in that moment does nothing, for a test as for a person.
 */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
  return response;
}
