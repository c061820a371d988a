/**
 * Scheduled publishing and revision history on the local stack: a post scheduled ahead stays
 * out of the public site and the sitemap until the real publisher publishes it, dated by its
 * scheduled time; a post edited three times can be restored to its first version, and the
 * restore shows in its history.
 */
import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import {
  dateToZonedInput,
  formatZonedTime,
  zonedInputToDate,
} from '../../domain/src/blog/schedule';
import { publishScheduledPostsOnce } from '../../scripts/lib/stack';
import { openPage } from './support/app';
import { adminDb, deletePostsTitled, openAsStaff, SEED_ADMIN } from './support/staffAuth';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 180_000 });

const run = Date.now().toString(36);
/** The posts this suite makes, deleted after it: the blog suites count exactly the seed's. */
const made: string[] = [];
test.afterAll(() => deletePostsTitled(made));

function toast(page: Page, text: string | RegExp) {
  return page.locator('[data-sonner-toast][data-front="true"]').filter({ hasText: text });
}

async function postBySlug(slug: string) {
  const found = await adminDb().collection('posts').where('slug', '==', slug).get();
  return found.docs[0];
}

/** The public post page as a visitor sees it, in a browser with no staff session. */
async function visitorSees(browser: Browser, path: string) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await openPage(page, path);
  return { page, close: () => context.close() };
}

test('a post scheduled ahead stays private, then goes live dated by its scheduled time', async ({
  page,
  browser,
  request,
}) => {
  const title = `Tuesday Morning Roof Tips ${run}`;
  made.push(title);
  const slug = `tuesday-morning-roof-tips-${run}`;
  await openAsStaff(page, SEED_ADMIN, '/admin/blog/posts/new');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByLabel('Excerpt', { exact: true }).fill('Tips for a Tuesday.');
  await page.getByLabel('Content', { exact: true }).fill('Check the flashing.');
  await page.getByLabel('Status', { exact: true }).selectOption('scheduled');
  // Noon in Chicago two days ahead: in the future at any hour, and never in the hour a
  // daylight-saving change skips or repeats, so the typed time names this one instant.
  const day = dateToZonedInput(new Date(Date.now() + 2 * 24 * 60 * 60_000)).slice(0, 10);
  const at = zonedInputToDate(`${day}T12:00`) as Date;
  await page.getByLabel('Publish time (Chicago time)').fill(dateToZonedInput(at));
  await expect(page.getByText(`Goes live ${formatZonedTime(at)}.`)).toBeVisible();
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(toast(page, 'Post created successfully')).toBeVisible();

  // The table shows when it goes live, on the company's clock, and filters by it.
  const row = page.getByTestId('post-row').filter({ hasText: title });
  await expect(row).toContainText('scheduled');
  await expect(row).toContainText(formatZonedTime(at));
  await page.getByLabel('Status', { exact: true }).selectOption('scheduled');
  await expect(row).toBeVisible();
  await expect(page.getByTestId('post-row').filter({ hasText: 'published' })).toHaveCount(0);

  // Not public yet, after a round of the publisher too: no page, not on the blog, not in the
  // sitemap or the feed.
  await expect
    .poll(async () => (await postBySlug(slug))?.get('status') as unknown)
    .toBe('scheduled');
  await publishScheduledPostsOnce();
  const stored = await postBySlug(slug);
  if (!stored) throw new Error(`No post stored at ${slug}`);
  expect(stored.get('status')).toBe('scheduled');
  expect((stored.get('scheduledAt') as Timestamp).toMillis()).toBe(at.getTime());
  expect(stored.get('publishDate')).toBeNull();
  let visitor = await visitorSees(browser, `/blog/${slug}`);
  await expect(visitor.page.getByRole('heading', { name: 'Article Not Found' })).toBeVisible();
  await visitor.close();
  expect(await (await request.get('/blog')).text()).not.toContain(title);
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain(slug);
  expect(await (await request.get('/blog/rss.xml')).text()).not.toContain(slug);

  // Due now: its stored time moved to a second ago (a whole second, as the page shows it),
  // and one round of the real publisher, not the stack's next sweep. Whichever round takes
  // it, it is dated by the stored time; when a post is due is publishDuePosts' own test.
  const due = new Date(Math.floor(Date.now() / 1000) * 1000 - 1000);
  await stored.ref.update({ scheduledAt: Timestamp.fromDate(due) });
  await publishScheduledPostsOnce();
  await expect
    .poll(async () => (await postBySlug(slug))?.get('status') as unknown)
    .toBe('published');
  const live = await postBySlug(slug);
  expect(live?.get('scheduledAt')).toBeNull();
  expect((live?.get('publishDate') as Timestamp).toMillis()).toBe(due.getTime());

  visitor = await visitorSees(browser, `/blog/${slug}`);
  await expect(visitor.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.page.locator('main time').first()).toHaveAttribute(
    'datetime',
    due.toISOString(),
  );
  await visitor.close();
  expect(await (await request.get('/sitemap.xml')).text()).toContain(`/blog/${slug}</loc>`);
  expect(await (await request.get('/blog/rss.xml')).text()).toContain(`/blog/${slug}`);
});

