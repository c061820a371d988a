/**
 * View counts are counted by the server (the countPostView function): the page asks once per
 * browser session per published post (a reload asks nothing), and the server counts one
 * visitor (one client address) once per post per day, so another browser at the same address
 * asks but adds nothing, and another address counts. A draft's count never moves. The page
 * loader asks, not the app: a post counts with the app's code blocked, and a post the app
 * shows after a move inside it counts too. Views land beside the post, in its shards
 * (postStats/{id}/viewShards): the post itself is never written by a view.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { POST_STATS, postViews, VIEW_SHARDS } from '@altum/domain';
import { AggregateField, getFirestore } from 'firebase-admin/firestore';
import { emulatorUrl, PROJECT_ID } from '../../scripts/lib/ports';
import { emulatorAdminApp } from '../../scripts/seed/admin';
import { seedPostId } from '../../scripts/seed/blog/seedBlog';
import { seedArticles } from '../../scripts/seed/blog/articles';
import { openPage, pageIdle } from './support/app';

const db = () => getFirestore(emulatorAdminApp());
const postOf = (slug: string) =>
  db()
    .doc(`posts/${seedPostId(slug)}`)
    .get();
/** A post's views as the dashboard adds them: the count frozen on the post plus its shards. */
const viewCount = async (slug: string) => {
  const shards = await db()
    .collection(`${POST_STATS}/${seedPostId(slug)}/${VIEW_SHARDS}`)
    .aggregate({ views: AggregateField.sum('views') })
    .get();
  return postViews((await postOf(slug)).get('viewCount'), shards.data().views);
};

const publishedSlug = 'how-to-choose-a-roofing-contractor-houston';

// Three browsers, each waiting for a server-rendered post and a function call.
test.describe.configure({ timeout: 120_000 });
const draft = seedArticles.find((article) => article.status === 'draft');

/**
 * Gives the browser's count calls this client address. The emulator has no Google front end
 * to append one to X-Forwarded-For, so the test adds the header that front end would, to
 * those calls only; the function trusts only its last entry. Random per run, so the day's
 * markers of other specs on the same stack never answer for this one.
 */
async function fromAddress(context: BrowserContext, ip: string) {
  await context.route(/\/countPostView$/, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': ip } }),
  );
}
const randomAddress = () =>
  `2001:db8:${Array.from({ length: 3 }, () => Math.floor(Math.random() * 0xffff).toString(16)).join(':')}::1`;

/** The server's answer to the next count call of the page, once it comes. */
async function nextCount(page: Page) {
  const response = await page.waitForResponse(
    (response) =>
      response.url().includes('/countPostView') && response.request().method() === 'POST',
    // The first render of a post may start the blog function cold on a busy machine.
    { timeout: 60_000 },
  );
  expect(response.status()).toBe(200);
  const body = response.request().postDataJSON() as { data: { postId: string } };
  const { result } = (await response.json()) as { result: { counted: boolean } };
  return { postId: body.data.postId, counted: result.counted };
}

/** Opens the page and waits until it has asked the server to count; the server's answer. */
async function openAndCount(page: Page, path: string) {
  const counted = nextCount(page);
  await openPage(page, path);
  return (await counted).counted;
}

/** Resolves once the page loader has run and had the idle moment it counts in. */
async function loaderSettled(page: Page) {
  await page.locator('script[src="/page-loader.js"]').waitFor({ state: 'attached' });
  // Fetched (it runs in the task after), then the idle callback it counts in has run.
  await page.waitForFunction(
    () => performance.getEntriesByName(new URL('/page-loader.js', location.href).href).length > 0,
  );
  await pageIdle(page);
}

test('a published post counts one view per visitor a day, asked once per session', async ({
  page,
  context,
  browser,
}) => {
  const published = seedArticles.find((article) => article.slug === publishedSlug);
  expect(published?.status).toBe('published');
  const before = await viewCount(publishedSlug);
  const postBefore = await postOf(publishedSlug);
  const visitor = randomAddress();
  await fromAddress(context, visitor);

  expect(await openAndCount(page, `/blog/${publishedSlug}`)).toBe(true);
  await expect.poll(() => viewCount(publishedSlug)).toBe(before + 1);
  // Counted beside the post: the post is not written (no trigger, no open editor hears it).
  const postAfter = await postOf(publishedSlug);
  expect(postAfter.updateTime?.toMillis()).toBe(postBefore.updateTime?.toMillis());
  expect(postAfter.get('viewCount')).toBe(postBefore.get('viewCount'));

  // A reload in the same session asks nothing of the server.
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/countPostView')) calls.push(request.url());
  });
  await page.reload();
  await loaderSettled(page);
  expect(calls).toEqual([]);
  expect(await viewCount(publishedSlug)).toBe(before + 1);

  // Another browser at the same address (its own session storage) asks, and the server
  // answers that this visitor was counted today.
  const sameVisitor = await browser.newContext();
  try {
    await fromAddress(sameVisitor, visitor);
    expect(await openAndCount(await sameVisitor.newPage(), `/blog/${publishedSlug}`)).toBe(false);
  } finally {
    await sameVisitor.close();
  }
  expect(await viewCount(publishedSlug)).toBe(before + 1);

  // Another address is another visitor.
  const other = await browser.newContext();
  try {
    await fromAddress(other, randomAddress());
    expect(await openAndCount(await other.newPage(), `/blog/${publishedSlug}`)).toBe(true);
  } finally {
    await other.close();
  }
  await expect.poll(() => viewCount(publishedSlug)).toBe(before + 2);
});

test('a post counts its view with the app never started, its code blocked', async ({
  page,
  context,
}) => {
  const slug = 'signs-of-a-roof-leak';
  const before = await viewCount(slug);
  await fromAddress(context, randomAddress());
  await context.route('**/assets/*.js', (route) => route.abort());
  const counted = nextCount(page);
  await page.goto(`/blog/${slug}`);
  await page.mouse.move(2, 2);
  await page.mouse.move(1, 1);
  expect(await counted).toEqual({ postId: seedPostId(slug), counted: true });
  await expect.poll(() => viewCount(slug)).toBe(before + 1);
  await expect(page.locator('html[data-interactive]')).toHaveCount(0);
});

test('a post the app shows after a move inside it counts as well', async ({ page, context }) => {
  await fromAddress(context, randomAddress());
  const first = nextCount(page);
  await openPage(page, `/blog/${publishedSlug}`);
  expect((await first).postId).toBe(seedPostId(publishedSlug));
  const related = page
    .locator('[aria-labelledby="related-title"] a[href^="/blog/"]:not([href^="/blog/category/"])')
    .first();
  const next = (await related.getAttribute('href'))?.split('/').at(-1) ?? '';
  expect(next).not.toBe(publishedSlug);
  const counted = nextCount(page);
  await related.click();
  await expect(page).toHaveURL(`/blog/${next}`);
  expect(await counted).toEqual({ postId: seedPostId(next), counted: true });
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
  await loaderSettled(page);
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
