import { expect, test } from '@playwright/test';
import { openPage } from './support';

test.describe('installable app', () => {
  test('has a manifest with home-screen icons', async ({ page }) => {
    await openPage(page, '/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const manifest = (await (await page.request.get(href as string)).json()) as {
      name: string;
      display: string;
      icons: { sizes: string; purpose?: string }[];
    };
    expect(manifest.name).toBe('Altum Roofing');
    expect(manifest.display).toBe('standalone');
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  });

  test('keeps working without a connection, for visited and new pages', async ({
    page,
    context,
  }) => {
    await openPage(page, '/');
    // Wait until the service worker controls the page (its install precaches the app).
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) =>
          navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
        );
      }
    });
    await context.setOffline(true);

    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Houston Roofing Contractor You Can Trust' }),
    ).toBeVisible();

    // Never visited: served from the precached app shell and rendered on the device.
    await page.goto('/services/roof-replacement');
    await expect(page.getByText('Content coming soon...')).toBeVisible();
    await context.setOffline(false);
  });
});
