/**
 * Blog rules: visitors read published posts only (a get, and a list that can return nothing
 * else), everyone reads categories and tags, and visitors write none of them.
 */
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
  limit,
  orderBy,
  query,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { startRulesEnvironment } from './helpers';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await startRulesEnvironment();
});
afterAll(() => env.cleanup());

const post = (status: string, slug: string, categoryId = 'storm-damage') => ({
  title: slug,
  slug,
  excerpt: 'Excerpt',
  content: 'Content',
  featuredImageUrl: null,
  categoryId,
  categoryName: 'Storm Damage',
  categorySlug: categoryId,
  tagIds: ['hail'],
  status,
  publishDate: status === 'draft' ? null : Timestamp.fromDate(new Date('2026-03-01')),
  createdAt: Timestamp.fromDate(new Date('2026-02-01')),
  updatedAt: Timestamp.fromDate(new Date('2026-02-01')),
  readingTime: 4,
  seoTitle: null,
  seoDescription: null,
  seoKeywords: [],
  authorId: 'seed-writer',
  authorName: 'Wendy Writer',
  viewCount: 3,
});

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await setDoc(doc(db, 'posts', 'live'), post('published', 'live'));
    await setDoc(doc(db, 'posts', 'draft'), post('draft', 'draft'));
    await setDoc(doc(db, 'posts', 'old'), post('archived', 'old'));
    await setDoc(doc(db, 'categories', 'storm-damage'), {
      name: 'Storm Damage',
      slug: 'storm-damage',
      description: 'Hail and wind.',
    });
    await setDoc(doc(db, 'tags', 'hail'), { name: 'Hail', slug: 'hail' });
    await setDoc(doc(db, 'roles', 'boss'), { admin: true, writer: false });
    await setDoc(doc(db, 'roles', 'pen'), { admin: false, writer: true });
  });
});

const visitor = (): Firestore => env.unauthenticatedContext().firestore() as unknown as Firestore;
const signedIn = (): Firestore =>
  env.authenticatedContext('someone').firestore() as unknown as Firestore;
const admin = (): Firestore => env.authenticatedContext('boss').firestore() as unknown as Firestore;
const writer = (): Firestore => env.authenticatedContext('pen').firestore() as unknown as Firestore;

const readers = { visitor, 'a signed-in user with no role': signedIn };
const everyone = { ...readers, 'an admin': admin, 'a writer': writer };

describe('posts: reads', () => {
  for (const [who, db] of Object.entries(readers)) {
    it(`lets ${who} get a published post`, async () => {
      await assertSucceeds(getDoc(doc(db(), 'posts', 'live')));
    });

    it(`refuses ${who} a get of a draft or an archived post`, async () => {
      await assertFails(getDoc(doc(db(), 'posts', 'draft')));
      await assertFails(getDoc(doc(db(), 'posts', 'old')));
    });

    it(`lets ${who} list published posts, newest first, by category and by slug`, async () => {
      const posts = collection(db(), 'posts');
      const published = where('status', '==', 'published');
      await assertSucceeds(getDocs(query(posts, published, orderBy('publishDate', 'desc'))));
      await assertSucceeds(
        getDocs(
          query(
            posts,
            published,
            where('categoryId', '==', 'storm-damage'),
            orderBy('publishDate', 'desc'),
            limit(4),
          ),
        ),
      );
      await assertSucceeds(getDocs(query(posts, published, where('slug', '==', 'live'), limit(1))));
    });

    it(`refuses ${who} a list that could return a draft or an archived post`, async () => {
      const posts = collection(db(), 'posts');
      await assertFails(getDocs(posts));
      await assertFails(getDocs(query(posts, orderBy('publishDate', 'desc'))));
      await assertFails(getDocs(query(posts, where('slug', '==', 'draft'))));
      await assertFails(getDocs(query(posts, where('status', '==', 'draft'))));
      await assertFails(getDocs(query(posts, where('status', '==', 'archived'))));
      await assertFails(getDocs(query(posts, where('status', 'in', ['published', 'draft']))));
      await assertFails(getDocs(query(posts, where('status', '!=', 'draft'))));
    });
  }
});

// Staff writes of posts, and their limits, are in posts.test.ts.
describe('posts: writes', () => {
  for (const [who, db] of Object.entries(readers)) {
    it(`refuses ${who} creating, editing and deleting a post`, async () => {
      await assertFails(setDoc(doc(db(), 'posts', 'new'), post('draft', 'new')));
      await assertFails(updateDoc(doc(db(), 'posts', 'live'), { title: 'Changed' }));
      await assertFails(deleteDoc(doc(db(), 'posts', 'live')));
    });
  }
  for (const [who, db] of Object.entries(everyone)) {
    it(`refuses ${who} any write to viewCount`, async () => {
      await assertFails(updateDoc(doc(db(), 'posts', 'live'), { viewCount: increment(1) }));
      await assertFails(updateDoc(doc(db(), 'posts', 'live'), { viewCount: 4 }));
    });
  }
});

describe('categories and tags', () => {
  for (const [who, db] of Object.entries(everyone)) {
    it(`lets ${who} get and list categories and tags`, async () => {
      await assertSucceeds(getDoc(doc(db(), 'categories', 'storm-damage')));
      await assertSucceeds(getDocs(query(collection(db(), 'categories'), orderBy('name'))));
      await assertSucceeds(
        getDocs(query(collection(db(), 'categories'), where('slug', '==', 'storm-damage'))),
      );
      await assertSucceeds(getDoc(doc(db(), 'tags', 'hail')));
      await assertSucceeds(getDocs(collection(db(), 'tags')));
    });
  }
  // Staff writes, with their slug reservations, are tested in taxonomy.test.ts.
  for (const [who, db] of Object.entries(readers)) {
    it(`refuses ${who} creating, editing and deleting a category or a tag`, async () => {
      await assertFails(
        setDoc(doc(db(), 'categories', 'new'), { name: 'N', slug: 'n', description: '' }),
      );
      await assertFails(updateDoc(doc(db(), 'categories', 'storm-damage'), { name: 'Storms' }));
      await assertFails(deleteDoc(doc(db(), 'categories', 'storm-damage')));
      await assertFails(setDoc(doc(db(), 'tags', 'new'), { name: 'N', slug: 'n' }));
      await assertFails(updateDoc(doc(db(), 'tags', 'hail'), { name: 'Hailstones' }));
      await assertFails(deleteDoc(doc(db(), 'tags', 'hail')));
    });
  }
});
