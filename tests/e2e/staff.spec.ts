/**
 * The staff area end to end on the local stack: Google sign-in through the Auth emulator,
 * the access gate, the dashboard's figures and role management.
 */
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { POST_STATS, VIEW_SHARDS } from '@altum/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { doc, updateDoc } from 'firebase/firestore';
import { openPage } from './support/app';
import {
  adminDb,
  clientAs,
  newGoogleAccount,
  SEED_ADMIN,
  openAsStaff,
  signInAs,
} from './support/staffAuth';

const NOT_AUTHORIZED =
  'You are not authorized for admin access. Please contact the system administrator.';
const TIMED_OUT = 'Authentication check timed out. Please try signing in again.';

// Sign-in, the profile write and the role check make several round trips to the emulators,
// which share two cores with the browser here: allow them time.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ mode: 'serial', timeout: 60_000 });

/** The dashboard's figures as the database holds them now. */
async function dashboardFigures(): Promise<Record<string, number>> {
  const db = adminDb();
  const posts = (await db.collection('posts').get()).docs.map((d) => d.data());
  const shards = (await db.collectionGroup(VIEW_SHARDS).get()).docs.map((d) => d.data());
  const contacts = (await db.collection('contacts').get()).docs.map((d) => d.data());
  return {
    'stat-total': posts.length,
    'stat-published': posts.filter((p) => p.status === 'published').length,
    'stat-drafts': posts.filter((p) => p.status === 'draft').length,
    'stat-views':
      posts.reduce((sum, p) => sum + (Number(p.viewCount) || 0), 0) +
      shards.reduce((sum, shard) => sum + (Number(shard.views) || 0), 0),
    'stat-leads': contacts.filter((c) => (!c.status || c.status === 'new') && !c.suspectedSpam)
      .length,
  };
}

