/**
 * Hosting answers a file that does not exist with 404 and the site's 404 page, not with the
 * app's shell and 200: a stale script, an old image or a guessed file is never mistaken for a
 * page. Only the routes the app owns (the admin) get the app's shell; an unknown page is a
 * 404 too (tests/e2e/hosting.spec.ts).
 */
import { expect, test } from '@playwright/test';

const missingFiles = ['/x.png', '/assets/old.js', '/admin/report.pdf', '/favicon.ico'];

for (const path of missingFiles) {
  test(`${path} answers 404 with the site's 404 page`, async ({ request, page }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toMatch(/^text\/html/);
    // The real 404 page, readable without scripts (it runs none).
    const html = await response.text();
    expect(html).toContain('Oops! Page not found');
    expect(html).not.toMatch(/<script\b(?![^>]*application\/(ld\+)?json)/);
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
}

test('the admin routes still get the app', async ({ request }) => {
  for (const path of ['/admin/login', '/admin/blog/posts/abc123/edit']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).toContain('<div id="root"');
  }
});
