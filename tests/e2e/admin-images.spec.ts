/**
 * The image library end to end on the local stack: a staff member uploads into Blog through
 * the dialog, finds the image in the library and in the folder browser, copies its URL and
 * sees the web sizes the Storage trigger makes; the dialog's checks give the spec's messages
 * before anything is sent; only admins can delete.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { getStorage } from 'firebase-admin/storage';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { localDir } from '../../scripts/lib/paths';
import { emulatorAdminApp } from '../../scripts/seed/admin';
import { openPage } from './support/app';
import {
  adminDb,
  SEED_ADMIN,
  SEED_WRITER,
  openAsStaff,
  type GoogleAccount,
} from './support/staffAuth';

// Uploads, the trigger and the library's refresh share two cores with the browser here.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const BUCKET = 'demo-altum.appspot.com';
const RUN = Date.now().toString(36);
const FILE_NAME = `e2e-roof-${RUN}.png`;
const screenshots = join(localDir, 'screenshots', 'admin-images');

/**
 * The stack runs in a network namespace with only a loopback interface, where Chromium says
 * navigator.onLine is false although every emulator answers. The page is told the truth
 * (online), and a test can still play a lost connection through window.__e2eOnline.
 */
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'onLine', {
      configurable: true,
      get: () => (window as unknown as { __e2eOnline?: boolean }).__e2eOnline ?? true,
    });
  });
});

async function setOnline(page: Page, online: boolean) {
  await page.evaluate((value) => {
    (window as unknown as { __e2eOnline?: boolean }).__e2eOnline = value;
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  }, online);
}

/** Signs in and opens the library from the dashboard's sidebar, as staff reach it. */
async function openLibrary(page: Page, account: GoogleAccount) {
  await openAsStaff(page, account);
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Images' })
    .click();
  await expect(page.getByRole('heading', { name: 'Images', level: 1 })).toBeVisible();
}

const pngBytes = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a465c' } })
    .png()
    .toBuffer();

