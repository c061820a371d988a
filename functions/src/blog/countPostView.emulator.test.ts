/**
 * The view counter through the Functions emulator, called the way the browser SDK calls it
 * (the callable protocol over HTTP: POST { data }, answer { result } or { error }). Views
 * land in shards beside the post (postStats/{id}/viewShards/{k}); the post is never written.
 */
import { POST_STATS, VIEW_SHARD_COUNT, VIEW_SHARDS } from '@altum/domain';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import {
  AggregateField,
  Timestamp,
  getFirestore,
  type DocumentReference,
  type Firestore,
} from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorUrl, PROJECT_ID } from '../../../scripts/lib/ports';
import { COUNT_VIEW_ERRORS, POST_VIEWERS } from './countPostView';

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';

let app: App;
let db: Firestore;

beforeAll(() => {
  app = initializeApp({ projectId: PROJECT_ID }, 'count-post-view-test');
  db = getFirestore(app);
});
/** Posts this file wrote: deleted at the end, so later suites on the stack see only the seed. */
const created: DocumentReference[] = [];
afterAll(async () => {
  const markers = await db.collection(POST_VIEWERS).listDocuments();
  const shards = (await Promise.all(created.map((ref) => shardsOf(ref).listDocuments()))).flat();
  await Promise.all([...created, ...markers, ...shards].map((ref) => ref.delete()));
  await deleteApp(app);
});

const callUrl = () => `${emulatorUrl('functions')}/${PROJECT_ID}/us-central1/countPostView`;

/**
 * One call, from the address `ip`: the emulator has no front end, so the test sends the
 * X-Forwarded-For header Google's would append (the function trusts only its last entry).
 */
