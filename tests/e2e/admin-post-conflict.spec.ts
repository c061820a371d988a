/**
 * Two people saving one post: a writer's editor is open (or their save is queued offline)
 * while an admin saves the same post. The writer is told and chooses which copy to keep;
 * the server holds what they chose.
 */
import {
  expect as baseExpect,
  test,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { postSummaryOf } from '@altum/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { openPage } from './support/app';
import { failureToast } from './support/toasts';
import {
  adminAuth,
  adminDb,
  SEED_ADMIN,
  SEED_WRITER,
  signInAs,
  type GoogleAccount,
} from './support/staffAuth';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const run = Date.now().toString(36);
// Back online without the browser's 'online' event, Firestore waits for its reconnect backoff.
const SYNC_TIMEOUT = 75_000;
const LIVE_NOTICE =
  /Someone else saved this post at \d{1,2}:\d{2}\s?[AP]M while you were editing\./;

let serial = 0;
let postId = '';
let slug = '';
const title = () => `Two writers, one post ${run} ${serial}`;

/** A post of its own for each test, last saved by neither of the two people. */
test.beforeEach(async () => {
  serial += 1;
  postId = `e2e-conflict-${run}-${serial}`;
  slug = `two-writers-one-post-${run}-${serial}`;
  const now = Timestamp.now();
  const post = {
    title: title(),
    slug,
    excerpt: 'Who keeps the last word.',
    content: 'The text both of them started from.',
    featuredImageUrl: null,
    categoryId: null,
    categoryName: null,
    categorySlug: null,
    tagIds: [],
    status: 'draft' as const,
    publishDate: null,
    createdAt: now,
    updatedAt: now,
    updatedBy: 'e2e-setup',
    readingTime: 1,
    seoTitle: null,
    seoDescription: null,
    seoKeywords: [],
    authorId: 'e2e-setup',
    authorName: 'Setup',
    viewCount: 0,
  };
  await adminDb().doc(`posts/${postId}`).set(post);
  // And its summary, as every writer keeps it (the editor's save updates it).
  await adminDb().doc(`postSummaries/${postId}`).set(postSummaryOf(post));
  await adminDb().doc(`postSlugs/${slug}`).set({ postId });
});

// Other suites count posts: this one leaves none behind.
test.afterEach(async () => {
  await adminDb().doc(`posts/${postId}`).delete();
  await adminDb().doc(`postSummaries/${postId}`).delete();
  await adminDb().doc(`postSlugs/${slug}`).delete();
});

/** A browser of its own for one person, signed in and on the post's editor. */
async function editorAs(browser: Browser, account: GoogleAccount) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await openPage(page, '/admin/login');
  await signInAs(page, account);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  // Through the list, so both screens' code is loaded before a test goes offline.
  await openPage(page, '/admin/blog/posts');
  await page.getByRole('link', { name: `Edit ${title()}` }).click();
  await expect(content(page)).toHaveValue('The text both of them started from.');
  return { context, page };
}

const content = (page: Page) => page.getByLabel('Content', { exact: true });

function toast(page: Page, text: string | RegExp) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
}

async function saveDraft(page: Page) {
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(toast(page, 'Post updated successfully')).toBeVisible();
}

const uidOf = async (account: GoogleAccount) =>
  (await adminAuth().getUserByEmail(account.email)).uid;

async function serverCopy() {
  return (await adminDb().doc(`posts/${postId}`).get()).data() ?? {};
}

/** Waits until the server holds this text, saved last by this person. */
async function expectServerHolds(content: string, account: GoogleAccount, timeout?: number) {
  const uid = await uidOf(account);
  await expect
    .poll(
      async () => {
        const stored = await serverCopy();
        return [stored.content, stored.updatedBy];
      },
      timeout ? { timeout } : {},
    )
    .toEqual([content, uid]);
}

async function closeAll(...contexts: BrowserContext[]) {
  await Promise.all(contexts.map((context) => context.close()));
}

test('the writer is told of the admin’s save and loads theirs', async ({ browser }) => {
  const writer = await editorAs(browser, SEED_WRITER);
  const admin = await editorAs(browser, SEED_ADMIN);
  await content(writer.page).fill('The writer’s unsaved words.');

  await content(admin.page).fill('The admin’s words.');
  await saveDraft(admin.page);
  await expect.poll(async () => (await serverCopy()).content).toBe('The admin’s words.');

  const notice = writer.page.getByRole('status').filter({ hasText: LIVE_NOTICE });
  await expect(notice).toBeVisible();
  // Told, not interrupted: the field being typed in keeps the focus.
  await expect(content(writer.page)).toBeFocused();
  await notice.getByRole('button', { name: 'Load theirs' }).click();
  await expect(content(writer.page)).toHaveValue('The admin’s words.');
  await expect(notice).toHaveCount(0);

  // The writer's next save starts from the admin's copy: accepted.
  await content(writer.page).fill('The admin’s words, and one more line.');
  await saveDraft(writer.page);
  await expectServerHolds('The admin’s words, and one more line.', SEED_WRITER);
  await closeAll(writer.context, admin.context);
});

test('the writer keeps their own text over the admin’s save', async ({ browser }) => {
  const writer = await editorAs(browser, SEED_WRITER);
  const admin = await editorAs(browser, SEED_ADMIN);
  await content(admin.page).fill('The admin’s words.');
  await saveDraft(admin.page);
  const adminUid = await uidOf(SEED_ADMIN);
  await expect.poll(async () => (await serverCopy()).updatedBy).toBe(adminUid);

  await content(writer.page).fill('The writer’s words win.');
  const notice = writer.page.getByRole('status').filter({ hasText: LIVE_NOTICE });
  await notice.getByRole('button', { name: 'Keep mine' }).click();
  await expect(notice).toHaveCount(0);
  await expect(content(writer.page)).toHaveValue('The writer’s words win.');
  await saveDraft(writer.page);

  await expectServerHolds('The writer’s words win.', SEED_WRITER);
  await closeAll(writer.context, admin.context);
});

test('a save queued offline meets the admin’s save: kept on the device, then kept on the server', async ({
  browser,
}) => {
  test.setTimeout(200_000);
  const writer = await editorAs(browser, SEED_WRITER);
  const admin = await editorAs(browser, SEED_ADMIN);

  await writer.context.setOffline(true);
  await content(writer.page).fill('Written offline by the writer.');
  await saveDraft(writer.page);
  await expect(writer.page).toHaveURL(/\/admin\/blog\/posts$/);

  await content(admin.page).fill('The admin’s words, saved online.');
  await saveDraft(admin.page);
  await expect
    .poll(async () => (await serverCopy()).content)
    .toBe('The admin’s words, saved online.');

  await writer.context.setOffline(false);
  await expect(
    failureToast(
      writer.page,
      'Failed to update post',
      'Another writer saved this post meanwhile. Your text is kept on this device.',
    ),
  ).toBeVisible({ timeout: SYNC_TIMEOUT });
  // Refused: the server still holds the admin's text.
  expect((await serverCopy()).content).toBe('The admin’s words, saved online.');

  await openPage(writer.page, `/admin/blog/posts/${postId}/edit`);
  const notice = writer.page
    .getByRole('status')
    .filter({ hasText: 'Your last save was not stored' });
  await expect(notice).toContainText('Your text is kept on this device.');
  await notice.getByRole('button', { name: 'Keep mine' }).click();
  await expect(toast(writer.page, 'Post updated successfully')).toBeVisible();

  await expectServerHolds('Written offline by the writer.', SEED_WRITER, SYNC_TIMEOUT);
  await closeAll(writer.context, admin.context);
});
