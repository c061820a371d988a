/**
 * A file that does not exist answers with the site's 404 page, which a visitor can leave for
 * the home page. Its status, type and content as served (404, not the app's shell and 200),
 * and the admin routes that do get the shell, are read over HTTP
 * (tests/hosting/hosting.test.ts).
 */
import { expect, test } from '@playwright/test';

const missingFiles = ['/x.png', '/assets/old.js', '/admin/report.pdf', '/favicon.ico'];

for (const path of missingFiles) {
  test(`${path} shows the site's 404 page, which leads home`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
}
