/**
 * Staff posts end to end on the local stack: the table, the editor and its rules, the public
 * blog following each change, unique slugs, the staff preview, and drafting offline.
 */
import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { doc, writeBatch } from 'firebase/firestore';
import { openPage } from './support/app';
import { failureToast } from './support/toasts';
import { adminDb, clientAs, SEED_ADMIN, SEED_WRITER, openAsStaff } from './support/staffAuth';

// Saves, listeners and the emulators share two cores with the browser: allow them time.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const run = Date.now().toString(36);
/*
 * Back online, Firestore reconnects at once on the browser's 'online' event; where the
 * browser never fires it (a machine with no network interface but loopback), it waits for
 * its reconnect backoff, up to a minute.
 */
const SYNC_TIMEOUT = 75_000;
const DRAFT_SLUG = 'metal-roofs-in-houston-worth-it';
const DRAFT_TITLE = 'Metal Roofs in Houston: Are They Worth It?';

/** The public post page as a visitor sees it, in a browser with no staff session. */
async function visitorSees(browser: Browser, path: string) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await openPage(page, path);
  return { page, close: () => context.close() };
}

function toast(page: Page, text: string | RegExp) {
  // The newest toast: the admin shows one at a time, and a repeated message stacks behind it.
  return page.locator('[data-sonner-toast][data-front="true"]').filter({ hasText: text });
}

function row(page: Page, title: string) {
  return page.getByTestId('post-row').filter({ hasText: title });
}

async function fillNewPost(page: Page, title: string, content: string) {
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByLabel('Excerpt', { exact: true }).fill(`Excerpt of ${title}`);
  await page.getByLabel('Content', { exact: true }).fill(content);
}

async function postIdBySlug(slug: string): Promise<string | undefined> {
  const found = await adminDb().collection('posts').where('slug', '==', slug).get();
  return found.docs[0]?.id;
}

