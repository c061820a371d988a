/**
 * The admin posts list reads a page at a time: more posts than one page are paged through
 * with the keyboard, the page is said, and the search and status filters hold across pages.
 */
import { expect as baseExpect, test } from '@playwright/test';
import { postSummaryOf } from '@altum/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb, openAsStaff, SEED_ADMIN } from './support/staffAuth';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const run = Date.now().toString(36);
/** A word only these posts' titles hold, so the search finds them and nothing else. */
const WORD = `pagingrun${run}`;
const COUNT = 60;
const ids = Array.from(
  { length: COUNT },
  (_, i) => `e2e-paging-${run}-${String(i).padStart(2, '0')}`,
);
/** Post i's title: the newest (highest i) comes first. */
const titleOf = (i: number) => `Paging ${WORD} number ${String(i).padStart(2, '0')}`;

test.beforeAll(async () => {
  const db = adminDb();
  const batch = db.batch();
  // Long ago, so these come after every other post: the other specs' new posts stay on
  // their first page.
  const base = Date.UTC(2001, 0, 1);
  ids.forEach((id, i) => {
    const at = Timestamp.fromMillis(base + i * 60_000);
    const post = {
      title: titleOf(i),
      slug: `paging-${run}-${i}`,
      excerpt: 'Paged.',
      content: 'Paged.',
      featuredImageUrl: null,
      categoryId: null,
      categoryName: null,
      categorySlug: null,
      tagIds: [],
      // Every third one archived: the status filter's pages.
      status: i % 3 === 0 ? ('archived' as const) : ('draft' as const),
      publishDate: null,
      createdAt: at,
      updatedAt: at,
      updatedBy: 'e2e-setup',
      readingTime: 1,
      seoTitle: null,
      seoDescription: null,
      seoKeywords: [],
      authorId: 'e2e-setup',
      authorName: 'Setup',
      viewCount: 0,
    };
    batch.set(db.doc(`posts/${id}`), post);
    batch.set(db.doc(`postSlugs/${post.slug}`), { postId: id });
    batch.set(db.doc(`postSummaries/${id}`), postSummaryOf(post));
  });
  await batch.commit();
});

test.afterAll(async () => {
  const db = adminDb();
  const batch = db.batch();
  ids.forEach((id, i) => {
    batch.delete(db.doc(`posts/${id}`));
    batch.delete(db.doc(`postSlugs/paging-${run}-${i}`));
    batch.delete(db.doc(`postSummaries/${id}`));
  });
  await batch.commit();
});

test('pages through more posts than one page, by keyboard, with the page said', async ({
  page,
}) => {
  await openAsStaff(page, SEED_ADMIN, `/admin/blog/posts?q=${WORD}`);
  const rows = page.getByTestId('post-row');
  const next = page.getByRole('button', { name: 'Next page' });
  const previous = page.getByRole('button', { name: 'Previous page' });
  const said = page.getByRole('status').filter({ hasText: /^Page \d+$/ });

  // Page 1: the 25 newest, newest first; no page before it.
  await expect(rows).toHaveCount(25);
  await expect(rows.first()).toContainText(titleOf(59));
  await expect(rows.last()).toContainText(titleOf(35));
  await expect(previous).toBeDisabled();
  await expect(said).toHaveText('Page 1');

  await next.focus();
  await page.keyboard.press('Enter');
  await expect(said).toHaveText('Page 2');
  await expect(rows.first()).toContainText(titleOf(34));
  await expect(rows).toHaveCount(25);
  await expect(next).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(said).toHaveText('Page 3');
  await expect(rows).toHaveCount(10);
  await expect(rows.first()).toContainText(titleOf(9));
  await expect(rows.last()).toContainText(titleOf(0));
  // The last page: Next turns off and keeps focus (a press does nothing more).
  await expect(next).toBeDisabled();
  await expect(next).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(said).toHaveText('Page 3');

  await page.keyboard.press('Shift+Tab');
  await expect(previous).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(said).toHaveText('Page 2');
  await expect(rows.first()).toContainText(titleOf(34));

  // Another filter starts again from page 1: 20 archived of the 60, one page.
  await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('archived');
  await expect(rows).toHaveCount(20);
  await expect(rows.first()).toContainText(titleOf(57));
  await expect(next).toHaveCount(0);
  // The rest of the search text is matched on the page: one title of the 20.
  await page.getByLabel('Search by title').fill(`${WORD} number 03`);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(titleOf(3));
});
