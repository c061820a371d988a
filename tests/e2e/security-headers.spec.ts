/**
 * Hosting's security headers and the Content-Security-Policy, on every public route, on
 * routes served by the app shell (spa.html) and on the 404 page: the headers are there and
 * nothing the site does trips the policy.
 */
import { expect, test, type Page } from '@playwright/test';
import { publicPagePaths } from '../../web/src/content/publicPages';
import { openPage, startApp } from './support/app';

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

for (const path of [...publicPagePaths, ...SHELL_ROUTES]) {
  test(`security headers and no CSP violation on ${path}`, async ({ page }) => {
    const violations = await watchViolations(page);
    const response = await openPage(page, path);
    const headers = response?.headers() ?? {};
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).toContain("object-src 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('DENY');
    // The page's own, exact policy, before any script (it covers only what follows it).
    const meta = page.locator('head > meta[http-equiv="Content-Security-Policy"]');
    await expect(meta).toHaveCount(1);
    expect(
      await page.evaluate(() => {
        const policy = document.querySelector('meta[http-equiv="Content-Security-Policy"]');
        const firstScript = document.querySelector('script');
        return Boolean(
          policy &&
          firstScript &&
          policy.compareDocumentPosition(firstScript) & Node.DOCUMENT_POSITION_FOLLOWING,
        );
      }),
    ).toBe(true);

    // Whatever the page has a form for, start Firestore as the form does on first focus.
    const field = page.getByLabel(/full name/i).first();
    if (await field.isVisible().catch(() => false)) await field.focus();
    await page.waitForTimeout(1500);
    expect(await violations()).toEqual([]);
  });
}

test('the 404 page carries the security headers and a policy of its own', async ({ request }) => {
  const response = await request.get('/no-such-page');
  expect(response.status()).toBe(404);
  const headers = response.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  const scripts = headers['content-security-policy']?.match(/script-src ([^;]*)/)?.[1] ?? '';
  expect(scripts).toContain("'self'");
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(await response.text()).toContain('<meta http-equiv="Content-Security-Policy"');
});

test('hashed assets are cached for a year, immutable, and source maps are not served', async ({
  page,
  request,
}) => {
  await openPage(page, '/');
  const asset = await page.evaluate(
    () =>
      [...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[href]')]
        .map((el) => ('src' in el && el.src) || ('href' in el && el.href) || '')
        .find((url) => /\/assets\/.+\.js$/.test(url)) ?? '',
  );
  expect(asset).not.toBe('');
  const response = await request.get(asset);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(await response.text()).not.toContain('sourceMappingURL');
  const map = await request.get(`${asset}.map`);
  expect(await map.text()).not.toContain('"mappings"');
});

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
  await page.waitForTimeout(1000);
  expect(chunks()).toEqual([]);
  expect(await violations()).toEqual([]);
});

test('App Check starts with the lead form’s Firestore, not on load', async ({ page }) => {
  const violations = await watchViolations(page);
  const chunks = appCheckChunks(page);
  await page.goto('/book-inspection');
  await page.waitForLoadState('load');
  expect(chunks()).toEqual([]);
  await startApp(page);
  await page
    .getByLabel(/full name/i)
    .first()
    .focus();
  await expect.poll(() => chunks().length, { timeout: 10_000 }).toBeGreaterThan(0);
  await page.waitForTimeout(1500);
  expect(await violations()).toEqual([]);
});
