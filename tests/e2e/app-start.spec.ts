/**
 * When the app starts on a page (web/src/app/pageLoader/): a marketing page that is only read
 * runs none of it, yet installs the service worker; the first input starts it; a page that
 * needs it at once starts it without an input.
 */
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { seedArticles } from '../../scripts/seed/blog/articles';
import { PENDING_LEADS_KEY } from '../../web/src/features/lead/pendingLeads';
import { PENDING_LEAD_PHOTOS_KEY } from '../../web/src/features/lead/pendingLeadPhotos';
import { serviceWorkerControls, startApp } from './support/app';

// About the service worker (or needs it to work offline): it installs, as for a visitor.
test.use({ serviceWorkers: 'allow' });

// Installing the worker precaches the app: allow it time on two cores.
const expect = baseExpect.configure({ timeout: 15_000 });

/** The app's code this page has fetched (the worker's own precache fetches are not the page's). */
function appScriptsFetched(page: Page) {
  return page.evaluate(
    () =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname)).length,
  );
}

const interactive = (page: Page) => page.locator('html[data-interactive]');

/** Holds /page-loader.js back until the returned function is called. */
async function holdPageLoader(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/page-loader.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe('the app starts when the page needs it', () => {
  test('a page only read runs no app code but installs the worker; the first input starts the app and says the site works offline', async ({
    page,
  }) => {
    await page.goto('/');
    // The loader registers the worker only after the page has painted: by the time it
    // controls the page, an app that started after the paint would have fetched its code.
    await serviceWorkerControls(page);
    expect(await appScriptsFetched(page)).toBe(0);
    await expect(interactive(page)).toHaveCount(0);
    await expect(page.locator('html')).not.toHaveAttribute('data-started-by');
    await expect(page.locator('script[type="module"]')).toHaveCount(0);

    await startApp(page);
    await expect(page.locator('html')).toHaveAttribute('data-started-by', 'pointermove');
    expect(await appScriptsFetched(page)).toBeGreaterThan(0);
    // The first install ended before the app was there to see it: the loader's mark tells it.
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Ready to work offline' }),
    ).toBeVisible();
  });

  test('an input before the page loader has arrived starts the app when it does', async ({
    page,
  }) => {
    // The loader is held back until the pointer has moved: the inline script's mark is all
    // the loader has to go on.
    const release = await holdPageLoader(page);
    const requested = page.waitForRequest('**/page-loader.js');
    await page.goto('/');
    await requested;
    await page.mouse.move(3, 3);
    await expect(page.locator('html')).toHaveAttribute('data-first-input', 'pointermove');
    await expect(page.locator('html')).not.toHaveAttribute('data-started-by');
    release();
    await interactive(page).waitFor({ state: 'attached' });
    await expect(page.locator('html')).toHaveAttribute('data-started-by', 'pointermove');
  });

  test('a tap on a link before the app starts is an ordinary link to the next page', async ({
    page,
  }) => {
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About' })
      .click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'About Altum Roofing' }),
    ).toBeVisible();
  });

  test('the booking page opened at its form is a form before the app: focusing a field starts it', async ({
    page,
  }) => {
    await page.goto('/book-inspection#inspection-form');
    // The form is the page's HTML: on screen, it needs no app until the visitor uses it.
    await serviceWorkerControls(page);
    expect(await appScriptsFetched(page)).toBe(0);
    const name = page.getByLabel(/^Full Name/);
    await expect(name).toBeVisible();
    await name.focus();
    await interactive(page).waitFor({ state: 'attached' });
    await expect(page.locator('html')).toHaveAttribute('data-started-by', 'focusin');
    await expect(name).toBeFocused();
  });

  test('a lead kept on this device starts the app on any page, to send it', async ({ page }) => {
    await page.addInitScript((key) => {
      localStorage.setItem(key, JSON.stringify(['kept-offline']));
    }, PENDING_LEADS_KEY);
    await page.goto('/about');
    await interactive(page).waitFor({ state: 'attached' });
    await expect(page.locator('html')).toHaveAttribute('data-started-by', 'page');
  });

  test('photos kept on this device start the app on any page, to send them', async ({ page }) => {
    await page.addInitScript((key) => {
      localStorage.setItem(key, '1');
    }, PENDING_LEAD_PHOTOS_KEY);
    await page.goto('/about');
    await interactive(page).waitFor({ state: 'attached' });
    await expect(page.locator('html')).toHaveAttribute('data-started-by', 'page');
  });

  for (const path of [
    '/blog',
    '/blog/category/storm-damage',
    '/blog/houston-hail-season-roof-guide',
  ]) {
    test(`${path} waits for an input, as a marketing page does`, async ({ page }) => {
      await page.goto(path);
      await serviceWorkerControls(page);
      expect(await appScriptsFetched(page)).toBe(0);
      await startApp(page);
      await expect(page.locator('html')).toHaveAttribute('data-started-by', 'pointermove');
    });
  }

  test('a search typed before the app started runs in the app once it has', async ({ page }) => {
    const release = await holdPageLoader(page);
    await page.goto('/blog');
    const search = page.getByRole('searchbox', { name: 'Search articles' });
    await search.pressSequentially('hail');
    release();
    await interactive(page).waitFor({ state: 'attached' });
    await expect(page.locator('html')).toHaveAttribute('data-started-by', 'focusin');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/blog\?q=hail$/);
    await expect(search).toHaveValue('hail');
    // Moved by the app (the router): the document is still the one loaded at /blog.
    expect(await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.name)).toMatch(
      /\/blog$/,
    );
  });

  test('before the app starts, the blog search is a plain form the server answers', async ({
    page,
  }) => {
    await page.route('**/page-loader.js', (route) => route.abort());
    await page.goto('/blog?category=storm-damage');
    const search = page.getByRole('searchbox', { name: 'Search articles' });
    await search.fill('hail');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/blog\?category=storm-damage&q=hail$/);
    await expect(search).toHaveValue('hail');
    const expected = seedArticles
      .filter(
        (article) =>
          article.status === 'published' &&
          article.categorySlug === 'storm-damage' &&
          /hail/i.test(`${article.title} ${article.excerpt}`),
      )
      .map((article) => article.title);
    expect(expected.length).toBeGreaterThan(0);
    const titles = await page.getByTestId('post-card').getByRole('heading').allTextContents();
    expect(titles.sort()).toEqual(expected.sort());
    await expect(page.locator('html')).not.toHaveAttribute('data-started-by');
  });
});
