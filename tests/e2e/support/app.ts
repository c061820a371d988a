import type { CDPSession, Page } from '@playwright/test';
import { MIN_FILL_TIME_MS } from '../../../domain/src/lead/abuse';

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

/**
 * Waits until the page has been open longer than the bot check's minimum (MIN_FILL_TIME_MS,
 * on the page's clock as the form reads it): a person takes that long to fill the form. A
 * test that spent longer filling it waits no more.
 */
export async function pastMinimumFillTime(page: Page) {
  await page.waitForFunction((minimum) => performance.now() > minimum, MIN_FILL_TIME_MS);
}

/**
 * A DevTools session on the page (any page of the browser, the site's or not) with the service
 * worker domain on, and the id of the site's (`origin`) worker registration: what DevTools' push and sync events are addressed to.
 */
export async function workerRegistration(
  page: Page,
  origin: string,
): Promise<{ cdp: CDPSession; registrationId: string }> {
  const cdp = await page.context().newCDPSession(page);
  const registrations = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: list }) => {
      const ours = list.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return { cdp, registrationId: await registrations };
}

/**
 * Resolves once the page has been idle after what is queued now: an idle callback asked for
 * after two frames (and after a timer, as the page's own idle work is queued) runs after the
 * page's idle callbacks queued before it, then two frames let what they rendered paint. For a
 * check that something does not happen (a request, a render) once the page has done its work.
 */
export async function pageIdle(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const frame = (then: () => void) => requestAnimationFrame(() => then());
        frame(() =>
          frame(() =>
            frame(() =>
              setTimeout(() =>
                requestIdleCallback(() => frame(() => frame(() => resolve())), {
                  timeout: 5000,
                }),
              ),
            ),
          ),
        );
      }),
  );
}
