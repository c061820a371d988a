/**
 * Categories and tags in the admin, end to end on the local stack: create, edit and delete
 * through the dialogs, slugs that stay unique, a rename that reaches the public post page
 * (through the category-copy function), and deletes refused while posts use the item.
 */
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { openPage } from './support/app';
import { failureToast } from './support/toasts';
import { adminDb, SEED_ADMIN, SEED_WRITER, openAsStaff } from './support/staffAuth';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ mode: 'serial', timeout: 60_000 });

/** Everything this spec creates has a name starting so, to be cleared before and after. */
const PREFIX = 'E2E ';

/** A category used by two published posts, and a tag used by one. */
const USED_CATEGORY = { id: 'e2e-tax-used', name: 'E2E Flashing', slug: 'e2e-flashing' };
const USED_TAG = { id: 'e2e-tax-used-tag', name: 'E2E Drip Edge', slug: 'e2e-drip-edge' };
const POSTS = ['e2e-tax-post-1', 'e2e-tax-post-2'];

const post = (slug: string, n: number) => ({
  title: `Flashing explained, part ${n}`,
  slug,
  excerpt: 'Where roofs meet walls and chimneys.',
  content: 'Flashing keeps water out where the roof meets something else.',
  featuredImageUrl: null,
  categoryId: USED_CATEGORY.id,
  categoryName: USED_CATEGORY.name,
  categorySlug: USED_CATEGORY.slug,
  tagIds: n === 1 ? [USED_TAG.id] : [],
  status: 'published',
  publishDate: Timestamp.fromDate(new Date('2020-01-0' + n)),
  createdAt: Timestamp.fromDate(new Date('2020-01-01')),
  updatedAt: Timestamp.fromDate(new Date('2020-01-01')),
  readingTime: 2,
  seoTitle: null,
  seoDescription: null,
  seoKeywords: [],
  authorId: 'seed-writer',
  authorName: 'Wendy Writer',
  viewCount: 0,
});

/** Removes whatever an earlier run left: items named with the prefix and their reservations. */
async function clearFixtures() {
  const db = adminDb();
  const batch = db.batch();
  for (const [items, slugs] of [
    ['categories', 'categorySlugs'],
    ['tags', 'tagSlugs'],
  ] as const) {
    const found = await db
      .collection(items)
      .where('name', '>=', PREFIX)
      .where('name', '<', `${PREFIX}\uf8ff`)
      .get();
    for (const item of found.docs) {
      batch.delete(item.ref);
      batch.delete(db.doc(`${slugs}/${String(item.get('slug'))}`));
    }
  }
  for (const id of POSTS) batch.delete(db.doc(`posts/${id}`));
  await batch.commit();
}

test.beforeAll(async () => {
  await clearFixtures();
  const db = adminDb();
  const batch = db.batch();
  const { id: categoryId, ...category } = USED_CATEGORY;
  batch.set(db.doc(`categories/${categoryId}`), { ...category, description: 'Seams.' });
  batch.set(db.doc(`categorySlugs/${category.slug}`), { categoryId });
  const { id: tagId, ...tag } = USED_TAG;
  batch.set(db.doc(`tags/${tagId}`), tag);
  batch.set(db.doc(`tagSlugs/${tag.slug}`), { tagId });
  POSTS.forEach((id, index) => batch.set(db.doc(`posts/${id}`), post(id, index + 1)));
  await batch.commit();
});
test.afterAll(clearFixtures);

// Headless UI's dialog element has no box of its own (its backdrop is fixed), so a dialog is
// checked by what it contains, and a closed one by its absence.
const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

async function itemsNamed(collection: 'categories' | 'tags', name: string) {
  const found = await adminDb().collection(collection).where('name', '==', name).get();
  return found.docs.map((doc) => ({ id: doc.id, ...doc.data() }));
}

async function reservation(collection: 'categorySlugs' | 'tagSlugs', slug: string) {
  return (await adminDb().doc(`${collection}/${slug}`).get()).data();
}

