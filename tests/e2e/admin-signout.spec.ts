/**
 * Sign-out forgets the device's copy: Firestore's IndexedDB storage (leads, drafts, every
 * document read) is gone after it, and the page still works without a reload. Changes still
 * waiting to sync are never dropped silently: the person waits for them or stays signed in.
 * A person whose role was removed while away gets the same clean-up on their next start, and
 * so does one whose session ended without the button (the account disabled or deleted). The
 * editor's kept drafts (localStorage) go with the rest.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type BrowserContext, type Page } from '@playwright/test';
import { collectHtml } from './support/htmlChecker';
import {
  adminAuth,
  adminDb,
  newGoogleAccount,
  openAsStaff,
  SEED_WRITER,
  signInAs,
} from './support/staffAuth';
import { openPage, pageIdle } from './support/app';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const run = Date.now().toString(36);
// Back online without the browser's 'online' event, Firestore waits for its reconnect backoff.
const SYNC_TIMEOUT = 75_000;
const NOT_AUTHORIZED =
  'You are not authorized for admin access. Please contact the system administrator.';

/**
 * Every Firestore database of the page's origin, with the number of records in each of its
 * object stores. Only databases the browser lists are opened: opening another would create it.
 */
function firestoreStorage(page: Page): Promise<Record<string, Record<string, number>>> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases())
      .map((database) => database.name ?? '')
      .filter((name) => name.startsWith('firestore/'));
    const found: Record<string, Record<string, number>> = {};
    for (const name of names) {
      const database = await new Promise<IDBDatabase | null>((resolve, reject) => {
        const request = indexedDB.open(name);
        // Listed, then deleted by the app before this open, which would create it anew and
        // empty (and so keep it listed): the creation is aborted and the name skipped.
        request.onupgradeneeded = () => request.transaction?.abort();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () =>
          request.error?.name === 'AbortError' ? resolve(null) : reject(request.error);
      });
      if (!database) continue;
      const stores = [...database.objectStoreNames];
      const counts: Record<string, number> = {};
      if (stores.length > 0) {
        const transaction = database.transaction(stores, 'readonly');
        await Promise.all(
          stores.map(
            (store) =>
              new Promise<void>((resolve, reject) => {
                const count = transaction.objectStore(store).count();
                count.onsuccess = () => {
                  counts[store] = count.result;
                  resolve();
                };
                count.onerror = () => reject(count.error);
              }),
          ),
        );
      }
      database.close();
      found[name] = counts;
    }
    return found;
  });
}

/** Documents Firestore keeps on the device, over all its databases. */
async function cachedDocuments(page: Page): Promise<number> {
  const storage = await firestoreStorage(page);
  return Object.values(storage).reduce(
    (sum, stores) => sum + (stores['remoteDocumentsV14'] ?? 0),
    0,
  );
}

/** Writes Firestore keeps queued on the device, over all its databases (any user's). */
async function queuedWrites(page: Page): Promise<number> {
  const storage = await firestoreStorage(page);
  return Object.values(storage).reduce((sum, stores) => sum + (stores['mutations'] ?? 0), 0);
}

/** localStorage notes of writes not yet answered: Firestore's own and the app's count. */
function pendingWriteKeys(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Object.keys(localStorage).filter(
      (key) => key.startsWith('firestore_mutations') || key === 'altum.pendingWrites',
    ),
  );
}

/** The editor's kept copies of typed posts (features/admin/posts/keptDrafts.ts). */
function keptDrafts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Object.keys(localStorage).filter((key) => key.startsWith('altum:post-form:')),
  );
}

/** Types a new post's title in the editor without saving: the editor keeps it as typed. */
async function typeUnsavedPost(page: Page, title: string) {
  await page.goto('/admin/blog/posts/new');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await expect.poll(() => keptDrafts(page)).toEqual(['altum:post-form:new']);
}

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations.map((violation) => violation.id);
}

function toast(page: Page, text: string | RegExp) {
  return page.locator('[data-sonner-toast][data-front="true"]').filter({ hasText: text });
}

const row = (page: Page, title: string) => page.getByTestId('post-row').filter({ hasText: title });
const signOutButton = (page: Page) => page.getByRole('button', { name: 'Sign out' });
const signOutDialog = (page: Page) => page.getByRole('dialog', { name: 'Changes waiting to sync' });
// The dialog element wraps a fixed overlay: its heading is what shows.
const dialogHeading = (page: Page) =>
  signOutDialog(page).getByRole('heading', { name: 'Changes waiting to sync' });

const slugOf = (title: string) => title.toLowerCase().replace(/\s+/g, '-');

async function serverPost(title: string) {
  const found = await adminDb().collection('posts').where('slug', '==', slugOf(title)).get();
  return found.docs[0]?.data();
}

