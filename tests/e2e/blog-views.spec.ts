/**
 * View counts are counted by the server (the countPostView function), once per browser
 * session per published post: a reload does not count again, another browser does, and a
 * draft's count never moves.
 */
import { expect, test, type Page } from '@playwright/test';
import { getFirestore } from 'firebase-admin/firestore';
import { emulatorUrl, PROJECT_ID } from '../../scripts/lib/ports';
import { emulatorAdminApp } from '../../scripts/seed/admin';
import { seedPostId } from '../../scripts/seed/blog/seedBlog';
import { seedArticles } from '../../scripts/seed/blog/articles';
import { openPage } from './support';

const db = () => getFirestore(emulatorAdminApp());
const viewCount = async (slug: string) =>
  (
    await db()
      .doc(`posts/${seedPostId(slug)}`)
      .get()
  ).get('viewCount') as number;

const publishedSlug = 'how-to-choose-a-roofing-contractor-houston';
const draft = seedArticles.find((article) => article.status === 'draft');

/** Waits until the page has asked the server to count, and the server answered. */
async function openAndCount(page: Page, path: string) {
  const counted = page.waitForResponse(
    (response) =>
      response.url().includes('/countPostView') && response.request().method() === 'POST',
    { timeout: 15_000 },
  );
  await openPage(page, path);
  return counted;
}

test('a published post counts one view per browser session', async ({ page, browser }) => {
  const published = seedArticles.find((article) => article.slug === publishedSlug);
  expect(published?.status).toBe('published');
  const before = await viewCount(publishedSlug);

  const first = await openAndCount(page, `/blog/${publishedSlug}`);
  expect(first.status()).toBe(200);
  await expect.poll(() => viewCount(publishedSlug)).toBe(before + 1);

  // A reload in the same session asks nothing of the server.
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/countPostView')) calls.push(request.url());
  });
  await page.reload();
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
  await page.waitForTimeout(3000);
  expect(calls).toEqual([]);
  expect(await viewCount(publishedSlug)).toBe(before + 1);

  // Another browser (a fresh context: its own session storage) counts again.
  const other = await browser.newContext();
  try {
    const second = await openAndCount(await other.newPage(), `/blog/${publishedSlug}`);
    expect(second.status()).toBe(200);
  } finally {
    await other.close();
  }
  await expect.poll(() => viewCount(publishedSlug)).toBe(before + 2);
});

test("a draft's count never moves", async ({ page }) => {
  if (!draft) throw new Error('The seed has no draft');
  const before = await viewCount(draft.slug);
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/countPostView')) calls.push(request.url());
  });
  await openPage(page, `/blog/${draft.slug}`);
  await expect(page.getByRole('heading', { name: 'Article Not Found' })).toBeVisible();
  await page.waitForTimeout(3000);
  expect(calls).toEqual([]);

  // Called directly (as a script would), the server refuses it.
  const response = await fetch(
    `${emulatorUrl('functions')}/${PROJECT_ID}/us-central1/countPostView`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { postId: seedPostId(draft.slug) } }),
    },
  );
  expect(response.status).toBe(400);
  expect(await response.json()).toMatchObject({ error: { status: 'FAILED_PRECONDITION' } });
  expect(await viewCount(draft.slug)).toBe(before);
});
