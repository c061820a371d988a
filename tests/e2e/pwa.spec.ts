/**
 * The installable app on the production build: manifest, service worker, offline pages for
 * visitors and staff, and updates that wait for the person.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect as baseExpect, test, type Page, type Request } from '@playwright/test';
import { repoRoot } from '../../scripts/lib/paths';
import { openPage, serviceWorkerControls, startApp } from './support/app';
import { SEED_WRITER, signInAs } from './support/staffAuth';

// About the service worker (or needs it to work offline): it installs, as for a visitor.
test.use({ serviceWorkers: 'allow' });

// Installing the worker precaches the app while the page loads: allow it time on two cores.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const VISITED_POST = '/blog/houston-hail-season-roof-guide';
const VISITED_POST_TITLE = /Hail Season/i;
const UNVISITED_POST = '/blog/roof-replacement-day-by-day';
const PHONE = '(346) 220-0989';

function toast(page: Page, text: string | RegExp) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

/** Width and height of a PNG, from its header. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

interface ManifestImage {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
  form_factor?: string;
  label?: string;
}

interface Manifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  start_url: string;
  scope: string;
  display: string;
  background_color: string;
  theme_color: string;
  icons: ManifestImage[];
  screenshots: ManifestImage[];
  shortcuts: { name: string; url: string; icons: ManifestImage[] }[];
}

/*
 * The blog function's first render after the emulators start loads its whole bundle, which
 * on a busy machine can outlast the Functions emulator's wait: wake it before any test
 * times a blog page.
 */
test.beforeAll(async ({ request }) => {
  test.setTimeout(240_000);
  for (let attempt = 1; attempt <= 3; attempt++) {
    const response = await request.get('/blog', { timeout: 75_000 }).catch(() => null);
    if (response?.ok()) return;
  }
});

