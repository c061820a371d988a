import { expect, test, type Page } from '@playwright/test';
import { openPage, pageIdle } from './support/app';

const serviceTitles = [
  'Roof Repairs',
  'Roof Maintenance',
  'Roof Replacement',
  'Skylights & Ventilation',
  'New Construction & Additions',
  'Emergency Repairs',
];

test.describe('app shell', () => {
  test('home page loads with the top bar and footer', async ({ page }) => {
    await openPage(page, '/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Houston Roofing Contractor You Can Trust' }),
    ).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    await expect(nav.getByRole('link', { name: 'About' })).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Get Free Inspection' })).toHaveAttribute(
      'href',
      '/book-inspection',
    );
    await expect(header.getByRole('link', { name: '(346) 220-0989' })).toHaveAttribute(
      'href',
      'tel:+13462200989',
    );
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('8:00 AM - 6:00 PM')).toBeVisible();
    await expect(footer.getByRole('link', { name: /on Facebook/ })).toBeVisible();
  });

  test('following a link moves focus to the new page’s heading, by keyboard alone', async ({
    page,
  }) => {
    await openPage(page, '/');
    const about = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About' });
    await about.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/about$/);
    // A screen reader hears the new page, and Tab continues from its content.
    await expect(
      page.getByRole('heading', { level: 1, name: 'About Altum Roofing' }),
    ).toBeFocused();
    // The blog is an in-app page too: no full reload, same focus move.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Blog' })
      .focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  test('a visitor who scrolls before the page is interactive stays where they scrolled', async ({
    page,
  }) => {
    // A phone on a slow connection: the reader starts scrolling the prerendered page while its
    // scripts are still on the way. Hydration must not send them back to the top.
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    // Hydrated and idle: whatever the app does on start (the router's scroll) is done.
    await pageIdle(page);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  });

  test('the Services dropdown lists the six services and leads to each page', async ({ page }) => {
    await openPage(page, '/');
    const button = page.getByRole('button', { name: 'Services' });
    await button.click();
    const menu = page.getByRole('list', { name: 'Services' });
    await expect(menu).toBeVisible();
    // The popover's button: the browser itself reports it expanded (no hand-set aria-expanded).
    expect(await expandedState(page, 'Services')).toBe(true);
    await expect(menu.getByRole('link')).toHaveText(serviceTitles);
    await menu.getByRole('link', { name: 'Roof Replacement' }).click();
    await expect(page).toHaveURL(/\/services\/roof-replacement$/);
    await expect(page.getByText('Content coming soon...')).toBeVisible();
    await expect(menu).toBeHidden();
  });

  test('the Services dropdown also opens on hover and closes on Escape', async ({ page }) => {
    await openPage(page, '/');
    await page.getByRole('button', { name: 'Services' }).hover();
    await expect(page.getByRole('list', { name: 'Services' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('list', { name: 'Services' })).toBeHidden();
  });

  test('before the app starts, the Services menu opens by click and keys, and closes on Escape and outside', async ({
    page,
  }) => {
    await page.route('**/page-loader.js', (route) => route.abort());
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Services' });
    const menu = page.getByRole('list', { name: 'Services' });
    await button.click();
    await expect(menu).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(menu).toBeHidden();
    await button.focus();
    await page.keyboard.press('Space');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await expect(page.locator('html')).not.toHaveAttribute('data-started-by');
  });

  test('old admin paths lead a signed-out visitor to the staff sign-in', async ({ page }) => {
    // The admin gate holds on old paths too; where they redirect once signed in is tested
    // in staff.spec.ts.
    await openPage(page, '/admin/posts/abc123/edit');
    await expect(page).toHaveURL(/\/admin\/login\?redirect=/);
    // The page asked for waits in the address, for the sign-in to end there.
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/admin/blog/posts/abc123/edit');
  });

  test('the top bar shows Get Free Inspection before the phone link', async ({ page }) => {
    await openPage(page, '/');
    const header = page.getByRole('banner');
    const inspection = header.getByRole('link', { name: 'Get Free Inspection' });
    const phone = header.getByRole('link', { name: '(346) 220-0989' });
    // Read in that order (focus and screen readers) and seen in that order, left to right.
    const following = await inspection.evaluate(
      (first, second) =>
        Boolean(first.compareDocumentPosition(second as Node) & Node.DOCUMENT_POSITION_FOLLOWING),
      await phone.elementHandle(),
    );
    expect(following).toBe(true);
    const [inspectionBox, phoneBox] = [await inspection.boundingBox(), await phone.boundingBox()];
    if (!inspectionBox || !phoneBox) throw new Error('Both links are on screen at 1280 px');
    expect(inspectionBox.x + inspectionBox.width).toBeLessThanOrEqual(phoneBox.x);
  });

  // Hosting answers an unknown path with the 404 page, which runs no script.
  test('an unknown path shows the 404 page with a way home', async ({ page }) => {
    await page.goto('/this-page-does-not-exist');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an unknown service is a 404, not an empty service page', async ({ page }) => {
    await page.goto('/services/gutter-painting');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  });

  test('the top bar gains its shadow after 20px of scroll', async ({ page }) => {
    await openPage(page, '/');
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 10));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
  });

  test('back to top appears after 300px and returns to the top', async ({ page }) => {
    await openPage(page, '/');
    const backToTop = page.getByRole('link', { name: 'Back to top' });
    await expect(backToTop).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(backToTop).toBeVisible();
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // Tab goes on from the top of the page.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  });

  test('before the app starts, back to top is a link that shows after 300px and works', async ({
    page,
  }) => {
    await page.route('**/page-loader.js', (route) => route.abort());
    await page.goto('/about');
    const backToTop = page.getByRole('link', { name: 'Back to top' });
    // Below the screen until the page is scrolled past 300px (no script shows it).
    await expect(backToTop).not.toBeInViewport();
    await page.evaluate(() => window.scrollTo({ top: 250, behavior: 'instant' }));
    await expect(backToTop).not.toBeInViewport();
    await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }));
    await expect(backToTop).toBeInViewport({ ratio: 1 });
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator('html')).not.toHaveAttribute('data-started-by');
  });

  test('a new page starts at the top', async ({ page }) => {
    await openPage(page, '/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

/** The expanded state Chromium gives assistive technology for a button, by its name. */
async function expandedState(page: Page, name: string): Promise<unknown> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: Array<{
      role?: { value: string };
      name?: { value: string };
      properties?: Array<{ name: string; value: { value: unknown } }>;
    }>;
  };
  await cdp.detach();
  const button = nodes.find((node) => node.role?.value === 'button' && node.name?.value === name);
  return button?.properties?.find((property) => property.name === 'expanded')?.value.value;
}

test.describe('mobile menu', () => {
  test('@mobile the hamburger opens the same items and closes on a choice', async ({ page }) => {
    await openPage(page, '/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    for (const name of ['Home', 'Blog', 'About', ...serviceTitles, 'Get Free Inspection']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await menu.getByRole('link', { name: 'Roof Maintenance' }).click();
    await expect(page).toHaveURL(/\/services\/roof-maintenance$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  });

  test('@mobile closes when its phone link is chosen', async ({ page }) => {
    await openPage(page, '/');
    // The test is about the menu, not the dialler: the call itself is not placed.
    await page.evaluate(() =>
      document.addEventListener('click', (event) => {
        if ((event.target as Element).closest('a[href^="tel:"]')) event.preventDefault();
      }),
    );
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    const call = menu.getByRole('link', { name: '(346) 220-0989' });
    await expect(call).toHaveAttribute('href', 'tel:+13462200989');
    await call.click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  });

  test('@mobile closes when its phone link is chosen before the app has started', async ({
    page,
  }) => {
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/');
    await page.evaluate(() =>
      document.addEventListener('click', (event) => {
        if ((event.target as Element).closest('a[href^="tel:"]')) event.preventDefault();
      }),
    );
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    // Opening the menu was an input: the page loader, fetched for it, is what closes the menu.
    await page.locator('html[data-started-by]').waitFor({ state: 'attached' });
    await menu.getByRole('link', { name: '(346) 220-0989' }).click();
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => 'interactive' in document.documentElement.dataset)).toBe(
      false,
    );
  });

  test('@mobile opens and closes before the app has started', async ({ page }) => {
    // A phone on a slow connection: the page is there, its scripts are not (yet).
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link', { name: 'Roof Repairs', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => 'interactive' in document.documentElement.dataset)).toBe(
      false,
    );
  });

  test('@mobile opened before the app starts, stays open once it has', async ({ page }) => {
    let release = () => {};
    const scriptsHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/*.js', async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    release();
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
    await expect(menu).toBeVisible();
  });

  test('@mobile closes on Escape and gives the focus back to its button', async ({ page }) => {
    await openPage(page, '/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
    // The popover's toggle: the browser itself reports it expanded (no hand-set aria-expanded).
    expect(await expandedState(page, 'Close menu')).toBe(true);
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Home', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    expect(await expandedState(page, 'Open menu')).toBe(false);
  });
});
