/**
 * postSummaries/{postId}, the admin list's slim copy of each post: staff read them, visitors
 * only a published post's (the blog's search); a summary is written only in the batch that writes its post, equal to the post as the
 * batch leaves it, and deleted only with it.
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
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { postSummaryOf, titleTerms } from '@altum/domain';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { clearFirestore, firestoreAs, seedRoles, startRulesEnvironment } from './helpers';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await startRulesEnvironment();
});
afterAll(() => env.cleanup());

const WRITER = { uid: 'pen', email: 'writer@altum-roofing.test', fullName: 'Wendy Writer' };
const ADMIN = { uid: 'boss', email: 'admin@altum-roofing.test', fullName: 'Alex Admin' };
const created = Timestamp.fromDate(new Date('2026-02-20T12:00:00Z'));
const saved = Timestamp.fromDate(new Date('2026-03-01T12:00:00Z'));

/** The stored post 'live' as an earlier save left it. */
const stored = {
  title: 'Hail Season',
  slug: 'hail-season',
  excerpt: 'What hail does to a roof.',
  content: 'One.\nTwo.',
  featuredImageUrl: null,
  categoryId: 'storm-damage',
  categoryName: 'Storm Damage',
  categorySlug: 'storm-damage',
  tagIds: ['hail'],
  status: 'draft' as const,
  publishDate: null,
  createdAt: created,
  updatedAt: saved,
  updatedBy: WRITER.uid,
  readingTime: 4,
  seoTitle: null,
  seoDescription: null,
  seoKeywords: ['hail'],
  authorId: WRITER.uid,
  authorName: WRITER.fullName,
  viewCount: 0,
};

/** A new post by the writer, as the editor creates it. */
const fresh = (slug: string, title = 'Attic Heat') => ({
  ...stored,
  title,
  slug,
  publishDate: null,
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
});

beforeEach(async () => {
  await clearFirestore(env);
  await seedRoles(env, { [ADMIN.uid]: 'admin', [WRITER.uid]: 'writer', nobody: 'former' });
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    for (const who of [ADMIN, WRITER]) {
      await setDoc(doc(db, 'profiles', who.uid), {
        email: who.email,
        fullName: who.fullName,
        avatarUrl: null,
      });
    }
    await setDoc(doc(db, 'categories', 'storm-damage'), {
      name: 'Storm Damage',
      slug: 'storm-damage',
      description: 'Hail and wind.',
    });
    await setDoc(doc(db, 'posts', 'live'), stored);
    await setDoc(doc(db, 'postSlugs', 'hail-season'), { postId: 'live' });
    await setDoc(doc(db, 'postSummaries', 'live'), postSummaryOf(stored));
  });
});

const writer = () => firestoreAs(env, WRITER.uid, WRITER.email);
const admin = () => firestoreAs(env, ADMIN.uid, ADMIN.email);
const visitor = () => firestoreAs(env, null);
const noRole = () => firestoreAs(env, 'nobody', 'nobody@example.com');

/** A new post, its reservation and its summary (changed by `change`), in one batch. */
function create(db: Firestore, change: (summary: Record<string, unknown>) => void = () => {}) {
  const post = fresh('attic-heat');
  const summary: Record<string, unknown> = postSummaryOf(post);
  change(summary);
  const batch = writeBatch(db);
  batch.set(doc(db, 'posts', 'new'), post);
  batch.set(doc(db, 'postSlugs', 'attic-heat'), { postId: 'new' });
  batch.set(doc(db, 'postSummaries', 'new'), summary);
  return batch.commit();
}

/** An edit of 'live' as the editor saves it: the post's fields and the summary's, one batch. */
function edit(
  db: Firestore,
  change: (summary: Record<string, unknown>) => void = () => {},
  who = WRITER,
  title = 'Hail Season, Again',
) {
  const changed = {
    title,
    status: 'draft',
    scheduledAt: null,
    categoryId: 'storm-damage',
    categoryName: 'Storm Damage',
    updatedAt: serverTimestamp(),
  };
  const summary: Record<string, unknown> = { ...changed, titleTerms: titleTerms(title) };
  change(summary);
  const batch = writeBatch(db);
  batch.update(doc(db, 'posts', 'live'), { ...changed, updatedBy: who.uid, baseUpdatedAt: saved });
  batch.update(doc(db, 'postSummaries', 'live'), summary);
  return batch.commit();
}