test('a post edited three times is restored to its first version, and the restore is in its history', async ({
  page,
}) => {
  const title = `Gutter Cleaning Schedule ${run}`;
  made.push(title);
  const slug = `gutter-cleaning-schedule-${run}`;
  await openAsStaff(page, SEED_ADMIN, '/admin/blog/posts/new');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByLabel('Excerpt', { exact: true }).fill('When to clean gutters.');
  await page.getByLabel('Content', { exact: true }).fill('Version one: twice a year.');
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(toast(page, 'Post created successfully')).toBeVisible();
  // The toast says the save is on the device; the server has it a moment later.
  await expect.poll(async () => (await postBySlug(slug))?.id).toBeTruthy();
  const id = (await postBySlug(slug))?.id;
  const revisions = () => adminDb().collection(`posts/${id}/revisions`).orderBy('at', 'desc');
  const revisionCount = async () => (await revisions().get()).size;

  for (const version of ['two', 'three', 'four']) {
    await openPage(page, `/admin/blog/posts/${id}/edit`);
    await page.getByLabel('Content', { exact: true }).fill(`Version ${version}: monthly.`);
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await expect(toast(page, 'Post updated successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/blog\/posts$/);
  }
  await expect.poll(revisionCount, { timeout: 60_000 }).toBe(4);

  await openPage(page, `/admin/blog/posts/${id}/edit`);
  const history = page.getByTestId('revisions-panel');
  await history.getByRole('button', { name: 'Show history' }).click();
  const entries = history.getByTestId('revision');
  await expect(entries).toHaveCount(4);
  await expect(entries.first()).toContainText('Alex Admin');
  // Newest first: the oldest is the first version; it previews read-only.
  await entries.last().click();
  const preview = history.getByTestId('revision-preview');
  await expect(preview).toContainText('Version one: twice a year.');
  await preview.getByRole('button', { name: 'Restore this version' }).click();
  await expect(toast(page, 'Post updated successfully')).toBeVisible();

  await expect
    .poll(async () => (await adminDb().doc(`posts/${id}`).get()).get('content') as unknown)
    .toBe('Version one: twice a year.');
  await expect.poll(revisionCount, { timeout: 60_000 }).toBe(5);

  // The restore is itself the newest revision.
  await openPage(page, `/admin/blog/posts/${id}/edit`);
  await expect(page.getByLabel('Content', { exact: true })).toHaveValue(
    'Version one: twice a year.',
  );
  await history.getByRole('button', { name: 'Show history' }).click();
  await expect(entries).toHaveCount(5);
  await entries.first().click();
  await expect(preview).toContainText('Version one: twice a year.');
  await expect(entries.first()).toContainText(/\d+ characters added, \d+ removed/);
});
