/**
 * The blog's numbered pages on the local stack: with 60 more published posts (and drafts)
 * than the seed, `/blog` and a category show 24 cards a page, newest first, and the page links
 * are plain links that work before (or without) the app, the server rendering each page.
 */
import { postSummaryOf } from '@altum/domain';
import { expect, test, type Page } from '@playwright/test';
import { FieldPath, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { emulatorAdminApp } from '../../scripts/seed/admin';
import { openPage } from './support/app';

const db = () => getFirestore(emulatorAdminApp());
const CATEGORY = { id: 'e2e-pages', name: 'Paging Test', slug: 'e2e-pages', description: 'Many.' };
const COUNT = 60;
const ids: string[] = [];

/** Post i (1 = newest), newer than every seed post; every tenth also has a draft beside it. */
function bulkPost(i: number, status: 'published' | 'draft') {
  const when = Timestamp.fromMillis(Date.parse('2032-06-01T00:00:00Z') - i * 3_600_000);
  return {
    title: `Paging ${status === 'draft' ? 'Draft' : 'Test'} Post ${i}`,
    slug: `e2e-paging-${status}-${i}`,
    excerpt: `Post ${i} of the paging test.`,
    content: 'Body.',
    featuredImageUrl: null,
    categoryId: CATEGORY.id,
    categoryName: CATEGORY.name,
    categorySlug: CATEGORY.slug,
    tagIds: [],
    status,
    publishDate: status === 'published' ? when : null,
    createdAt: when,
    updatedAt: when,
    readingTime: 2,
    seoTitle: null,
    seoDescription: null,
    seoKeywords: [],
    authorId: 'e2e-paging',
    authorName: 'Paging Author',
    viewCount: 0,
  };
}

/** The titles of every published post in the list's order, read directly. */
async function publishedTitles(categoryId?: string): Promise<string[]> {
  let query = db().collection('posts').where('status', '==', 'published');
  if (categoryId) query = query.where('categoryId', '==', categoryId);
  const snapshot = await query
    .orderBy('publishDate', 'desc')
    .orderBy(FieldPath.documentId(), 'desc')
    .select('title')
    .get();
  return snapshot.docs.map((doc) => String(doc.get('title')));
}

/** Waits until the page starts the function keeps (buildBlogPaging) count every post. */
async function pagingBuilt() {
  const total = (await publishedTitles()).length;
  await expect
    .poll(
      async () => {
        const [all, own] = await Promise.all([
          db().doc('blogPaging/_all').get(),
          db().doc(`blogPaging/${CATEGORY.id}`).get(),
        ]);
        return [all.get('total') as unknown, own.get('total') as unknown];
      },
      { timeout: 60_000 },
    )
    .toEqual([total, COUNT]);
}

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  const batch = db().batch();
  batch.set(db().doc(`categories/${CATEGORY.id}`), {
    name: CATEGORY.name,
    slug: CATEGORY.slug,
    description: CATEGORY.description,
  });
  for (let i = 1; i <= COUNT; i++) {
    for (const status of i % 10 === 0
      ? (['published', 'draft'] as const)
      : (['published'] as const)) {
      const id = `e2e-paging-${status}-${i}`;
      const post = bulkPost(i, status);
      batch.set(db().doc(`posts/${id}`), post);
      batch.set(db().doc(`postSummaries/${id}`), postSummaryOf(post));
      ids.push(id);
    }
  }
  await batch.commit();
  await pagingBuilt();
});

test.afterAll(async () => {
  const batch = db().batch();
  for (const id of ids) {
    batch.delete(db().doc(`posts/${id}`));
    batch.delete(db().doc(`postSummaries/${id}`));
  }
  batch.delete(db().doc(`categories/${CATEGORY.id}`));
  await batch.commit();
});

const cardTitles = (page: Page) => page.getByTestId('post-card').getByRole('heading');
const pages = (page: Page) => page.getByRole('navigation', { name: 'Pages' });

async function expectPage(page: Page, titles: string[], pageNumber: number) {
  await expect(cardTitles(page)).toHaveText(titles);
  await expect(pages(page).getByRole('link', { name: `Page ${pageNumber}` })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(pages(page).locator('[aria-current="page"]')).toHaveCount(1);
  await expect(page.getByText('Paging Draft Post')).toHaveCount(0);
}

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('/blog?page=2 shows posts 25 to 48, and the numbered links lead to the others', async ({
    page,
  }) => {
    const all = await publishedTitles();
    const response = await page.goto('/blog?page=2');
    expect(response?.status()).toBe(200);
    await expectPage(page, all.slice(24, 48), 2);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog\?page=2$/);

    await pages(page).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/blog\?page=3$/);
    await expectPage(page, all.slice(48, 72), 3);

    await pages(page).getByRole('link', { name: 'Page 1' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expectPage(page, all.slice(0, 24), 1);
    await expect(pages(page).getByRole('link', { name: 'Previous' })).toHaveCount(0);
  });

  test('a category page has its own pages', async ({ page }) => {
    const own = await publishedTitles(CATEGORY.id);
    await page.goto(`/blog/category/${CATEGORY.slug}?page=2`);
    await expectPage(page, own.slice(24, 48), 2);
    await pages(page).getByRole('link', { name: 'Page 3' }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/category/${CATEGORY.slug}\\?page=3$`));
    await expectPage(page, own.slice(48, 60), 3);
    await expect(pages(page).getByRole('link', { name: 'Next' })).toHaveCount(0);
  });

  test('a page beyond the list is not found, and page 1 or a malformed page is the list', async ({
    page,
  }) => {
    const beyond = await page.goto('/blog?page=40');
    expect(beyond?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    for (const odd of ['1', 'two']) {
      const response = await page.goto(`/blog?page=${odd}`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(/\/blog$/);
    }
  });
});

test.describe('with script', () => {
  test('the numbered links move between pages in the app, the page in the URL', async ({
    page,
  }) => {
    const all = await publishedTitles();
    await openPage(page, '/blog');
    await expectPage(page, all.slice(0, 24), 1);
    await pages(page).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expectPage(page, all.slice(24, 48), 2);
    await pages(page).getByRole('link', { name: 'Previous' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expectPage(page, all.slice(0, 24), 1);

    // A page opened from its address hydrates as served.
    await openPage(page, `/blog/category/${CATEGORY.slug}?page=2`);
    const own = await publishedTitles(CATEGORY.id);
    await expectPage(page, own.slice(24, 48), 2);
    await pages(page).getByRole('link', { name: 'Page 1' }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/category/${CATEGORY.slug}$`));
    await expectPage(page, own.slice(0, 24), 1);
  });

  test('a search finds a post by a word of its title, and says when nothing matches', async ({
    page,
  }) => {
    await openPage(page, '/blog?q=37');
    await expect(cardTitles(page)).toHaveText(['Paging Test Post 37']);
    await openPage(page, '/blog?q=paging+draft');
    await expect(page.getByText('No articles found.')).toBeVisible();
  });
});
