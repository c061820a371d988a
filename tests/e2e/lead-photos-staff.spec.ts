/**
 * A request's photos where staff work: the lead card counts them and shows the thumbnails, read
 * as staff from Storage through the web SDK; the viewer opens each at full size and is worked
 * by keyboard alone; offline, the photos the device kept still show and one it never kept says
 * so. The photos are stored as the photo function leaves them (tests/e2e/support/leadPhotos.ts). The
 * card and the open viewer are also checked by axe and the Nu checker with the other screens
 * (checkedRoutes.ts).
 */
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { localDir } from '../../scripts/lib/paths';
import { expectFocusVisible, tabTo } from './support/keyboard';
import { deleteLeadPhotos, LARGE, putLeadPhotos, THUMB } from './support/leadPhotos';
import { adminDb, openAsStaff, SEED_WRITER } from './support/staffAuth';
import { serviceWorkerControls } from './support/app';

// About the service worker (or needs it to work offline): it installs, as for a visitor.
test.use({ serviceWorkers: 'allow' });

// Storage reads, the inbox's listener and the browser share two cores here.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ mode: 'serial', timeout: 300_000 });

const RUN = Date.now().toString(36);
// A card with some photos still on its way is LeadPhotos.test.tsx's ('says how many arrived').
const ids = { all: `photosAll${RUN}` };
const NAME = 'Paula Photos';
const screenshots = join(localDir, 'screenshots', 'lead-photos');

const lead = (name: string, photoCount: number, photos: Record<string, unknown>) => ({
  name,
  email: `${name.split(' ')[0]?.toLowerCase()}-${RUN}@example.com`,
  phone: '(713) 555-0199',
  address: '7 Hail Ct, Katy, TX',
  service: 'storm-damage',
  timeline: 'asap',
  message: 'Torn shingles on the north side, dented gutter.',
  createdAt: new Date(),
  photoCount,
  photos,
});

test.beforeAll(async () => {
  const db = adminDb();
  await db.doc(`contacts/${ids.all}`).set(lead(NAME, 3, await putLeadPhotos(ids.all, 3)));
});

test.afterAll(async () => {
  const db = adminDb();
  for (const id of Object.values(ids)) {
    await db.doc(`contacts/${id}`).delete();
    await deleteLeadPhotos(id);
  }
});

/**
 * The stack runs in a network namespace with only a loopback interface, where Chromium says
 * navigator.onLine is false although every emulator answers: the page is told the truth, and
 * a test plays a lost connection by setting window.__e2eOffline (with context.setOffline).
 */
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'onLine', {
      configurable: true,
      get: () => !(window as unknown as { __e2eOffline?: boolean }).__e2eOffline,
    });
  });
});

const card = (page: Page, id: string) => page.locator(`#lead-${id}`);
const thumb = (scope: Page | Locator, n: number, of = 3) =>
  scope.getByRole('button', { name: `Photo ${n} of ${of}, full size`, exact: true });

/** The image has arrived and decoded (not a broken image): its natural size. */
const naturalSize = (image: Locator) =>
  image.evaluate((img: HTMLImageElement) =>
    img.complete ? { width: img.naturalWidth, height: img.naturalHeight } : null,
  );

