import type { Page } from '@playwright/test';

/**
 * Opens a page and waits until it is interactive. Prerendered pages show their content
 * before the app hydrates; a click in that moment does nothing, for a test as for a person.
 */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(path);
  await startApp(page);
  return response;
}

/**
 * A marketing page starts the app on the visitor's first input (app/pageLoader/loader.ts): a
 * pointer moving over the page is the least a person does, and it changes nothing else. Then
 * waits until the app is interactive.
 */
export async function startApp(page: Page) {
  // Two points, so the pointer moves even if it was already at one of them.
  await page.mouse.move(2, 2);
  await page.mouse.move(1, 1);
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
}

/** Resolves once a service worker controls the page (the first install claims it). */
export async function serviceWorkerControls(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
  });
}
