/**
 * The view counter through the Functions emulator, called the way the browser SDK calls it
 * (the callable protocol over HTTP: POST { data }, answer { result } or { error }).
 */
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import {
  Timestamp,
  getFirestore,
  type DocumentReference,
  type Firestore,
} from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorUrl, PROJECT_ID } from '../../../scripts/lib/ports';
import { COUNT_VIEW_ERRORS } from './countPostView';

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
  await Promise.all(created.map((ref) => ref.delete()));
  await deleteApp(app);
});

const callUrl = () => `${emulatorUrl('functions')}/${PROJECT_ID}/us-central1/countPostView`;

async function call(data: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(callUrl(), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
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

const views = async (ref: DocumentReference) => (await ref.get()).get('viewCount') as number;

describe('countPostView', () => {
  it('adds one to a published post per call', async () => {
    const ref = await post('published', 5);
    expect(await call({ postId: ref.id })).toEqual({
      status: 200,
      body: { result: { counted: true } },
    });
    expect(await views(ref)).toBe(6);
    await Promise.all([call({ postId: ref.id }), call({ postId: ref.id })]);
    expect(await views(ref)).toBe(8);
  });

  it.each(['draft', 'archived'] as const)('refuses a %s post and leaves its count', async (s) => {
    const ref = await post(s, 3);
    expect(await call({ postId: ref.id })).toEqual({
      status: 400,
      body: { error: { status: 'FAILED_PRECONDITION', message: COUNT_VIEW_ERRORS.unpublished } },
    });
    expect(await views(ref)).toBe(3);
  });

  it('refuses an unknown post', async () => {
    expect(await call({ postId: 'no-such-post-anywhere' })).toEqual({
      status: 404,
      body: { error: { status: 'NOT_FOUND', message: COUNT_VIEW_ERRORS.unknown } },
    });
    expect((await db.doc('posts/no-such-post-anywhere').get()).exists).toBe(false);
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