async function openUploadDialog(page: Page) {
  await page.getByRole('button', { name: 'Upload Image' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload image' });
  // The dialog element wraps a fixed overlay and has no box of its own: look at its title.
  await expect(dialog.getByRole('heading', { name: 'Upload image' })).toBeVisible();
  return dialog;
}

async function imageDocsNamed(filename: string) {
  const found = await adminDb().collection('images').where('filename', '==', filename).get();
  return found.docs;
}

async function axeBlocking(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(', ')}`);
}

test('a writer uploads a PNG into Blog, finds it, copies its URL and gets its web sizes', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openLibrary(page, SEED_WRITER);

  const dialog = await openUploadDialog(page);
  await dialog.getByLabel('File').setInputFiles({
    name: FILE_NAME,
    mimeType: 'image/png',
    buffer: await pngBytes(2000, 1000),
  });
  await dialog.getByLabel('Folder').selectOption({ label: 'Blog' });
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('✓ Image uploaded')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Upload image' })).toBeHidden();

  // Stored in its folder under its record's id, with its cache life, and recorded with the
  // writer's uid.
  const [record] = await imageDocsNamed(FILE_NAME);
  expect(record?.get('storagePath')).toBe(`blog-images/blog/${record?.id}/${FILE_NAME}`);
  expect(record?.get('folder')).toBe('blog');
  const [metadata] = await getStorage(emulatorAdminApp())
    .bucket(BUCKET)
    .file(`blog-images/blog/${record?.id}/${FILE_NAME}`)
    .getMetadata();
  expect(metadata.cacheControl).toBe('public, max-age=3600');
  expect(metadata.contentType).toBe('image/png');

  // In the library, newest first, with folder, size and uploader.
  const card = page.getByTestId('library-image').first();
  await expect(card.getByRole('heading', { name: FILE_NAME })).toBeVisible();
  await expect(card).toContainText('Blog ·');
  await expect(card).toContainText('writer@altum-roofing.test');
  const thumbnail = card.locator('img');
  await expect(thumbnail).toHaveAttribute('loading', 'lazy');

  // The folder filter matches case-insensitively (?folder=BLOG is Blog).
  await openPage(page, '/admin/images?folder=BLOG');
  await expect(page.getByRole('heading', { name: 'Images', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Folder')).toHaveValue('blog');
  await expect(page.getByRole('heading', { name: FILE_NAME })).toBeVisible();
  await page.getByLabel('Folder').selectOption({ label: 'Hero' });
  await expect(page.getByRole('heading', { name: FILE_NAME })).toBeHidden();
  await page.getByLabel('Folder').selectOption({ label: 'All folders' });

  // Copy URL: the button says so and the clipboard holds the image's URL.
  await page.getByRole('button', { name: `Copy URL of ${FILE_NAME}` }).click();
  await expect(page.getByRole('button', { name: '✓ URL copied!' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(record?.get('fileUrl'));

  // The Storage trigger's WebP copies appear on the card and in its thumbnail's srcset.
  await expect(page.getByTestId('library-image').first().getByTestId('variants-note')).toHaveText(
    'Web sizes: 480, 960, 1600 px',
    { timeout: 60_000 },
  );
  await expect(page.getByTestId('library-image').first().locator('img')).toHaveAttribute(
    'srcset',
    /480\.webp.* 480w, .*960\.webp.* 960w, .*1600\.webp.* 1600w, .* 2000w/,
  );
  await expect(page.getByTestId('library-image').first().locator('img')).toHaveAttribute(
    'width',
    '2000',
  );

  // The folder browser lists the folders in lowercase and the new image under blog.
  await page.getByRole('button', { name: 'Browse folders' }).click();
  const browser = page.getByRole('dialog', { name: 'Browse folders' });
  await expect(browser.getByRole('navigation', { name: 'Folders' })).toContainText(
    /branding.*hero.*services.*team.*gallery.*blog/s,
  );
  await expect(browser.getByRole('button', { name: /^blog/ })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await browser.getByRole('button', { name: FILE_NAME }).click();
  await expect(page.getByRole('heading', { name: 'Browse folders' })).toBeHidden();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(record?.get('fileUrl'));

  // The same name again is never overwritten: the dialog offers the next free name.
  const again = await openUploadDialog(page);
  await again.getByLabel('File').setInputFiles({
    name: FILE_NAME,
    mimeType: 'image/png',
    buffer: await pngBytes(300, 200),
  });
  await again.getByLabel('Folder').selectOption({ label: 'Blog' });
  const secondName = FILE_NAME.replace('.png', '-2.png');
  await expect(again).toContainText(`this file will be saved as ${secondName}`);
  await again.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Upload image' })).toBeHidden();
  await expect(page.getByRole('heading', { name: secondName })).toBeVisible();
  expect(await imageDocsNamed(FILE_NAME)).toHaveLength(1);
});

test('the dialog refuses an oversize file, a disguised file and a missing folder', async ({
  page,
}) => {
  await openLibrary(page, SEED_WRITER);
  const before = (await adminDb().collection('images').count().get()).data().count;
  const dialog = await openUploadDialog(page);
  const file = dialog.getByLabel('File');
  const upload = dialog.getByRole('button', { name: 'Upload', exact: true });

  // Missing: neither file nor folder, then a file without a folder.
  await upload.click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Missing information · Please select a file and folder',
  );
  await file.setInputFiles({
    name: 'ok.png',
    mimeType: 'image/png',
    buffer: await pngBytes(40, 30),
  });
  await upload.click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Missing information · Please select a file and folder',
  );

  // 5 MB + 1 byte (a real PNG header, padded): refused before a byte is sent.
  const big = Buffer.alloc(5 * 1024 * 1024 + 1);
  (await pngBytes(40, 30)).copy(big);
  await file.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
  await expect(dialog.getByText('File too large: Maximum file size is 5MB')).toBeVisible();
  await dialog.getByLabel('Folder').selectOption({ label: 'Blog' });
  await upload.click();
  await expect(dialog.getByRole('alert')).toHaveText('File too large · Maximum file size is 5MB');

  // A PDF named .png, which the browser itself calls image/png: its bytes give it away.
  await file.setInputFiles({
    name: 'roof.png',
    mimeType: 'image/png',
    buffer: Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'),
  });
  await expect(
    dialog.getByText('Unsupported file type: Accepted types: JPEG, PNG, WebP and GIF'),
  ).toBeVisible();
  await upload.click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Unsupported file type · Accepted types: JPEG, PNG, WebP and GIF',
  );

  expect(await axeBlocking(page)).toEqual([]);

  // Offline: uploading is disabled, and the dialog and the page say why.
  await setOnline(page, false);
  await expect(upload).toBeDisabled();
  await expect(dialog).toContainText('You are offline. Uploading needs a connection.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Upload Image' })).toBeDisabled();
  await expect(page.getByText('You are offline. Uploading needs a connection.')).toBeVisible();
  await setOnline(page, true);
  await expect(page.getByRole('button', { name: 'Upload Image' })).toBeEnabled();

  expect((await adminDb().collection('images').count().get()).data().count).toBe(before);
});

test('a writer sees no delete; an admin deletes after confirming, file and record', async ({
  page,
  browser,
}) => {
  await openLibrary(page, SEED_WRITER);
  await expect(page.getByRole('heading', { name: FILE_NAME })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0);

  // The admin in a browser of their own (told it is online, as above).
  const adminContext = await browser.newContext();
  await adminContext.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => true });
  });
  page = await adminContext.newPage();
  await openLibrary(page, SEED_ADMIN);
  const [record] = await imageDocsNamed(FILE_NAME);
  const fileUrl = String(record?.get('fileUrl'));
  const storagePath = String(record?.get('storagePath'));
  await page.getByRole('button', { name: `Delete ${FILE_NAME}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete image?' });
  await expect(confirm).toContainText(FILE_NAME);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: FILE_NAME })).toBeVisible();

  await page.getByRole('button', { name: `Delete ${FILE_NAME}` }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Image deleted')).toBeVisible();
  await expect(page.getByRole('heading', { name: FILE_NAME })).toBeHidden();
  expect(await imageDocsNamed(FILE_NAME)).toHaveLength(0);
  expect((await fetch(fileUrl)).status).toBe(404);
  const [variants] = await getStorage(emulatorAdminApp())
    .bucket(BUCKET)
    .getFiles({ prefix: `${storagePath.replace('blog-images/', 'blog-images/variants/')}/` });
  expect(variants).toHaveLength(0);
  await adminContext.close();
});

test('screenshots at 390 and 1280 px, and axe: the library, the upload dialog, the browser', async ({
  page,
}) => {
  mkdirSync(screenshots, { recursive: true });
  await openLibrary(page, SEED_ADMIN);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await expect(page.getByTestId('library-image').first()).toBeVisible();
    await page.screenshot({ path: join(screenshots, `library-${width}.png`), fullPage: true });
    expect(await axeBlocking(page)).toEqual([]);
    const dialog = await openUploadDialog(page);
    await dialog.getByLabel('File').setInputFiles({
      name: 'porch.png',
      mimeType: 'image/png',
      buffer: await pngBytes(40, 30),
    });
    await page.screenshot({ path: join(screenshots, `upload-${width}.png`) });
    expect(await axeBlocking(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Browse folders' }).click();
    await expect(page.getByRole('heading', { name: 'Browse folders' })).toBeVisible();
    await page.screenshot({ path: join(screenshots, `browser-${width}.png`) });
    expect(await axeBlocking(page)).toEqual([]);
    await page.keyboard.press('Escape');
  }
});