test('an admin creates, edits, publishes, archives and deletes a post; the blog follows', async ({
  page,
  browser,
}) => {
  const title = `Gutter Guards Before Hurricane Season ${run}`;
  const slug = `gutter-guards-before-hurricane-season-${run}`;
  await openAsStaff(page, SEED_ADMIN, '/admin/blog/posts/new');
  await fillNewPost(page, title, 'First paragraph about gutters.\nSecond paragraph.');
  await expect(page.getByRole('textbox', { name: 'Slug', exact: true })).toHaveValue(slug);
  // The live preview renders the post with the public page's layout.
  await expect(
    page.getByTestId('live-preview').getByRole('heading', { level: 1, name: title }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(toast(page, 'Post created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/blog\/posts$/);
  await expect(row(page, title)).toContainText('draft');
  await expect(row(page, title)).toContainText('Alex Admin');

  let visitor = await visitorSees(browser, `/blog/${slug}`);
  await expect(visitor.page.getByRole('heading', { name: 'Article Not Found' })).toBeVisible();
  await visitor.close();

  // Edit: a new title, same slug (an edit no longer follows the title).
  await row(page, title)
    .getByRole('link', { name: `Edit ${title}` })
    .click();
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
  const edited = `${title} (updated)`;
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(edited);
  await expect(page.getByRole('textbox', { name: 'Slug', exact: true })).toHaveValue(slug);
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(toast(page, 'Post updated successfully')).toBeVisible();
  await expect(row(page, edited)).toBeVisible();

  // Publish: public at once, dated by the server.
  await row(page, edited)
    .getByRole('link', { name: `Edit ${edited}` })
    .click();
  await page.getByRole('button', { name: 'Publish Now' }).click();
  await expect(toast(page, 'Post updated successfully')).toBeVisible();
  await expect(row(page, edited)).toContainText('published');
  await expect(row(page, edited)).not.toContainText('Waiting to sync');
  const id = await postIdBySlug(slug);
  const stored = (await adminDb().doc(`posts/${id}`).get()).data();
  expect(stored?.publishDate).toBeTruthy();
  visitor = await visitorSees(browser, `/blog/${slug}`);
  await expect(visitor.page.getByRole('heading', { level: 1, name: edited })).toBeVisible();
  await expect(visitor.page.getByText('Second paragraph.')).toBeVisible();
  await visitor.close();
  visitor = await visitorSees(browser, '/blog');
  await expect(visitor.page.getByRole('heading', { name: edited })).toBeVisible();
  await visitor.close();

  // Archive: gone from the public blog, publish date kept.
  await row(page, edited)
    .getByRole('link', { name: `Edit ${edited}` })
    .click();
  await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('archived');
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(toast(page, 'Post updated successfully')).toBeVisible();
  await expect(row(page, edited)).toContainText('archived');
  await expect(row(page, edited)).not.toContainText('Waiting to sync');
  const archived = (await adminDb().doc(`posts/${id}`).get()).data();
  expect(archived?.publishDate?.toMillis()).toBe(stored?.publishDate?.toMillis());
  visitor = await visitorSees(browser, `/blog/${slug}`);
  await expect(visitor.page.getByRole('heading', { name: 'Article Not Found' })).toBeVisible();
  await visitor.close();

  // Filters: status and title search, in the URL.
  await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('archived');
  await expect(page).toHaveURL(/status=archived/);
  await expect(row(page, edited)).toBeVisible();
  await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('draft');
  await expect(row(page, edited)).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('');
  await page.getByLabel('Search by title').fill(`guards before hurricane season ${run}`);
  await expect(page.getByTestId('post-row')).toHaveCount(1);
  await page.getByLabel('Search by title').fill('');

  // Delete, after the browser's confirmation; the slug is released with it.
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Are you sure you want to delete this post?');
    void dialog.accept();
  });
  await row(page, edited)
    .getByRole('button', { name: `Delete ${edited}` })
    .click();
  await expect(toast(page, 'Post deleted successfully')).toBeVisible();
  await expect(row(page, edited)).toHaveCount(0);
  await expect.poll(async () => (await adminDb().doc(`posts/${id}`).get()).exists).toBe(false);
  expect((await adminDb().doc(`postSlugs/${slug}`).get()).exists).toBe(false);
});

test('a second post with a slug already in use is refused', async ({ page }) => {
  await openAsStaff(page, SEED_ADMIN, '/admin/blog/posts/new');
  await fillNewPost(page, `Same slug ${run}`, 'Text.');
  await page
    .getByRole('textbox', { name: 'Slug', exact: true })
    .fill('houston-roof-inspection-checklist');
  await page.getByRole('button', { name: 'Save Draft' }).click();
  const message = 'This slug is already used by another post. Please choose another.';
  await expect(failureToast(page, 'Failed to create post', message)).toBeVisible();
  // Under the slug field too (the toast's description says it as well).
  await expect(
    page.getByText(message, { exact: true }).and(page.locator(':not([data-description])')),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/blog\/posts\/new$/);
  const holders = await adminDb()
    .collection('posts')
    .where('slug', '==', 'houston-roof-inspection-checklist')
    .get();
  expect(holders.size).toBe(1);
});

test('slugs follow the title and manual slugs are normalised', async ({ page }) => {
  await openAsStaff(page, SEED_WRITER, '/admin/blog/posts/new');
  await page
    .getByRole('textbox', { name: 'Title', exact: true })
    .fill("Hail & Wind: What's Covered?");
  await expect(page.getByRole('textbox', { name: 'Slug', exact: true })).toHaveValue(
    'hail-wind-whats-covered',
  );
  await page.getByRole('textbox', { name: 'Slug', exact: true }).fill('  Attic__Heat -- Tips!!  ');
  await page.getByRole('textbox', { name: 'Slug', exact: true }).blur();
  await expect(page.getByRole('textbox', { name: 'Slug', exact: true })).toHaveValue(
    'attic-heat-tips',
  );
});

test('reading time: its three messages', async ({ page }) => {
  await openAsStaff(page, SEED_WRITER, '/admin/blog/posts/new');
  const autoCalculate = page.getByRole('button', { name: 'Auto-calculate' });
  await autoCalculate.click();
  await expect(
    toast(page, 'No content found. Please add excerpt to estimate reading time.'),
  ).toBeVisible();
  await page
    .getByLabel('Excerpt', { exact: true })
    .fill('Hail dents shingles and loosens granules.');
  await autoCalculate.click();
  await expect(toast(page, 'Could not calculate reading time. Please set manually.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Hail and shingles');
  await page.getByRole('spinbutton', { name: 'Reading time (minutes)' }).fill('9');
  await autoCalculate.click();
  await expect(toast(page, 'Reading time estimated: 1 minute')).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: 'Reading time (minutes)' })).toHaveValue('1');
});

test('a writer sees no delete button, and the rules refuse a writer’s delete', async ({ page }) => {
  await openAsStaff(page, SEED_WRITER, '/admin/blog/posts');
  const first = page.getByTestId('post-row').first();
  await expect(first.getByRole('link', { name: /^Edit / })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);

  const writer = await clientAs(SEED_WRITER);
  try {
    const batch = writeBatch(writer.db);
    batch.delete(doc(writer.db, 'posts', 'seed-houston-roof-inspection-checklist'));
    batch.delete(doc(writer.db, 'postSlugs', 'houston-roof-inspection-checklist'));
    await expect(batch.commit()).rejects.toThrow(/permission/i);
  } finally {
    await writer.close();
  }
  expect((await adminDb().doc('posts/seed-houston-roof-inspection-checklist').get()).exists).toBe(
    true,
  );
});

test('the staff preview shows a draft with its banner; the public URL does not', async ({
  page,
  browser,
}) => {
  await openAsStaff(page, SEED_WRITER, `/admin/blog/preview/${DRAFT_SLUG}`);
  await expect(page.getByText('DRAFT MODE - This post is not visible to the public')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: DRAFT_TITLE })).toBeVisible();
  const visitor = await visitorSees(browser, `/blog/${DRAFT_SLUG}`);
  await expect(visitor.page.getByRole('heading', { name: 'Article Not Found' })).toBeVisible();
  await visitor.close();
});