/** Other suites count posts: the posts these tests create go again. */
const created: string[] = [];
test.afterAll(async () => {
  for (const title of created) {
    const found = await adminDb().collection('posts').where('slug', '==', slugOf(title)).get();
    for (const doc of found.docs) await doc.ref.delete();
    await adminDb()
      .doc(`postSlugs/${slugOf(title)}`)
      .delete();
  }
});

/** Signed in as the seed writer, a new draft saved with no connection: 1 change waiting. */
async function draftSavedOffline(page: Page, context: BrowserContext, title: string) {
  created.push(title);
  await openAsStaff(page, SEED_WRITER, '/admin/blog/posts');
  await expect(page.getByTestId('post-row').first()).toBeVisible();
  // Online first, so the editor's code is loaded before the connection goes.
  await page.getByRole('link', { name: 'New Post' }).click();
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toBeVisible();
  await context.setOffline(true);
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByLabel('Excerpt', { exact: true }).fill(`Excerpt of ${title}`);
  await page.getByLabel('Content', { exact: true }).fill('Typed with no connection.');
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(toast(page, 'Post created successfully')).toBeVisible();
  await expect(row(page, title)).toContainText('Waiting to sync');
}

test('with nothing waiting, sign-out clears the device at once and the page still works', async ({
  page,
}) => {
  await openAsStaff(page, SEED_WRITER, '/admin/blog/posts');
  await expect(page.getByTestId('post-row').first()).toBeVisible();
  // The device holds the staff data before: the check below can fail.
  expect(await cachedDocuments(page)).toBeGreaterThan(0);

  // A post typed and not saved: the editor keeps it on the device as it is typed.
  await typeUnsavedPost(page, `Typed before sign out ${run}`);

  await signOutButton(page).click();
  await expect(page).toHaveURL(/\/admin\/login(\?redirect=[^&]+)?$/);
  await expect(signOutDialog(page)).toHaveCount(0);
  await expect.poll(() => firestoreStorage(page)).toEqual({});
  expect(await pendingWriteKeys(page)).toEqual([]);
  expect(await keptDrafts(page)).toEqual([]);

  // Same page, no reload: signing in again opens a fresh Firestore that reads and caches.
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await page
    .getByRole('dialog', { name: 'Choose an account' })
    .getByRole('button', { name: new RegExp(SEED_WRITER.email) })
    .click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Recent Posts')).toBeVisible();
  await expect.poll(() => cachedDocuments(page)).toBeGreaterThan(0);
});

test('a draft waiting to sync: "Stay signed in" keeps it and the session; axe and Nu pass on the dialog', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  const title = `Kept on sign out ${run}`;
  await draftSavedOffline(page, context, title);

  // By keyboard: the sign-out button, then the dialog's first button (Stay signed in).
  await signOutButton(page).focus();
  await page.keyboard.press('Enter');
  const dialog = signOutDialog(page);
  await expect(dialogHeading(page)).toBeVisible();
  await expect(dialog).toContainText(
    '1 change saved on this device has not reached the server yet.',
  );
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
    expect(await axeViolations(page), `axe at ${width} px`).toEqual([]);
  }
  const html = await page.evaluate(() => `<!DOCTYPE html>\n${document.documentElement.outerHTML}`);
  // Judged with every other page's at the end of the run (html.teardown.ts).
  collectHtml(test.info(), 'the sign-out dialog', html);

  await expect(dialog.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  // Focus is back where it was, the session and the queued draft are untouched.
  await expect(signOutButton(page)).toBeFocused();
  await expect(page).toHaveURL(/\/admin\/blog\/posts$/);
  await expect(row(page, title)).toContainText('Waiting to sync');
  expect(await cachedDocuments(page)).toBeGreaterThan(0);
  expect(await serverPost(title)).toBeUndefined();

  // Escape is 'Stay signed in' too.
  await page.keyboard.press('Enter');
  await expect(dialogHeading(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(signOutDialog(page)).toHaveCount(0);
  await expect(row(page, title)).toContainText('Waiting to sync');

  // Kept, not lost: back online, the server gets it.
  await context.setOffline(false);
  await expect(row(page, title)).not.toContainText('Waiting to sync', { timeout: SYNC_TIMEOUT });
  expect((await serverPost(title))?.content).toBe('Typed with no connection.');
});

test('a draft waiting to sync: "Wait for sync" signs out once the server has it, then clears', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const title = `Synced before sign out ${run}`;
  await draftSavedOffline(page, context, title);

  await signOutButton(page).click();
  const dialog = signOutDialog(page);
  await dialog.getByRole('button', { name: 'Wait for sync, then sign out' }).click();
  await expect(dialog.getByRole('status')).toContainText(
    'You will be signed out once the server has them.',
  );
  // The pressed button keeps the focus while it waits, and the waiting dialog passes axe too.
  await expect(dialog.getByRole('button', { name: 'Waiting to sync...' })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  // Still offline: nothing is dropped, the person stays signed in and waits. What is shown
  // not to happen (a sign-out, a dropped write) has no event to wait on: a short window.
  await page.waitForTimeout(2000);
  await expect(dialogHeading(page)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/blog\/posts$/);
  expect(await serverPost(title)).toBeUndefined();

  await context.setOffline(false);
  await expect(page).toHaveURL(/\/admin\/login(\?redirect=[^&]+)?$/, { timeout: SYNC_TIMEOUT });
  expect((await serverPost(title))?.content).toBe('Typed with no connection.');
  await expect.poll(() => firestoreStorage(page)).toEqual({});
  expect(await pendingWriteKeys(page)).toEqual([]);
});

test('a role removed while away: the next start signs the person out and clears the device', async ({
  page,
  context,
}) => {
  const colleague = newGoogleAccount(`signout-${run}@example.com`);
  // The first sign-in writes the profile and is turned away; then an admin grants a role.
  await openPage(page, '/admin/login');
  await signInAs(page, colleague);
  await expect(page.getByRole('alert')).toHaveText(NOT_AUTHORIZED);
  const { uid } = await adminAuth().getUserByEmail(colleague.email);
  await adminDb().doc(`roles/${uid}`).set({ admin: false, writer: true });

  await signInAs(page, colleague);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByText('Recent Posts')).toBeVisible();
  expect(await cachedDocuments(page)).toBeGreaterThan(0);
  await typeUnsavedPost(page, `Typed before the role went ${run}`);
  await page.close();

  // Away, the role goes; the session stays in the browser.
  await adminDb().doc(`roles/${uid}`).set({ admin: false, writer: false });
  const next = await context.newPage();
  await openPage(next, '/admin/dashboard');
  await expect(next).toHaveURL(/\/admin\/login(\?redirect=[^&]+)?$/);
  await expect(next.getByRole('alert')).toHaveText(NOT_AUTHORIZED);
  await expect.poll(() => firestoreStorage(next)).toEqual({});
  expect(await keptDrafts(next)).toEqual([]);
});