test('staff see three thumbnails, open the viewer by keyboard, step to the next photo and Escape back', async ({
  page,
}) => {
  await openAsStaff(page, SEED_WRITER, `/admin/leads?lead=${ids.all}`);
  const photos = card(page, ids.all).getByRole('region', { name: 'Photos' });
  await expect(photos).toContainText('3 photos');
  for (const n of [1, 2, 3]) {
    const image = thumb(photos, n).locator('img');
    await expect(image).toHaveAttribute('src', /^blob:/);
    await expect.poll(() => naturalSize(image)).toEqual(THUMB);
  }

  // From the card (focused, as a lead alert opens it) to the first thumbnail by Tab alone.
  await expect(card(page, ids.all)).toBeFocused();
  await tabTo(page, thumb(photos, 1), { max: 20 });
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog', { name: `Photos sent by ${NAME}` });
  await expect(viewer.getByRole('heading', { name: `Photos sent by ${NAME}` })).toBeVisible();
  const first = viewer.getByRole('img', { name: `Photo 1 of 3 sent by ${NAME}` });
  await expect.poll(() => naturalSize(first)).toEqual(LARGE);
  await expect(viewer.getByRole('button', { name: 'Next' })).toBeFocused();
  await expectFocusVisible(page, 'the viewer’s Next button');

  await page.keyboard.press('ArrowRight');
  const second = viewer.getByRole('img', { name: `Photo 2 of 3 sent by ${NAME}` });
  await expect.poll(() => naturalSize(second)).toEqual(LARGE);
  await expect(viewer.getByText('Photo 2 of 3', { exact: true })).toBeVisible();

  // Tab stays in the viewer: Next, Close, then round to Previous.
  await page.keyboard.press('Tab');
  await expect(viewer.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(viewer.getByRole('button', { name: 'Previous' })).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  // Back on the thumbnail of the photo last shown, its focus ring visible.
  await expect(thumb(photos, 2)).toBeFocused();
  await expectFocusVisible(page, 'the thumbnail after the viewer closed');
});

test('screenshots of the card and the viewer at 390 and 1280 px', async ({ page }) => {
  mkdirSync(screenshots, { recursive: true });
  await openAsStaff(page, SEED_WRITER, `/admin/leads?lead=${ids.all}`);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
    const photos = card(page, ids.all).getByRole('region', { name: 'Photos' });
    await expect.poll(() => naturalSize(thumb(photos, 3).locator('img'))).toEqual(THUMB);
    await card(page, ids.all).screenshot({ path: join(screenshots, `card-${width}.png`) });
    await thumb(photos, 1).click();
    const viewer = page.getByRole('dialog');
    await expect
      .poll(() => naturalSize(viewer.getByRole('img', { name: /^Photo 1 of 3/ })))
      .toEqual(LARGE);
    await page.screenshot({ path: join(screenshots, `viewer-${width}.png`) });
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
  }
});

test('offline, the photos kept on the device show and one never kept says so', async ({
  page,
  context,
}) => {
  await openAsStaff(page, SEED_WRITER, `/admin/leads?lead=${ids.all}`);
  const photos = () => card(page, ids.all).getByRole('region', { name: 'Photos' });
  for (const n of [1, 2, 3]) {
    await expect.poll(() => naturalSize(thumb(photos(), n).locator('img'))).toEqual(THUMB);
  }
  await serviceWorkerControls(page);
  // As if the device had dropped photo 3's copy (or never had it).
  const dropped = await page.evaluate(async (path) => {
    const cache = await caches.open('staff-files');
    const keys = await cache.keys();
    return cache.delete(keys.find((key) => key.url.endsWith(encodeURIComponent(path))) ?? '');
  }, `lead-photo-copies/${ids.all}/2/thumb.webp`);
  expect(dropped).toBe(true);

  await context.addInitScript(() => {
    (window as unknown as { __e2eOffline?: boolean }).__e2eOffline = true;
  });
  await context.setOffline(true);
  try {
    await page.goto(`/admin/leads?lead=${ids.all}`);
    await expect(photos()).toContainText('3 photos');
    for (const n of [1, 2]) {
      await expect.poll(() => naturalSize(thumb(photos(), n).locator('img'))).toEqual(THUMB);
    }
    await expect(thumb(photos(), 3)).toHaveAccessibleDescription('Photo not available offline');
    await expect(thumb(photos(), 3).locator('img')).toHaveCount(0);
    await card(page, ids.all).screenshot({ path: join(screenshots, 'card-offline.png') });
  } finally {
    await context.setOffline(false);
  }
});

/** The copies of private files kept on the device (web/src/lib/firebase/staffFiles.ts). */
const keptFiles = (page: Page) =>
  page.evaluate(async () =>
    (await caches.has('staff-files'))
      ? (await (await caches.open('staff-files')).keys()).length
      : null,
  );

test('sign-out forgets the photos kept on the device with the rest of its copy', async ({
  page,
}) => {
  await openAsStaff(page, SEED_WRITER, `/admin/leads?lead=${ids.all}`);
  const photos = card(page, ids.all).getByRole('region', { name: 'Photos' });
  for (const n of [1, 2, 3]) {
    await expect.poll(() => naturalSize(thumb(photos, n).locator('img'))).toEqual(THUMB);
  }
  await expect.poll(() => keptFiles(page)).toBeGreaterThanOrEqual(3);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/login(\?redirect=[^&]+)?$/);
  await expect.poll(() => keptFiles(page)).toBeNull();
});
