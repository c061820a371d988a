/**
 * A post's featured image from the library, end to end: the editor's picker puts the image's
 * URL, size and web sizes on the post; the public page (server HTML and hydrated) serves
 * srcset with width and height, so a phone downloads the small WebP copy. The seed's images
 * get their web sizes from the Storage trigger after the seed, and so do the seed posts.
 */
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { openPage } from './support/app';
import { adminDb, SEED_ADMIN, signInAs } from './support/staffAuth';

// The trigger, the editor and the emulators share two cores with the browser here.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const RUN = Date.now().toString(36);
const SLUG = `new-shingles-in-the-sun-${RUN}`;

/** Waits until the variants function has recorded a seed image's web sizes. */
async function seedImageMeasured(name: string) {
  await expect
    .poll(
      async () => ((await adminDb().doc(`images/seed-${name}`).get()).get('variants') ?? []).length,
      { timeout: 90_000, message: `the seed image ${name} gets its web sizes` },
    )
    .toBe(2);
}

async function openEditor(page: Page) {
  await openPage(page, '/admin/login');
  await signInAs(page, SEED_ADMIN);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await openPage(page, '/admin/blog/posts/new');
}

test.afterAll(async () => {
  const found = await adminDb().collection('posts').where('slug', '==', SLUG).get();
  for (const post of found.docs) await post.ref.delete();
  await adminDb().doc(`postSlugs/${SLUG}`).delete();
});

test('a seed post gets its image’s web sizes from the trigger and serves them', async ({
  request,
}) => {
  await seedImageMeasured('hail');
  const post = adminDb().doc('posts/seed-houston-hail-season-roof-guide');
  await expect
    .poll(async () => ((await post.get()).get('featuredImageVariants') ?? []).length, {
      message: 'the trigger copies the web sizes onto the post that features the image',
    })
    .toBe(2);
  const slug = String((await post.get()).get('slug'));
  const html = await (await request.get(`/blog/${slug}`)).text();
  expect(html).toMatch(/srcset="[^"]*480\.webp[^"]* 480w, [^"]* 960w, [^"]* 1200w"/i);
});

test('the editor picks a library image; the public page serves its srcset', async ({
  page,
  browser,
  request,
}) => {
  await seedImageMeasured('shingles');
  await openEditor(page);
  await page
    .getByRole('textbox', { name: 'Title', exact: true })
    .fill(`New Shingles in the Sun ${RUN}`);
  await page.getByLabel('Excerpt', { exact: true }).fill('What Houston sun does to new shingles.');
  await page.getByLabel('Content', { exact: true }).fill('Heat.\nLight.');

  await page.getByRole('button', { name: 'Choose from library' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose the featured image' });
  await picker.getByRole('button', { name: 'shingles.png' }).click();
  await expect(picker.getByRole('heading', { name: 'Choose the featured image' })).toBeHidden();
  const url = page.getByRole('textbox', { name: 'Featured image URL' });
  await expect(url).toHaveValue(/blog-images%2Fblog%2Fseed-shingles%2Fshingles\.png/);
  await expect(
    page.getByText('From the library: 1200 × 630 px, with 2 smaller web sizes'),
  ).toBeVisible();
  // The live preview renders through the same component: srcset already.
  await expect(page.getByTestId('live-preview').locator('img').first()).toHaveAttribute(
    'srcset',
    /480w/,
  );
  await page.getByRole('button', { name: 'Publish Now' }).click();
  await expect(page).toHaveURL(/\/admin\/blog\/posts$/);

  let stored: FirebaseFirestore.DocumentData | undefined;
  await expect
    .poll(async () => {
      const found = await adminDb().collection('posts').where('slug', '==', SLUG).get();
      stored = found.docs[0]?.data();
      return stored?.['status'];
    })
    .toBe('published');
  expect(stored?.['featuredImageWidth']).toBe(1200);
  expect(stored?.['featuredImageHeight']).toBe(630);
  expect(stored?.['featuredImageVariants'].map((v: { width: number }) => v.width)).toEqual([
    480, 960,
  ]);

  // The server's HTML, as a crawler or the first paint sees it.
  const html = await (await request.get(`/blog/${SLUG}`)).text();
  expect(html).toMatch(/<img[^>]+width="1200"[^>]+height="630"/);
  expect(html).toMatch(/srcset="[^"]*480\.webp[^"]* 480w/i);

  // A phone downloads the 480 px WebP, not the original.
  const phone = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 390, height: 844 },
  });
  const visitor = await phone.newPage();
  await openPage(visitor, `/blog/${SLUG}`);
  const image = visitor.getByRole('article').locator('img').first();
  await expect(image).toHaveJSProperty('complete', true);
  expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/480\.webp/);
  await phone.close();
});

test('a URL typed over a picked image drops its web sizes', async ({ page }) => {
  await openEditor(page);
  await page.getByRole('button', { name: 'Choose from library' }).click();
  await page
    .getByRole('dialog', { name: 'Choose the featured image' })
    .getByRole('button', { name: 'hail.png' })
    .click();
  const url = page.getByRole('textbox', { name: 'Featured image URL' });
  await expect(url).toHaveValue(/hail\.png/);
  await url.fill('https://example.com/roof.jpg');
  await expect(page.getByText('An address typed by hand: served as it is.')).toBeVisible();
  await expect(page.getByTestId('live-preview').locator('img').first()).not.toHaveAttribute(
    'srcset',
    /.+/,
  );
  await page.getByRole('button', { name: 'Remove image' }).click();
  await expect(url).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Remove image' })).toBeHidden();
});