test.describe('installable app', () => {
  test('has a complete manifest: identity, colours, icons, screenshots and shortcuts', async ({
    page,
  }) => {
    await openPage(page, '/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const manifest = (await (await page.request.get(href as string)).json()) as Manifest;
    expect(manifest).toMatchObject({
      id: '/',
      name: 'Altum Roofing',
      short_name: 'Altum',
      lang: 'en-US',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      // The theme's ink: the header and the splash screen are one colour.
      background_color: '#14171c',
      theme_color: '#14171c',
    });
    expect(manifest.description).toMatch(/Houston roofing contractor/i);

    // Every image is served, is a PNG, and is the size the manifest says.
    const checkImage = async (image: ManifestImage) => {
      const response = await page.request.get(image.src);
      expect(response.status(), image.src).toBe(200);
      expect(image.type).toBe('image/png');
      expect(pngSize(await response.body()), image.src).toBe(image.sizes);
    };
    const icons = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
    expect(icons.sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) await checkImage(icon);

    const screenshots = manifest.screenshots.map((shot) => `${shot.form_factor} ${shot.sizes}`);
    expect(screenshots.sort()).toEqual(['narrow 390x844', 'wide 1280x800']);
    for (const shot of manifest.screenshots) {
      expect(shot.label).toBeTruthy();
      await checkImage(shot);
    }

    // Shortcuts stay in the app's scope (browsers drop a tel: one): 'Call now' opens the
    // booking page at the click-to-call number.
    expect(manifest.shortcuts.map(({ name, url }) => ({ name, url }))).toEqual([
      { name: 'Book a free inspection', url: '/book-inspection' },
      { name: 'Call now', url: '/book-inspection#contact-info-title' },
      // The request this device sent (tests/e2e/booking.spec.ts opens it).
      { name: 'Your inspection', url: '/request/mine' },
      { name: 'Blog', url: '/blog' },
    ]);
    for (const shortcut of manifest.shortcuts) {
      for (const icon of shortcut.icons) await checkImage(icon);
    }
    await openPage(page, '/book-inspection#contact-info-title');
    await expect(page.locator('#contact-info-title')).toBeInViewport();
    await expect(page.getByRole('link', { name: `Call ${PHONE}` }).first()).toBeVisible();
    await openPage(page, '/blog');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // iOS reads its own tags, not the manifest.
    await openPage(page, '/');
    const touchIcon = page.locator('link[rel="apple-touch-icon"]');
    expect(await touchIcon.getAttribute('sizes')).toBe('180x180');
    expect(pngSize(await (await page.request.get('/apple-touch-icon.png')).body())).toBe('180x180');
    const meta = (name: string) => page.locator(`meta[name="${name}"]`).getAttribute('content');
    expect(await meta('apple-mobile-web-app-capable')).toBe('yes');
    expect(await meta('apple-mobile-web-app-title')).toBe('Altum');
    expect(await meta('apple-mobile-web-app-status-bar-style')).toBe('black');
  });

  test('a visitor opens the pages they had, offline; a page they never had says so', async ({
    page,
    context,
  }) => {
    await openPage(page, '/');
    await serviceWorkerControls(page);
    // The first install says the site now works offline, without taking the focus.
    await expect(toast(page, 'Ready to work offline')).toBeVisible();
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

    await openPage(page, '/blog');
    await openPage(page, VISITED_POST);
    await expect(page.getByRole('heading', { level: 1, name: VISITED_POST_TITLE })).toBeVisible();

    await context.setOffline(true);
    try {
      await page.goto('/');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Houston Roofing Contractor You Can Trust' }),
      ).toBeVisible();
      // Inside the app, a move to the blog loads it as a page: the kept copy answers...
      await startApp(page);
      await page.getByRole('link', { name: 'Blog', exact: true }).first().click();
      await expect(page).toHaveURL(/\/blog$/);
      await expect(page.getByText('Read Article').first()).toBeVisible();
      // ...and for a post never read, the offline page (not an empty 'Article Not Found').
      await startApp(page);
      await page.locator(`a[href="${UNVISITED_POST}"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`${UNVISITED_POST}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'You’re offline' })).toBeVisible();

      // Never opened: the app's code is on the device, and renders it there.
      await page.goto('/about');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('Oops! Page not found')).toHaveCount(0);
      await page.goto('/services/roof-replacement');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Server-rendered pages read before: their last copy.
      await page.goto('/blog');
      await expect(page.getByText('Read Article').first()).toBeVisible();
      await page.goto(VISITED_POST);
      await expect(page.getByRole('heading', { level: 1, name: VISITED_POST_TITLE })).toBeVisible();

      // A post never read: the offline page, with the number to call and the hours.
      await page.goto(UNVISITED_POST);
      await expect(page).toHaveURL(new RegExp(`${UNVISITED_POST}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'You’re offline' })).toBeVisible();
      await expect(page.getByRole('link', { name: `Call ${PHONE}` })).toHaveAttribute(
        'href',
        'tel:+13462200989',
      );
      await expect(page.getByText('8:00 AM - 6:00 PM')).toBeVisible();

      // The feed and the sitemap are documents of their own: never a page of the app.
      for (const path of ['/sitemap.xml', '/blog/rss.xml']) {
        await expect(page.goto(path), path).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
      }
    } finally {
      await context.setOffline(false);
    }

    await openPage(page, '/');
    // The worker kept pages and images, never Firebase's traffic (Firestore, Auth,
    // Functions, Storage uploads): the SDKs own that.
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        urls.push(...(await cache.keys()).map((request) => request.url));
      }
      return urls;
    });
    const origin = new URL(page.url()).origin;
    const foreign = cached.filter(
      (url) => !url.startsWith(origin) && !/\/v0\/b\/[^/]+\/o\/[^/?]+\?/.test(url),
    );
    expect(foreign).toEqual([]);
    expect(cached.filter((url) => /sitemap\.xml|rss\.xml|\/__\//.test(url))).toEqual([]);
  });

  test('the first page of a first visit asks for no web font; later pages use Inter from the worker', async ({
    page,
  }) => {
    const fontRequests: Request[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('.woff2')) fontRequests.push(request);
    });
    const pageFont = () =>
      page.evaluate(async () => {
        await document.fonts.ready;
        const inter = [...document.fonts].find(
          (face) => face.family.replaceAll('"', '') === 'Inter Variable',
        );
        return {
          gate: 'webFont' in document.documentElement.dataset,
          body: getComputedStyle(document.body).fontFamily,
          inter: inter?.status,
        };
      });

    await openPage(page, '/about');
    await serviceWorkerControls(page);
    expect(await pageFont()).toEqual({
      gate: false,
      body: expect.stringMatching(/^"Inter Fallback"/),
      inter: 'unloaded',
    });
    expect(fontRequests).toEqual([]);

    await openPage(page, '/services/roof-repairs');
    expect(await pageFont()).toEqual({
      gate: true,
      body: expect.stringMatching(/^"Inter Variable", "Inter Fallback"/),
      inter: 'loaded',
    });
    expect(fontRequests).toHaveLength(1);
    expect((await fontRequests[0]?.response())?.fromServiceWorker()).toBe(true);
  });

  test('staff open the admin offline after signing in once', async ({ page, context }) => {
    await openPage(page, '/admin/login');
    await signInAs(page, SEED_WRITER);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByText('Recent Posts')).toBeVisible();
    await serviceWorkerControls(page);

    await context.setOffline(true);
    try {
      await page.goto('/admin/dashboard');
      await expect(page.getByText('Recent Posts')).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
      await page.goto('/admin/blog/posts');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });
});

test.describe('a new version', () => {
  const swFile = join(repoRoot, 'web', 'dist', 'sw.js');
  let deployed: string;

  /** Deploys a new worker: new bytes at /sw.js, as a rebuild with any change would serve. */
  function deployNewVersion() {
    writeFileSync(swFile, `${deployed}\n// next version ${Date.now()}\n`);
  }

  test.beforeEach(() => {
    deployed = readFileSync(swFile, 'utf8');
  });
  test.afterEach(() => {
    writeFileSync(swFile, deployed);
  });

  /** Asks for the worker now (the app itself asks hourly and when the tab is shown again). */
  async function checkForUpdate(page: Page) {
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
  }

  /** Records, in this document, that the app asked the waiting worker to take over. */
  const watchSkipWaiting = (page: Page) =>
    page.addInitScript(() => {
      const post = ServiceWorker.prototype.postMessage;
      ServiceWorker.prototype.postMessage = function (this: ServiceWorker, ...args: unknown[]) {
        if ((args[0] as { type?: string } | null)?.type === 'SKIP_WAITING')
          (window as unknown as { skipWaitingAsked?: boolean }).skipWaitingAsked = true;
        return (post as (...a: unknown[]) => void).apply(this, args);
      };
    });
  /** The app asked for the switch, or the page already reloaded into the new version. */
  const switchAsked = (page: Page) =>
    page
      .evaluate(() => {
        const w = window as unknown as { skipWaitingAsked?: boolean; testMark?: boolean };
        return w.skipWaitingAsked === true || w.testMark !== true;
      })
      .catch(() => true);
  /**
   * Waits until the browser switched to the new worker. The browser switches once the old
   * worker is idle, and stops an idle worker within 30 s; a worker DevTools is attached to (this
   * test's driver) is never stopped once a request restarted it, so the old worker is stopped
   * here, as the browser would, while a new one waits.
   */
  async function switched(page: Page) {
    const cdp = await page.context().newCDPSession(page);
    const versions = new Map<string, { status: string; runningStatus: string }>();
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions: updated }) => {
      for (const version of updated) versions.set(version.versionId, version);
    });
    await cdp.send('ServiceWorker.enable');
    await expect
      .poll(async () => {
        const all = [...versions.entries()];
        if (!all.some(([, v]) => v.status === 'installed' || v.status === 'activating'))
          return all.some(([, v]) => v.status === 'activated');
        if (all.some(([, v]) => v.status === 'installed'))
          for (const [versionId, v] of all)
            if (v.status === 'activated' && v.runningStatus === 'running')
              await cdp.send('ServiceWorker.stopWorker', { versionId }).catch(() => undefined);
        return false;
      })
      .toBe(true);
    await cdp.detach().catch(() => undefined);
  }

  /** Marks this document: the mark is gone after a reload. */
  const mark = (page: Page) =>
    page.evaluate(() => {
      (window as unknown as { testMark?: boolean }).testMark = true;
    });
  const stillMarked = (page: Page) =>
    page.evaluate(() => (window as unknown as { testMark?: boolean }).testMark === true);

  /**
   * A visitor on the home page, watched for the switch, with a new version deployed and
   * waiting (no prompt: visitors are never asked). The page's clock is the test's.
   */
  async function visitorWithNewVersionWaiting(page: Page) {
    await watchSkipWaiting(page);
    await page.clock.install();
    await openPage(page, '/');
    await serviceWorkerControls(page);
    await mark(page);
    deployNewVersion();
    await checkForUpdate(page);
    await expect
      .poll(() =>
        page.evaluate(
          async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null,
        ),
      )
      .toBe(true);
  }

  test('is offered to staff, and never reloads an editor with unsaved changes', async ({
    page,
  }) => {
    await openPage(page, '/admin/login');
    await signInAs(page, SEED_WRITER);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await serviceWorkerControls(page);
    await openPage(page, '/admin/blog/posts/new');
    const title = page.getByRole('textbox', { name: 'Title', exact: true });
    await title.fill('A post that is not saved yet');
    await mark(page);

    deployNewVersion();
    await checkForUpdate(page);
    const offer = toast(page, 'A new version is available');
    await expect(offer).toBeVisible();
    // A live region: the writer's caret stays where it was.
    await expect(title).toBeFocused();

    await offer.getByRole('button', { name: 'Reload' }).click();
    await expect(toast(page, 'Save your changes first')).toBeVisible();
    expect(await stillMarked(page)).toBe(true);
    await expect(title).toHaveValue('A post that is not saved yet');

    // Away from the editor (its text is kept on the device), Reload switches versions.
    await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(offer).toBeVisible();
    await offer.getByRole('button', { name: 'Reload' }).click();
    await switched(page);
    await expect.poll(() => stillMarked(page).catch(() => false)).toBe(false);
    await expect(page.getByText('Recent Posts')).toBeVisible();
    expect(
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return registration?.waiting === null && registration.active !== null;
      }),
    ).toBe(true);
    await expect(offer).toHaveCount(0);
  });

  for (const when of ['', ' who moves on before the app is idle'] as const) {
    test(`reaches a visitor${when} on their next page, with no prompt`, async ({ page }) => {
      // The worker's own code (ServiceWorkerUpdates) comes when the browser is idle: a
      // browser that never is shows that a navigation before then is not missed.
      if (when)
        await page.addInitScript(() => {
          window.requestIdleCallback = () => 0;
        });
      await visitorWithNewVersionWaiting(page);
      await expect(toast(page, 'A new version is available')).toHaveCount(0);
      expect(await stillMarked(page)).toBe(true);

      // However long the browser takes to switch, the visitor is still between pages: the
      // page's clock stands still (a later switch waits for the next page: the test below).
      await page.clock.pauseAt(Date.now() + 1000);
      await page.getByRole('link', { name: 'About' }).first().click();
      await expect(page).toHaveURL(/\/about$/);
      await expect.poll(() => switchAsked(page)).toBe(true);
      await switched(page);
      await expect.poll(() => stillMarked(page).catch(() => false)).toBe(false);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  test('a switch the browser makes after the visitor has moved on waits for their next page', async ({
    page,
    context,
  }) => {
    await visitorWithNewVersionWaiting(page);

    // A request the old worker is still answering holds the switch (the browser waits for it).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route('**/blog/_data/held', async (route) => {
      await held;
      await route.fulfill({ status: 200, contentType: 'application/json', body: '{}' });
    });
    await page.evaluate(() => {
      void fetch('/blog/_data/held').catch(() => undefined);
    });

    await page.getByRole('link', { name: 'About' }).first().click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => switchAsked(page)).toBe(true);
    // The visitor reads on; a minute later the old worker is done and the browser switches.
    await page.clock.fastForward(60_000);
    release();
    await switched(page);
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state))
      .toBe('activated');
    expect(await stillMarked(page)).toBe(true);

    // Their next page is the new version.
    await page.getByRole('link', { name: 'Blog', exact: true }).first().click();
    await expect.poll(() => stillMarked(page).catch(() => false)).toBe(false);
    await expect(page).toHaveURL(/\/blog$/);
  });
});