test('the unsaved form is offered again after the tab closed mid-edit', async ({ context }) => {
  const page = await context.newPage();
  await openAsStaff(page, SEED_WRITER, '/admin/blog/posts/new');
  const title = `Unsaved thoughts ${run}`;
  await fillNewPost(page, title, 'A paragraph typed before the tab closed.');
  // Kept on the device once typing pauses (usePostAutosave.ts).
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('altum:post-form:new') ?? ''))
    .toContain('A paragraph typed before the tab closed.');
  await page.close();

  const again = await context.newPage();
  await openPage(again, '/admin/blog/posts/new');
  await again.getByRole('button', { name: 'Restore unsaved changes' }).click();
  await expect(again.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
  await expect(again.getByLabel('Content', { exact: true })).toHaveValue(
    'A paragraph typed before the tab closed.',
  );
  // Offered until discarded; then forgotten.
  await openPage(again, '/admin/blog/posts/new');
  await again.getByRole('button', { name: 'Discard' }).click();
  await expect(again.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('');
  await openPage(again, '/admin/blog/posts/new');
  await expect(again.getByRole('textbox', { name: 'Title', exact: true })).toBeVisible();
  await expect(again.getByRole('button', { name: 'Restore unsaved changes' })).toHaveCount(0);
});

test('a queued save the server refuses keeps the text and says why', async ({ page, context }) => {
  test.setTimeout(180_000);
  await openAsStaff(page, SEED_WRITER, '/admin/blog/posts');
  await page.getByRole('link', { name: 'New Post' }).click();
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toBeVisible();
  await context.setOffline(true);
  const title = `Taken while offline ${run}`;
  const slug = `taken-while-offline-${run}`;
  await fillNewPost(page, title, 'Words that must survive the refusal.');
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(toast(page, 'Post created successfully')).toBeVisible();

  // Meanwhile another save takes the slug on the server.
  const db = adminDb();
  await db.doc(`posts/e2e-squatter-${run}`).set({ title: 'Squatter', slug, status: 'draft' });
  await db.doc(`postSlugs/${slug}`).set({ postId: `e2e-squatter-${run}` });

  await context.setOffline(false);
  // Any toast, front or not: the refusal arrives while the save's own toast may still show.
  await expect(
    failureToast(
      page,
      'Failed to create post',
      'This slug is already used by another post. Please choose another.',
    ),
  ).toBeVisible({ timeout: SYNC_TIMEOUT });
  await expect(row(page, title)).toHaveCount(0);

  await page.getByRole('link', { name: 'New Post' }).click();
  await expect(page.getByText('The server refused your last save:')).toBeVisible();
  await page.getByRole('button', { name: 'Restore unsaved changes' }).click();
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
  await expect(page.getByLabel('Content', { exact: true })).toHaveValue(
    'Words that must survive the refusal.',
  );
  // The stand-in post is not a real one: other suites count posts.
  await db.doc(`posts/e2e-squatter-${run}`).delete();
  await db.doc(`postSlugs/${slug}`).delete();
});

test.describe('offline', () => {
  // The reload offline is served by the service worker.
  test.use({ serviceWorkers: 'allow' });

  test('create and edit a post offline, reload, and the server gets every word', async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    await openAsStaff(page, SEED_WRITER, '/admin/blog/posts');
    await expect(page.getByTestId('post-row').first()).toBeVisible();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) =>
          navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
        );
      }
    });
    // Visit the editor once online, so its code is cached like the rest of the admin.
    await page.getByRole('link', { name: 'New Post' }).click();
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toBeVisible();
    await context.setOffline(true);

    const title = `Written on the road ${run}`;
    const words = 'Every word typed offline.\nA second line, also offline.';
    await fillNewPost(page, title, words);
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await expect(toast(page, 'Post created successfully')).toBeVisible();
    await expect(row(page, title)).toContainText('Waiting to sync');

    await row(page, title)
      .getByRole('link', { name: `Edit ${title}` })
      .click();
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
    await page
      .getByLabel('Content', { exact: true })
      .fill(`${words}\nA third line, edited offline.`);
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await expect(toast(page, 'Post updated successfully')).toBeVisible();

    await page.reload();
    await expect(row(page, title)).toContainText('Waiting to sync');
    expect(await postIdBySlug(`written-on-the-road-${run}`)).toBeUndefined();

    await context.setOffline(false);
    await expect(row(page, title)).not.toContainText('Waiting to sync', { timeout: SYNC_TIMEOUT });
    const id = await postIdBySlug(`written-on-the-road-${run}`);
    const stored = (await adminDb().doc(`posts/${id}`).get()).data();
    expect(stored?.content).toBe(`${words}\nA third line, edited offline.`);
    expect(stored?.authorName).toBe('Wendy Writer');
  });
});