describe('postSummaries: read', () => {
  it('lets writers and admins read one and list a page', async () => {
    for (const db of [writer(), admin()]) {
      await assertSucceeds(getDoc(doc(db, 'postSummaries', 'live')));
      await assertSucceeds(
        getDocs(query(collection(db, 'postSummaries'), orderBy('createdAt', 'desc'), limit(25))),
      );
    }
  });

  it('refuses visitors and people without a role any summary of a post that is not public', async () => {
    for (const db of [visitor(), noRole()]) {
      await assertFails(getDoc(doc(db, 'postSummaries', 'live')));
      await assertFails(getDocs(query(collection(db, 'postSummaries'), limit(25))));
      await assertFails(
        getDocs(
          query(
            collection(db, 'postSummaries'),
            where('titleTerms', 'array-contains', 'hail'),
            limit(25),
          ),
        ),
      );
    }
  });

  it("lets visitors search published posts' summaries, and get one", async () => {
    const published = {
      ...stored,
      title: 'Hail Claims',
      status: 'published' as const,
      publishDate: saved,
    };
    await env.withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(ctx.firestore(), 'postSummaries', 'public'), postSummaryOf(published));
    });
    for (const db of [visitor(), noRole()]) {
      await assertSucceeds(getDoc(doc(db, 'postSummaries', 'public')));
      await assertSucceeds(
        getDocs(
          query(
            collection(db, 'postSummaries'),
            where('status', '==', 'published'),
            where('titleTerms', 'array-contains', 'hail'),
            orderBy('publishDate', 'desc'),
            limit(25),
          ),
        ),
      );
    }
  });
});

describe("blogPaging: the public lists' page starts", () => {
  it('lets anyone get one, and nobody list them or write', async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(ctx.firestore(), 'blogPaging', 'all'), { total: 0, starts: [] });
    });
    for (const db of [visitor(), noRole(), writer(), admin()]) {
      await assertSucceeds(getDoc(doc(db, 'blogPaging', 'all')));
      await assertFails(getDocs(collection(db, 'blogPaging')));
      await assertFails(setDoc(doc(db, 'blogPaging', 'all'), { total: 1, starts: [] }));
      await assertFails(deleteDoc(doc(db, 'blogPaging', 'all')));
    }
  });
});

describe('postSummaries: written with the post', () => {
  it('lets staff create a post with its summary, and edit both', async () => {
    await assertSucceeds(create(writer()));
    await assertSucceeds(edit(admin(), undefined, ADMIN));
  });

  it('refuses a summary alone, with no post or beside an unchanged one', async () => {
    const db = writer();
    await assertFails(setDoc(doc(db, 'postSummaries', 'none'), postSummaryOf(stored)));
    await assertFails(
      updateDoc(doc(db, 'postSummaries', 'live'), {
        title: 'Not The Post',
        titleTerms: titleTerms('Not The Post'),
      }),
    );
  });

  it.each<[string, (summary: Record<string, unknown>) => void]>([
    ['a title', (s) => (s.title = 'Other')],
    ['a slug', (s) => (s.slug = 'other')],
    ['a status', (s) => (s.status = 'published')],
    ['a creation time', (s) => (s.createdAt = created)],
    ['an update time', (s) => (s.updatedAt = saved)],
    ['a publish date', (s) => (s.publishDate = saved)],
    ['a schedule', (s) => (s.scheduledAt = saved)],
    ['an author', (s) => (s.authorName = 'Someone Else')],
    ['a category', (s) => (s.categoryId = 'other')],
    ['a category name', (s) => (s.categoryName = 'Other')],
    ['search terms that are not a list of short words', (s) => (s.titleTerms = ['x'.repeat(21)])],
    [
      'too many search terms',
      (s) => (s.titleTerms = Array.from({ length: 301 }, (_, i) => `t${i}`)),
    ],
    ['search terms of another type', (s) => (s.titleTerms = 'attic')],
    ['the content', (s) => (s.content = 'One.\nTwo.')],
    ['a missing field', (s) => delete s.authorName],
  ])('refuses a summary that differs from its post: %s', async (_, change) => {
    await assertFails(create(writer(), change));
  });

  it('refuses an edit whose summary keeps the old title', async () => {
    await assertFails(edit(writer(), (s) => (s.title = stored.title)));
  });

  it('takes a title without a word (no search terms)', async () => {
    const db = writer();
    const post = fresh('attic-heat', '—');
    const batch = writeBatch(db);
    batch.set(doc(db, 'posts', 'new'), { ...post, slug: 'attic-heat' });
    batch.set(doc(db, 'postSlugs', 'attic-heat'), { postId: 'new' });
    batch.set(doc(db, 'postSummaries', 'new'), postSummaryOf(post));
    await assertSucceeds(batch.commit());
  });

  it('refuses visitors and people without a role, even a matching summary', async () => {
    for (const db of [visitor(), noRole()]) await assertFails(create(db));
  });
});

describe('postSummaries: delete', () => {
  it('lets an admin delete a post with its summary and reservation', async () => {
    const db = admin();
    const batch = writeBatch(db);
    batch.delete(doc(db, 'posts', 'live'));
    batch.delete(doc(db, 'postSlugs', 'hail-season'));
    batch.delete(doc(db, 'postSummaries', 'live'));
    await assertSucceeds(batch.commit());
  });

  it('refuses deleting a summary whose post stays, for anyone', async () => {
    for (const db of [admin(), writer(), visitor()])
      await assertFails(deleteDoc(doc(db, 'postSummaries', 'live')));
  });

  it('lets staff remove a summary left by a post already gone; visitors never', async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(ctx.firestore(), 'postSummaries', 'gone'), postSummaryOf(stored));
    });
    await assertFails(deleteDoc(doc(visitor(), 'postSummaries', 'gone')));
    await assertSucceeds(deleteDoc(doc(writer(), 'postSummaries', 'gone')));
  });
});