test('a writer creates, edits and deletes a category through the dialogs', async ({ page }) => {
  await openAsStaff(page, SEED_WRITER, '/admin/blog/categories');
  await expect(page.getByRole('heading', { name: 'Categories', level: 1 })).toBeVisible();
  // Ordered by name: the seeded four among them.
  const names = page.locator('tbody th[scope="row"]');
  await expect(names.first()).toBeVisible();
  const shown = await names.allInnerTexts();
  expect(shown).toEqual([...shown].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  await expect(page.getByRole('row', { name: /Insurance Claims/ })).toBeVisible();

  // Create: the slug follows the name.
  await page.getByRole('button', { name: 'New Category' }).click();
  const dialog = page.getByRole('dialog', { name: 'New category' });
  await dialog.getByRole('button', { name: 'Create category' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('Slug is required')).toBeVisible();
  await dialog.getByLabel('Name').fill('E2E Skylights & Sun Tunnels');
  await expect(dialog.getByLabel('Slug')).toHaveValue('e2e-skylights-sun-tunnels');
  await dialog.getByLabel('Description').fill('Light from above, without leaks.');
  await expect(dialog.getByText('32/500')).toBeVisible();
  await dialog.getByRole('button', { name: 'Create category' }).click();
  await expect(toast(page, 'Category created successfully')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const row = page.getByRole('row', { name: /E2E Skylights & Sun Tunnels/ });
  await expect(row).toContainText('e2e-skylights-sun-tunnels');
  await expect(row).toContainText('Light from above, without leaks.');
  await expect(row.getByTestId('post-count')).toHaveText('0');
  const [created] = await itemsNamed('categories', 'E2E Skylights & Sun Tunnels');
  expect(created).toMatchObject({
    slug: 'e2e-skylights-sun-tunnels',
    description: 'Light from above, without leaks.',
  });
  expect(await reservation('categorySlugs', 'e2e-skylights-sun-tunnels')).toEqual({
    categoryId: created?.id,
  });

  // Edit: an existing item keeps its slug when renamed; a typed slug is normalised.
  await row.getByRole('button', { name: 'Edit category E2E Skylights & Sun Tunnels' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit category' });
  await edit.getByLabel('Name').fill('E2E Skylights');
  await expect(edit.getByLabel('Slug')).toHaveValue('e2e-skylights-sun-tunnels');
  await edit.getByLabel('Slug').fill('  E2E Sky__Lights -- Domes! ');
  await edit.getByLabel('Slug').blur();
  await expect(edit.getByLabel('Slug')).toHaveValue('e2e-sky-lights-domes');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Category updated successfully')).toBeVisible();
  await expect(page.getByRole('row', { name: /E2E Skylights/ })).toContainText(
    'e2e-sky-lights-domes',
  );
  expect(await reservation('categorySlugs', 'e2e-sky-lights-domes')).toEqual({
    categoryId: created?.id,
  });
  // The slug given up is free again.
  expect(await reservation('categorySlugs', 'e2e-skylights-sun-tunnels')).toBeUndefined();

  // Delete, after confirming; cancelling first changes nothing.
  await page.getByRole('button', { name: 'Delete category E2E Skylights' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete category?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await page.getByRole('button', { name: 'Delete category E2E Skylights' }).click();
  await confirm.getByRole('button', { name: 'Delete category' }).click();
  await expect(toast(page, 'Category deleted successfully')).toBeVisible();
  await expect(page.getByRole('row', { name: /E2E Skylights/ })).toHaveCount(0);
  expect(await itemsNamed('categories', 'E2E Skylights')).toEqual([]);
  expect(await reservation('categorySlugs', 'e2e-sky-lights-domes')).toBeUndefined();
});

test('a slug another category holds is refused with the message', async ({ page }) => {
  await openAsStaff(page, SEED_ADMIN, '/admin/blog/categories');
  await expect(page.getByRole('row', { name: /Insurance Claims/ })).toBeVisible();

  // A slug the page lists.
  await page.getByRole('button', { name: 'New Category' }).click();
  const dialog = page.getByRole('dialog', { name: 'New category' });
  await dialog.getByLabel('Name').fill('E2E Claims');
  await dialog.getByLabel('Slug').fill('insurance-claims');
  await dialog.getByRole('button', { name: 'Create category' }).click();
  await expect(dialog.getByText('Another category already uses this slug.')).toBeVisible();
  await expect(dialog.getByLabel('Slug')).toBeFocused();

  // A slug taken by someone else after the page loaded: the server's reservation decides.
  const db = adminDb();
  await db.doc('categories/e2e-tax-late').set({
    name: 'E2E Late Comer',
    slug: 'e2e-late-comer',
    description: '',
  });
  await db.doc('categorySlugs/e2e-late-comer').set({ categoryId: 'e2e-tax-late' });
  await dialog.getByLabel('Slug').fill('e2e-late-comer');
  await dialog.getByRole('button', { name: 'Create category' }).click();
  await expect(
    failureToast(page, 'Failed to create category', 'Another category already uses this slug.'),
  ).toBeVisible();
  await expect(dialog.getByText('Another category already uses this slug.')).toBeVisible();
  expect(await itemsNamed('categories', 'E2E Claims')).toEqual([]);
  expect(await reservation('categorySlugs', 'e2e-late-comer')).toEqual({
    categoryId: 'e2e-tax-late',
  });
});

test('a writer creates, edits and deletes a tag from the chip list', async ({ page }) => {
  await openAsStaff(page, SEED_WRITER, '/admin/blog/tags');
  await expect(page.getByRole('heading', { name: 'Tags', level: 1 })).toBeVisible();
  const chips = page.getByRole('list', { name: 'Tags' }).getByRole('listitem');
  await expect(chips.filter({ hasText: 'Hurricane Season' })).toBeVisible();

  await page.getByRole('button', { name: 'New Tag' }).click();
  const dialog = page.getByRole('dialog', { name: 'New tag' });
  await expect(dialog.getByLabel('Description')).toHaveCount(0);
  await dialog.getByLabel('Name').fill('E2E Ridge Vents');
  await expect(dialog.getByLabel('Slug')).toHaveValue('e2e-ridge-vents');
  // A slug another tag holds.
  await dialog.getByLabel('Slug').fill('hail');
  await dialog.getByRole('button', { name: 'Create tag' }).click();
  await expect(dialog.getByText('Another tag already uses this slug.')).toBeVisible();
  await dialog.getByLabel('Slug').fill('e2e-ridge-vents');
  await dialog.getByRole('button', { name: 'Create tag' }).click();
  await expect(toast(page, 'Tag created successfully')).toBeVisible();
  await expect(chips.filter({ hasText: 'E2E Ridge Vents' })).toBeVisible();
  const [created] = await itemsNamed('tags', 'E2E Ridge Vents');
  expect(created).toMatchObject({ slug: 'e2e-ridge-vents' });
  expect(await reservation('tagSlugs', 'e2e-ridge-vents')).toEqual({ tagId: created?.id });

  await page.getByRole('button', { name: 'Edit tag E2E Ridge Vents' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit tag' });
  await edit.getByLabel('Name').fill('E2E Ridge Venting');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Tag updated successfully')).toBeVisible();
  await expect(chips.filter({ hasText: 'E2E Ridge Venting' })).toBeVisible();
  expect(await itemsNamed('tags', 'E2E Ridge Venting')).toMatchObject([
    { id: created?.id, slug: 'e2e-ridge-vents' },
  ]);

  await page.getByRole('button', { name: 'Delete tag E2E Ridge Venting' }).click();
  await page
    .getByRole('dialog', { name: 'Delete tag?' })
    .getByRole('button', { name: 'Delete tag' })
    .click();
  await expect(toast(page, 'Tag deleted successfully')).toBeVisible();
  await expect(chips.filter({ hasText: 'E2E Ridge Venting' })).toHaveCount(0);
  expect(await reservation('tagSlugs', 'e2e-ridge-vents')).toBeUndefined();
});

test('deleting a category or a tag that posts use is refused with their number', async ({
  page,
}) => {
  await openAsStaff(page, SEED_WRITER, '/admin/blog/categories');
  const row = page.getByRole('row', { name: new RegExp(USED_CATEGORY.name) });
  await expect(row.getByTestId('post-count')).toHaveText('2');
  await row.getByRole('button', { name: `Delete category ${USED_CATEGORY.name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete category?' });
  await confirm.getByRole('button', { name: 'Delete category' }).click();
  await expect(confirm.getByRole('alert')).toHaveText(
    'Failed to delete category. This category cannot be deleted: 2 posts use it. Move those posts to another category first.',
  );
  await confirm.getByRole('button', { name: 'Close' }).click();
  expect((await adminDb().doc(`categories/${USED_CATEGORY.id}`).get()).exists).toBe(true);

  await openPage(page, '/admin/blog/tags');
  await page.getByRole('button', { name: `Delete tag ${USED_TAG.name}` }).click();
  const tagConfirm = page.getByRole('dialog', { name: 'Delete tag?' });
  await tagConfirm.getByRole('button', { name: 'Delete tag' }).click();
  await expect(tagConfirm.getByRole('alert')).toContainText('1 post uses it');
  expect((await adminDb().doc(`tags/${USED_TAG.id}`).get()).exists).toBe(true);
});

test('renaming a category shows on its posts’ public pages', async ({ page }) => {
  await openAsStaff(page, SEED_WRITER, '/admin/blog/categories');
  await page.getByRole('button', { name: `Edit category ${USED_CATEGORY.name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit category' });
  await edit.getByLabel('Name').fill('E2E Flashing & Seams');
  await edit.getByLabel('Slug').fill('e2e-flashing-seams');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Category updated successfully')).toBeVisible();

  // The function rewrites the copies on both posts.
  await expect
    .poll(
      async () =>
        (await Promise.all(POSTS.map((id) => adminDb().doc(`posts/${id}`).get()))).map((p) => [
          p.get('categoryName'),
          p.get('categorySlug'),
        ]),
      { timeout: 20_000 },
    )
    .toEqual(Array(2).fill(['E2E Flashing & Seams', 'e2e-flashing-seams']));

  await openPage(page, `/blog/${POSTS[0]}`);
  const badge = page.getByRole('link', { name: 'E2E Flashing & Seams' });
  await expect(badge).toHaveAttribute('href', '/blog/category/e2e-flashing-seams');
  await badge.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('E2E Flashing & Seams');
  await expect(page.getByRole('article', { name: 'Flashing explained, part 2' })).toContainText(
    'E2E Flashing & Seams',
  );
});

// axe, the HTML checker and target sizes judge both pages and their dialogs (open, and showing
// their errors) in tests/e2e/a11y.spec.ts, through tests/e2e/support/checkedRoutes.ts.

test('Escape closes the category dialog and focus returns to the button that opened it', async ({
  page,
}) => {
  await openAsStaff(page, SEED_WRITER, '/admin/blog/categories');
  await page.getByRole('button', { name: 'New Category' }).click();
  const dialog = page.getByRole('dialog', { name: 'New category' });
  await dialog.getByRole('button', { name: 'Create category' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'New Category' })).toBeFocused();
});

test('a tag created offline is kept on the device and reaches the server on reconnecting', async ({
  page,
  context,
}) => {
  await openAsStaff(page, SEED_WRITER, '/admin/blog/tags');
  await expect(page.getByRole('button', { name: 'Edit tag Hail' })).toBeVisible();
  await context.setOffline(true);
  try {
    await page.getByRole('button', { name: 'New Tag' }).click();
    const dialog = page.getByRole('dialog', { name: 'New tag' });
    await dialog.getByLabel('Name').fill('E2E Offline Gutters');
    await dialog.getByRole('button', { name: 'Create tag' }).click();
    // Saved at once, on the device: no waiting for a connection.
    await expect(toast(page, 'Saved on this device.')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const chip = page.getByRole('button', { name: 'Edit tag E2E Offline Gutters' });
    await expect(chip).toContainText('Waiting to sync');
    expect(await itemsNamed('tags', 'E2E Offline Gutters')).toEqual([]);
  } finally {
    await context.setOffline(false);
  }
  await expect(toast(page, 'Tag created successfully')).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByRole('button', { name: 'Edit tag E2E Offline Gutters' }),
  ).not.toContainText('Waiting to sync');
  await expect
    .poll(() => itemsNamed('tags', 'E2E Offline Gutters'))
    .toMatchObject([{ slug: 'e2e-offline-gutters' }]);
  expect(await reservation('tagSlugs', 'e2e-offline-gutters')).toBeDefined();
});
