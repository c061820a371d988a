/**
 * The Content-Security-Policy in the browser, on every public route and on routes served by
 * the app shell (spa.html): nothing the site does trips the policy. The headers themselves
 * are read over HTTP (tests/hosting/hosting.test.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import { publicPagePaths } from '../../web/src/content/publicPages';
import { openPage, pageIdle, startApp } from './support/app';

// About the service worker (or needs it to work offline): it installs, as for a visitor.
test.use({ serviceWorkers: 'allow' });

/** Routes the prerender does not write: the blog function's and the app shell's. */
const SHELL_ROUTES = ['/blog', '/admin/login'];

/** Collects CSP violations from the page (events) and from the console (reports). */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  return async () => [
    ...(await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    )),
    ...fromConsole,
  ];
}

/**
 * Resolves once the form's Firestore has started (its App Check chunk is in, and the page has
 * then been idle), or once the policy blocked something on the way (the violation ends the
 * wait and fails the test).
 */
function firestoreStarted(page: Page, violations: () => Promise<string[]>) {
  let loaded = false;
  page.on('requestfinished', (request) => {
    if (/\/assets\/appCheck-[^/]*\.js$/.test(new URL(request.url()).pathname)) loaded = true;
  });
  return async () => {
    await expect
      .poll(async () => loaded || (await violations()).length > 0, {
        message: 'the form starts Firestore',
        timeout: 30_000,
      })
      .toBe(true);
    await pageIdle(page);
  };
}

// The headers and the page's own policy, as served, are read over HTTP
// (tests/hosting/hosting.test.ts); here, what the page does under them.
for (const path of [...publicPagePaths, ...SHELL_ROUTES]) {
  test(`no CSP violation on ${path}`, async ({ page }) => {
    const violations = await watchViolations(page);
    const started = firestoreStarted(page, violations);
    await openPage(page, path);

    // Whatever the page has a form for, start Firestore as the form does on first focus, and
    // wait until it has started: a blocked step would be a violation.
    const field = page.getByLabel(/full name/i).first();
    if (await field.isVisible().catch(() => false)) {
      await field.focus();
      await started();
    } else {
      // What the started page loads when idle (its lazy parts, the service worker) is asked.
      await pageIdle(page);
    }
    expect(await violations()).toEqual([]);
  });
}

/** The App Check chunks the page has fetched (web/src/lib/firebase/appCheck.ts and the SDK). */
function appCheckChunks(page: Page): () => string[] {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/appCheck-[^/]*\.js$/.test(new URL(request.url()).pathname)) {
      fetched.push(request.url());
    }
  });
  return () => fetched;
}

test('the view counter is called without App Check: a post loads none of it, app or not', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  const chunks = appCheckChunks(page);
  const call = page.waitForRequest(
    (request) => request.url().includes('/countPostView') && request.method() === 'POST',
    { timeout: 60_000 },
  );
  await page.goto('/blog/how-to-choose-a-roofing-contractor-houston');
  await page.waitForLoadState('load');
  expect(chunks()).toEqual([]);
  await startApp(page);
  const request = await call;
  // The page loader's plain call (functions/src/blog/countPostView.ts says why).
  expect(await request.headerValue('x-firebase-appcheck')).toBeNull();
  // Answered: the call is over, and nothing it started loaded App Check.
  await request.response();
  expect(chunks()).toEqual([]);
  expect(await violations()).toEqual([]);
});

test('App Check starts with the lead form’s Firestore, not on load', async ({ page }) => {
  const violations = await watchViolations(page);
  const chunks = appCheckChunks(page);
  const started = firestoreStarted(page, violations);
  await page.goto('/book-inspection');
  await page.waitForLoadState('load');
  expect(chunks()).toEqual([]);
  await startApp(page);
  await page
    .getByLabel(/full name/i)
    .first()
    .focus();
  await expect.poll(() => chunks().length, { timeout: 10_000 }).toBeGreaterThan(0);
  // Firestore, with App Check, has started: a blocked step would be a violation by now.
  await started();
  expect(await violations()).toEqual([]);
});