test('a session ended without the button (account deleted while away): the next start clears the device', async ({
  page,
  context,
}) => {
  const colleague = newGoogleAccount(`ended-${run}@example.com`);
  await openPage(page, '/admin/login');
  await signInAs(page, colleague);
  await expect(page.getByRole('alert')).toHaveText(NOT_AUTHORIZED);
  const { uid } = await adminAuth().getUserByEmail(colleague.email);
  await adminDb().doc(`roles/${uid}`).set({ admin: false, writer: true });
  await signInAs(page, colleague);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByText('Recent Posts')).toBeVisible();
  expect(await cachedDocuments(page)).toBeGreaterThan(0);
  await typeUnsavedPost(page, `Typed before the account went ${run}`);
  await page.close();

  // Away, the account goes (its tokens with it): Auth signs the person out as the app starts,
  // with no button and no role check.
  await adminAuth().deleteUser(uid);
  await adminDb().doc(`roles/${uid}`).delete();
  const next = await context.newPage();
  await openPage(next, '/admin/dashboard');
  await expect(next).toHaveURL(/\/admin\/login(\?redirect=[^&]+)?$/);
  await expect.poll(() => firestoreStorage(next)).toEqual({});
  expect(await keptDrafts(next)).toEqual([]);
  expect(await next.evaluate(() => localStorage.getItem('altum.staffSession'))).toBeNull();
});

test('a session ended without the button with a change waiting: the device keeps it all', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const title = `Waiting when the session ended ${run}`;
  await draftSavedOffline(page, context, title);
  await page.close();
  // The session ends with no button and no dialog (as when Auth drops a revoked session) while
  // the draft still waits: Auth's stored session is cleared from a page that runs no Firebase
  // code, so nothing is sent meanwhile.
  await context.setOffline(false);
  const next = await context.newPage();
  // A page that runs no Firebase code (as signInAs uses it): loaded, not started.
  await next.goto('/offline');
  await next.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('firebaseLocalStorageDb');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('firebaseLocalStorage', 'readwrite');
          tx.objectStore('firebaseLocalStorage').clear();
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
        };
      }),
  );
  await next.goto('/admin/dashboard');
  await expect(next).toHaveURL(/\/admin\/login(\?redirect=[^&]+)?$/);
  // Nothing unsynced is dropped: the queued save, Firestore's copy and the marker stay, once
  // the login page has done what it does on start.
  await pageIdle(next);
  expect(await queuedWrites(next)).toBe(1);
  expect(await cachedDocuments(next)).toBeGreaterThan(0);
  expect(await next.evaluate(() => localStorage.getItem('altum.staffSession'))).toBe('1');
  expect(await serverPost(title)).toBeUndefined();
});