async function call(
  data: unknown,
  ip = '198.51.100.1',
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(callUrl(), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ data }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A post of its own for each test, so runs and tests never share a count. */
async function post(status: 'draft' | 'published' | 'archived', viewCount = 5) {
  const ref = db.collection('posts').doc(`view-test-${Math.random().toString(36).slice(2, 10)}`);
  created.push(ref);
  const now = Timestamp.now();
  await ref.set({
    title: 'View test',
    slug: ref.id,
    excerpt: 'A post for the view counter test.',
    content: 'Text.',
    featuredImageUrl: null,
    categoryId: null,
    categoryName: null,
    categorySlug: null,
    tagIds: [],
    status,
    publishDate: status === 'draft' ? null : now,
    createdAt: now,
    updatedAt: now,
    readingTime: 1,
    seoTitle: null,
    seoDescription: null,
    seoKeywords: [],
    authorId: 'test',
    authorName: 'Test Writer',
    viewCount,
  });
  return ref;
}

const shardsOf = (ref: DocumentReference) =>
  db.collection(POST_STATS).doc(ref.id).collection(VIEW_SHARDS);

/** The views counted in the post's shards, summed as the dashboard sums them. */
const views = async (ref: DocumentReference) =>
  (
    await shardsOf(ref)
      .aggregate({ views: AggregateField.sum('views') })
      .get()
  ).data().views;

const counted = (yes: boolean) => ({ status: 200, body: { result: { counted: yes } } });

// Concurrent calls start Functions emulator workers of their own, slow on a busy machine.
describe('countPostView', { timeout: 120_000 }, () => {
  it('counts one visitor once a day, however often and however fast it calls', async () => {
    const ref = await post('published', 5);
    expect(await call({ postId: ref.id }, '203.0.113.10')).toEqual(counted(true));
    expect(await views(ref)).toBe(1);
    expect(await call({ postId: ref.id }, '203.0.113.10')).toEqual(counted(false));
    const burst = await Promise.all(
      Array.from({ length: 6 }, () => call({ postId: ref.id }, '203.0.113.10')),
    );
    expect(burst).toEqual(Array.from({ length: 6 }, () => counted(false)));
    expect(await views(ref)).toBe(1);
  });

  it('counts beside the post: the post, and its frozen count, stay as they were', async () => {
    const ref = await post('published', 5);
    const before = await ref.get();
    const results = await Promise.all(
      ['203.0.113.70', '203.0.113.71', '203.0.113.72', '203.0.113.73'].map((ip) =>
        call({ postId: ref.id }, ip),
      ),
    );
    expect(results).toEqual(Array.from({ length: 4 }, () => counted(true)));
    const after = await ref.get();
    // Not written at all: no trigger woke, no editor open on it heard of the views.
    expect(after.updateTime?.isEqual(before.updateTime ?? Timestamp.fromMillis(0))).toBe(true);
    expect(after.get('viewCount')).toBe(5);
    expect(await views(ref)).toBe(4);
    // Only shards 0..VIEW_SHARD_COUNT-1, each holding nothing but its count.
    const shards = await shardsOf(ref).get();
    for (const shard of shards.docs) {
      expect(Number(shard.id)).toBeGreaterThanOrEqual(0);
      expect(Number(shard.id)).toBeLessThan(VIEW_SHARD_COUNT);
      expect(Object.keys(shard.data())).toEqual(['views']);
    }
    expect(shards.docs.reduce((sum, shard) => sum + (shard.get('views') as number), 0)).toBe(4);
  });

  it('counts another address, and each address once even when they arrive together', async () => {
    const ref = await post('published', 0);
    const results = await Promise.all(
      ['203.0.113.21', '203.0.113.22', '203.0.113.21', '2001:db8::7', '2001:db8::7'].map((ip) =>
        call({ postId: ref.id }, ip),
      ),
    );
    expect(results.filter((result) => result.body['result'] !== undefined)).toHaveLength(5);
    expect(await views(ref)).toBe(3);
  });

  it('counts one IPv6 /64 once, however its addresses are spelled', async () => {
    const ref = await post('published', 0);
    expect(await call({ postId: ref.id }, '2001:db8:5:6::1')).toEqual(counted(true));
    expect(await call({ postId: ref.id }, '2001:db8:5:6:abcd:1234:5678:9')).toEqual(counted(false));
    expect(await call({ postId: ref.id }, '2001:DB8:5:6::FE%eth0')).toEqual(counted(false));
    expect(await call({ postId: ref.id }, '2001:db8:5:7::1')).toEqual(counted(true));
    // An IPv4-mapped address is the IPv4 visitor it carries.
    expect(await call({ postId: ref.id }, '203.0.113.60')).toEqual(counted(true));
    expect(await call({ postId: ref.id }, '::ffff:203.0.113.60')).toEqual(counted(false));
    expect(await views(ref)).toBe(3);
  });

  it('trusts only the address the front end appended, not what the client put before it', async () => {
    const ref = await post('published', 0);
    expect(await call({ postId: ref.id }, '10.0.0.1, 203.0.113.30')).toEqual(counted(true));
    expect(await call({ postId: ref.id }, '10.0.0.2, 203.0.113.30')).toEqual(counted(false));
    expect(await call({ postId: ref.id }, '203.0.113.30, 203.0.113.31')).toEqual(counted(true));
    expect(await views(ref)).toBe(2);
  });

  it('counts the same visitor again for another post', async () => {
    const [a, b] = [await post('published', 0), await post('published', 0)];
    expect(await call({ postId: a.id }, '203.0.113.40')).toEqual(counted(true));
    expect(await call({ postId: b.id }, '203.0.113.40')).toEqual(counted(true));
    expect([await views(a), await views(b)]).toEqual([1, 1]);
  });

  it('keeps a marker with an expiry and no address: a salted hash, never the raw IP', async () => {
    const ref = await post('published', 0);
    const before = await db.collection(POST_VIEWERS).get();
    expect(await call({ postId: ref.id }, '203.0.113.50')).toEqual(counted(true));
    const after = await db.collection(POST_VIEWERS).get();
    const added = after.docs.filter((doc) => !before.docs.some((old) => old.id === doc.id));
    expect(added).toHaveLength(1);
    const marker = added[0];
    if (!marker) throw new Error('no marker');
    expect(marker.id).toMatch(/^[0-9a-f]{64}$/);
    expect(Object.keys(marker.data())).toEqual(['expireAt']);
    const expireAt = (marker.get('expireAt') as Timestamp).toDate();
    const hoursLeft = (expireAt.getTime() - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(0);
    expect(hoursLeft).toBeLessThanOrEqual(24);
    expect(expireAt.toISOString()).toMatch(/T00:00:00\.000Z$/);
    expect(JSON.stringify(marker.data())).not.toContain('203.0.113.50');
  });

  it.each(['draft', 'archived'] as const)('refuses a %s post and counts nothing', async (s) => {
    const ref = await post(s, 3);
    expect(await call({ postId: ref.id })).toEqual({
      status: 400,
      body: { error: { status: 'FAILED_PRECONDITION', message: COUNT_VIEW_ERRORS.unpublished } },
    });
    expect((await shardsOf(ref).get()).empty).toBe(true);
    expect((await ref.get()).get('viewCount')).toBe(3);
  });

  it('refuses an unknown post', async () => {
    expect(await call({ postId: 'no-such-post-anywhere' })).toEqual({
      status: 404,
      body: { error: { status: 'NOT_FOUND', message: COUNT_VIEW_ERRORS.unknown } },
    });
    expect((await db.doc('posts/no-such-post-anywhere').get()).exists).toBe(false);
    expect(
      (await db.collection(`${POST_STATS}/no-such-post-anywhere/${VIEW_SHARDS}`).get()).empty,
    ).toBe(true);
  });

  it.each([
    ['no data', null],
    ['a bare string', 'seed-hail-season'],
    ['no post id', {}],
    ['a number as id', { postId: 42 }],
    ['an empty id', { postId: '' }],
    ['a path as id', { postId: 'posts/x' }],
    ['an extra field', { postId: 'x', viewCount: 1000 }],
  ])('refuses malformed input: %s', async (_, data) => {
    expect(await call(data)).toEqual({
      status: 400,
      body: { error: { status: 'INVALID_ARGUMENT', message: COUNT_VIEW_ERRORS.malformed } },
    });
  });
});