/** A first sign-in through the local chooser's 'Add new account', as a newcomer does it. */
async function addAccountThroughChooser(page: Page, email: string) {
  await openPage(page, '/admin/login');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  const chooser = page.getByRole('dialog', { name: 'Choose an account' });
  await chooser.getByRole('button', { name: 'Add new account' }).click();
  await chooser.getByLabel('E-mail').fill(email);
  await chooser.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test.beforeAll(async () => {
  // A few posts and leads for the dashboard to count; fixed ids keep reruns idempotent.
  const db = adminDb();
  // Newer than any seeded post, so all four are among the dashboard's ten most recent.
  const startedAt = Date.now();
  const at = (order: number) => Timestamp.fromMillis(startedAt + order * 1000);
  const posts = [
    { id: 'e2e-post-1', title: 'Storm season checklist', status: 'published', viewCount: 12 },
    { id: 'e2e-post-2', title: 'Choosing shingles', status: 'published', viewCount: 30 },
    { id: 'e2e-post-3', title: 'Draft about gutters', status: 'draft', viewCount: 0 },
    { id: 'e2e-post-4', title: 'Old news', status: 'archived', viewCount: 4 },
  ];
  for (const [index, post] of posts.entries()) {
    const { id, ...data } = post;
    await db.doc(`posts/${id}`).set({ ...data, createdAt: at(index + 1) });
  }
  // Views counted beside a post since (postStats), on top of the count frozen on it.
  await db.doc(`${POST_STATS}/e2e-post-1/${VIEW_SHARDS}/0`).set({ views: 5 });
  await db.doc(`${POST_STATS}/e2e-post-1/${VIEW_SHARDS}/3`).set({ views: 2 });
  await db
    .doc('contacts/e2e-lead-new')
    .set({ name: 'New lead', createdAt: FieldValue.serverTimestamp() });
  await db.doc('contacts/e2e-lead-done').set({ name: 'Old lead', status: 'won' });
  // Held by the bot trap: listed apart in the inbox, so not a new lead to call back.
  await db
    .doc('contacts/e2e-lead-suspected')
    .set({ name: 'Bot', suspectedSpam: 'honeypot', createdAt: FieldValue.serverTimestamp() });
  await db
    .doc('contacts/e2e-lead-suspected-lost')
    .set({ name: 'Bot handled', suspectedSpam: 'too-fast', status: 'lost' });
});

test('the seeded admin signs in through the local chooser and sees the database’s figures', async ({
  page,
}) => {
  await openPage(page, '/admin/login');
  await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible();
  await expect(page.getByText('Only authorized administrators can access this area')).toBeVisible();
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  const chooser = page.getByRole('dialog', { name: 'Choose an account' });
  await expect(chooser.getByRole('button', { name: /writer@altum-roofing\.test/ })).toBeVisible();
  await expect(chooser.getByRole('button', { name: 'Add new account' })).toBeVisible();
  await chooser.getByRole('button', { name: /admin@altum-roofing\.test/ }).click();

  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByTestId('admin-display-name')).toHaveText('admin');
  await expect(page.getByRole('banner').getByText('admin@altum-roofing.test')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  // Figures: what the database holds right now. The leads' specs run beside this one
  // (playwright.config.ts): a lead they write between the two reads is met by a reload.
  await expect(async () => {
    await page.reload();
    const expected = await dashboardFigures();
    for (const [testId, value] of Object.entries(expected)) {
      await baseExpect(page.getByTestId(testId).locator('dd')).toHaveText(
        value.toLocaleString('en-US'),
        { timeout: 10_000 },
      );
    }
  }).toPass({ timeout: 40_000 });
  const recent = page.getByRole('link', { name: /Old news/ });
  await expect(recent).toHaveAttribute('href', '/admin/blog/posts/e2e-post-4/edit');
  await expect(recent.getByText('archived')).toBeVisible();
});

test('a new Google account without a role is signed out with the reason, its profile kept', async ({
  page,
}) => {
  const email = `newcomer-${Date.now()}@example.com`;
  await addAccountThroughChooser(page, email);

  await expect(page.getByRole('alert')).toHaveText(NOT_AUTHORIZED);
  await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
  await openPage(page, '/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login(\?redirect=[^&]+)?$/);
  const profiles = await adminDb().collection('profiles').where('email', '==', email).get();
  expect(profiles.docs.map((d) => d.data())).toEqual([
    { email, fullName: email.split('@')[0], avatarUrl: null },
  ]);
});

test('sign-out returns to the login page and the gate holds', async ({ page }) => {
  await openAsStaff(page, SEED_ADMIN);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  // On a busy stack the sign-in's own profile write may not be acknowledged yet: the app then
  // asks first, and a staff member waits for the sync, as the dialog offers.
  const signIn = page.getByRole('button', { name: 'Sign in with Google' });
  const waitForSync = page.getByRole('button', { name: 'Wait for sync, then sign out' });
  await expect(signIn.or(waitForSync)).toBeVisible();
  if (await waitForSync.isVisible()) await waitForSync.click();
  await expect(page).toHaveURL(/\/admin\/login(\?redirect=[^&]+)?$/, { timeout: 30_000 });
  await expect(signIn).toBeVisible();
  await openPage(page, '/admin/users');
  await expect(page).toHaveURL(/\/admin\/login(\?redirect=[^&]+)?$/);
});

test('a signed-out staff member who opens an admin address signs in and lands on it', async ({
  page,
}) => {
  // A bookmark or a lead alert's tap: the page asked for waits in the login page's address.
  await openPage(page, '/admin/leads?status=contacted');
  await expect(page).toHaveURL(/\/admin\/login\?redirect=/);
  await signInAs(page, SEED_ADMIN);
  await expect(page).toHaveURL(/\/admin\/leads\?status=contacted$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible();
});

test('old admin paths redirect to their /admin/blog pages once signed in', async ({ page }) => {
  await openAsStaff(page, SEED_ADMIN, '/admin/posts');
  await expect(page).toHaveURL(/\/admin\/blog\/posts$/);
  await expect(page.getByRole('heading', { name: 'Posts' })).toBeVisible();
  // A seeded post: the editor sends a writer back to the list from one it cannot load.
  await openPage(page, '/admin/posts/seed-houston-roof-inspection-checklist/edit');
  await expect(page).toHaveURL(
    /\/admin\/blog\/posts\/seed-houston-roof-inspection-checklist\/edit$/,
  );
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(
    'The Houston Homeowner’s Roof Inspection Checklist',
  );
  await openPage(page, '/admin/tags');
  await expect(page).toHaveURL(/\/admin\/blog\/tags$/);
  await expect(page.getByRole('heading', { name: 'Tags' })).toBeVisible();
});

test('an admin grants and removes a writer role, and the writer’s open tab follows', async ({
  page,
  browser,
}) => {
  // The newcomer signs in once (turned away, profile written), so the admin can find them.
  const newcomer = newGoogleAccount(`colleague-${Date.now()}@example.com`);
  const writerContext = await browser.newContext({ serviceWorkers: 'block' });
  const writerPage = await writerContext.newPage();
  await addAccountThroughChooser(writerPage, newcomer.email);
  await expect(writerPage).toHaveURL(/\/admin\/login(\?redirect=[^&]+)?$/);
  await expect(writerPage.getByRole('alert')).toHaveText(NOT_AUTHORIZED);

  await openAsStaff(page, SEED_ADMIN, '/admin/users');
  const row = page.getByRole('row', { name: new RegExp(newcomer.email) });
  await row.getByRole('button', { name: `Add Writer role to ${newcomer.email}` }).click();
  await expect(page.getByText('Role added successfully')).toBeVisible();
  await expect(
    row.getByRole('button', { name: `Remove writer role from ${newcomer.email}` }),
  ).toBeVisible();

  // Now a writer, the colleague picks their account in the chooser again and gets in.
  await writerPage.getByRole('button', { name: 'Sign in with Google' }).click();
  await writerPage
    .getByRole('dialog', { name: 'Choose an account' })
    .getByRole('button', { name: new RegExp(newcomer.email) })
    .click();
  await expect(writerPage.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  page.once('dialog', (dialog) => void dialog.accept());
  await row.getByRole('button', { name: `Remove writer role from ${newcomer.email}` }).click();
  await expect(page.getByText('Role removed successfully')).toBeVisible();
  // No reload: the writer's tab leaves the admin as soon as the role document changes.
  await expect(writerPage).toHaveURL(/\/admin\/login(\?redirect=[^&]+)?$/);
  await expect(writerPage.getByRole('alert')).toHaveText(NOT_AUTHORIZED);
  await writerContext.close();
});

test('the own admin role cannot be removed: the button is disabled and the rules refuse', async ({
  page,
}) => {
  await openAsStaff(page, SEED_ADMIN, '/admin/users');
  await expect(
    page.getByRole('button', { name: `Remove admin role from ${SEED_ADMIN.email}` }),
  ).toBeDisabled();
  const admin = await clientAs(SEED_ADMIN);
  try {
    const uid = (
      await adminDb().collection('profiles').where('email', '==', SEED_ADMIN.email).get()
    ).docs[0]?.id;
    expect(uid).toBeTruthy();
    await expect(
      updateDoc(doc(admin.db, 'roles', uid as string), { admin: false }),
    ).rejects.toMatchObject({
      code: 'permission-denied',
    });
  } finally {
    await admin.close();
  }
  expect((await adminDb().doc('roles/seed-admin').get()).data()).toMatchObject({ admin: true });
});

test('a hanging access check gives up after 10 seconds with the time-out message', async ({
  page,
}) => {
  await openPage(page, '/admin/login');
  await signInAs(page, SEED_ADMIN);
  // The session check's code never arrives: the check hangs.
  await page.route(/\/assets\/session-[^/]*\.js$/, () => undefined);
  await page.goto('/admin/dashboard');
  await expect(page.getByText('Verifying access...')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(TIMED_OUT, { timeout: 20_000 });
  await expect(page).toHaveURL(/\/admin\/login(\?redirect=[^&]+)?$/);
});
