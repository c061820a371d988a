/**
 * The category-copy trigger on the local stack: renaming a category in the Firestore emulator
 * makes the Functions emulator rewrite the copies on its posts; the same work called directly
 * runs in several batches and changes nothing the second time.
 */
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_EVENT_AGE_MS } from '../eventAge';
import { handleCategoryUpdated, updateCategoryCopies } from './syncCategoryCopies';
import { eventually } from '../testing/eventually';

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';

let app: App;
let db: Firestore;

beforeAll(() => {
  app = initializeApp({ projectId: 'demo-altum' }, 'category-copies-test');
  db = getFirestore(app);
});
afterAll(() => deleteApp(app));

/** Ids no other test or earlier run used, so runs never see each other's posts. */
const runId = Math.random().toString(36).slice(2, 8);

async function seedCategory(id: string, posts: number, otherCategoryPosts = 0) {
  await db.doc(`categories/${id}`).set({ name: 'Gutters', slug: 'gutters', description: '' });
  const batch = db.batch();
  for (let n = 0; n < posts; n++) {
    batch.set(db.doc(`posts/${id}-post-${n}`), {
      title: `Post ${n}`,
      categoryId: id,
      categoryName: 'Gutters',
      categorySlug: 'gutters',
    });
  }
  for (let n = 0; n < otherCategoryPosts; n++) {
    batch.set(db.doc(`posts/${id}-other-${n}`), {
      title: `Other ${n}`,
      categoryId: `${id}-other`,
      categoryName: 'Gutters',
      categorySlug: 'gutters',
    });
  }
  await batch.commit();
}

const copiesOf = async (categoryId: string) =>
  (await db.collection('posts').where('categoryId', '==', categoryId).get()).docs.map((post) => [
    post.get('categoryName') as unknown,
    post.get('categorySlug') as unknown,
  ]);

/** Room for a trigger queued behind earlier suites' events and restarted workers. */
const waitFor = (check: () => Promise<boolean>, timeoutMs = 150_000) =>
  eventually(async () => ((await check()) ? true : undefined), {
    what: 'the category-copy function',
    timeoutMs,
  });

describe('syncCategoryCopies trigger', { timeout: 180_000 }, () => {
  it('rewrites the name and slug on every post of a renamed category, and no other', async () => {
    const id = `trigger-${runId}`;
    await seedCategory(id, 3, 2);
    await db.doc(`categories/${id}`).update({ name: 'Gutters & Drains', slug: 'gutters-drains' });

    await waitFor(async () => (await copiesOf(id)).every(([name]) => name === 'Gutters & Drains'));
    expect(await copiesOf(id)).toEqual(Array(3).fill(['Gutters & Drains', 'gutters-drains']));
    // Posts of another category that happen to share the old name are left alone.
    expect(await copiesOf(`${id}-other`)).toEqual(Array(2).fill(['Gutters', 'gutters']));
  });
});

describe('updateCategoryCopies', () => {
  it('works in batches, and a second run changes nothing', async () => {
    const id = `direct-${runId}`;
    await seedCategory(id, 5);
    // Written with the trigger's own tool, the Admin SDK, but as a set of the category with
    // new values, then run directly with batches of two.
    await db.doc(`categories/${id}`).set({ name: 'Flashing', slug: 'flashing', description: '' });
    const first = await updateCategoryCopies(db, id, 2);
    expect(first.missing).toBe(false);
    // The trigger may have got to some posts first; together every post is up to date.
    expect(first.updated).toBeLessThanOrEqual(5);
    expect(await copiesOf(id)).toEqual(Array(5).fill(['Flashing', 'flashing']));
    expect(await updateCategoryCopies(db, id, 2)).toEqual({ updated: 0, missing: false });
  });

  it('uses the category as it is now, not as an old event saw it', async () => {
    const id = `order-${runId}`;
    await seedCategory(id, 2);
    await db.doc(`categories/${id}`).update({ name: 'Skylights', slug: 'skylights' });
    await db.doc(`categories/${id}`).update({ name: 'Skylights & Vents', slug: 'skylights-vents' });
    await updateCategoryCopies(db, id);
    await waitFor(async () => (await copiesOf(id)).every(([name]) => name === 'Skylights & Vents'));
    // Whatever order the two events ran in, the last name stays.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await copiesOf(id)).toEqual(Array(2).fill(['Skylights & Vents', 'skylights-vents']));
  });

  it('does nothing for a category that no longer exists', async () => {
    expect(await updateCategoryCopies(db, `gone-${runId}`)).toEqual({ updated: 0, missing: true });
  });
});

describe('handleCategoryUpdated', () => {
  const rename = (id: string, time: number) => ({
    id: `event-${id}`,
    time: new Date(time).toISOString(),
    categoryId: id,
    before: { name: 'Gutters', slug: 'gutters' },
    after: { name: 'Soffits', slug: 'soffits' },
  });

  it('drops an event retried for over an hour, and handles one younger', async () => {
    const id = `aged-${runId}`;
    // The category created already renamed (a creation is no update: the trigger stays out
    // of this test), its posts still with the old copy.
    await db.doc(`categories/${id}`).set({ name: 'Soffits', slug: 'soffits', description: '' });
    for (const n of [0, 1])
      await db.doc(`posts/${id}-post-${n}`).set({
        title: `Post ${n}`,
        categoryId: id,
        categoryName: 'Gutters',
        categorySlug: 'gutters',
      });
    const now = Date.now();
    expect(await handleCategoryUpdated(db, rename(id, now - MAX_EVENT_AGE_MS - 60_000), now)).toBe(
      'expired',
    );
    expect(await copiesOf(id)).toEqual(Array(2).fill(['Gutters', 'gutters']));
    expect(
      await handleCategoryUpdated(db, rename(id, now - MAX_EVENT_AGE_MS + 60_000), now),
    ).toEqual({ updated: 2, missing: false });
    expect(await copiesOf(id)).toEqual(Array(2).fill(['Soffits', 'soffits']));
  });
});
