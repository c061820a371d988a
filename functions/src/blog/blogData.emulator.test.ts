/**
 * The blog function's reads against the Firestore emulator and its seed data: each page
 * gets exactly what it shows, published posts only, under the app's own query keys.
 */
import {
  ALL_POSTS_SCOPE,
  postSummaryOf,
  type Category,
  type Post,
  type PostSearchResult,
  type PostsPage,
  type Tag,
} from '@altum/domain';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorUrl, PROJECT_ID } from '../../../scripts/lib/ports';
import { seed } from '../../../scripts/seed/seed';
import { seedArticles } from '../../../scripts/seed/blog/articles';
import { blogKeys } from '../../../web/src/features/blog/keys';
import { countFirestoreReads } from '../../../scripts/load/readCounter';
import { blogListParams, blogPageData, buildPaging } from './blogData';

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';

let app: App;
let db: Firestore;

// The emulator suites share one database and the rules suites leave their own posts in it:
// start from an empty database and the seed, as a fresh `npm start` has.
beforeAll(async () => {
  const documents = `${emulatorUrl('firestore')}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
  const cleared = await fetch(documents, { method: 'DELETE' });
  if (!cleared.ok) throw new Error(`Could not clear the Firestore emulator: ${cleared.status}`);
  await seed({ log: () => undefined });
  app = initializeApp({ projectId: PROJECT_ID }, 'blog-data-test');
  db = getFirestore(app);
});
afterAll(() => deleteApp(app));

const published = seedArticles
  .filter((article) => article.status === 'published')
  .sort((a, b) => (b.publishDate ?? '').localeCompare(a.publishDate ?? ''));
const unpublished = seedArticles.filter((article) => article.status !== 'published');

const data = async (address: string) => {
  const url = new URL(address, 'http://localhost');
  const entries = await blogPageData(db, blogKeys, url.pathname, blogListParams(url.searchParams));
  return new Map(entries.map(([key, value]) => [JSON.stringify(key), value]));
};
const at = (entries: Map<string, unknown>, key: readonly unknown[]) =>
  entries.get(JSON.stringify(key));

describe('blogPageData', () => {
  it('/blog: the first page of published posts newest first, and the categories by name', async () => {
    const entries = await data('/blog');
    expect([...entries.keys()]).toEqual([
      JSON.stringify(blogKeys.categories()),
      JSON.stringify(blogKeys.listPage(null, 1)),
    ]);
    const list = at(entries, blogKeys.listPage(null, 1)) as PostsPage;
    expect(list.posts.map((post) => post.slug)).toEqual(published.map((article) => article.slug));
    expect(list).toMatchObject({ page: 1, pageCount: 1 });
    expect(list.posts[0]?.publishDate).toBeInstanceOf(Date);
    // A card's fields, not the post's text.
    expect(list.posts[0]).not.toHaveProperty('content');
    const names = (at(entries, blogKeys.categories()) as Category[]).map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('/blog?q=: the published posts whose titles hold the words, newest first', async () => {
    const word = 'roof';
    const entries = await data(`/blog?q=${word.toUpperCase()}`);
    const found = at(entries, blogKeys.search(word.toUpperCase(), null)) as PostSearchResult;
    const titled = published.filter((a) =>
      a.title
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .some((w) => w.startsWith(word)),
    );
    expect(titled.length).toBeGreaterThan(0);
    expect(found.posts.map((p) => p.slug)).toEqual(titled.map((a) => a.slug));
    const none = at(await data('/blog?q=zzzqx'), blogKeys.search('zzzqx', null));
    expect(none).toEqual({ posts: [], more: false });
  });

  it('a post: the post, its tags in order and up to three related posts', async () => {
    const article = published.find((a) => a.tagSlugs.length > 1);
    if (!article) throw new Error('no seed post with tags');
    const entries = await data(`/blog/${article.slug}`);
    const post = at(entries, blogKeys.post(article.slug)) as Post;
    expect(post.slug).toBe(article.slug);
    const tags = at(entries, blogKeys.tags(post.tagIds)) as Tag[];
    expect(tags.map((tag) => tag.slug)).toEqual([...article.tagSlugs]);
    const related = at(entries, blogKeys.related(post.id)) as Post[];
    expect(related.map((r) => r.slug)).toEqual(
      published
        .filter((a) => a.categorySlug === article.categorySlug && a.slug !== article.slug)
        .slice(0, 3)
        .map((a) => a.slug),
    );
  });

  it.each(['no-such-post', ...unpublished.map((a) => a.slug)])(
    'a missing or unpublished post (%s) is null, with nothing else read',
    async (slug) => {
      expect([...(await data(`/blog/${slug}`)).entries()]).toEqual([
        [JSON.stringify(blogKeys.post(slug)), null],
      ]);
    },
  );

  it('a category: the category and its published posts, newest first', async () => {
    const slug = published[0]?.categorySlug ?? '';
    const entries = await data(`/blog/category/${slug}`);
    const category = at(entries, blogKeys.category(slug)) as Category;
    expect(category.slug).toBe(slug);
    const list = at(entries, blogKeys.categoryPage(category.id, 1)) as PostsPage;
    expect(list.posts.map((p) => p.slug)).toEqual(
      published.filter((a) => a.categorySlug === slug).map((a) => a.slug),
    );
    expect(at(await data('/blog/category/nope'), blogKeys.category('nope'))).toBeNull();
    // A page beyond the list: null, which the route answers with 404.
    const beyond = await data(`/blog/category/${slug}?page=2`);
    expect(at(beyond, blogKeys.categoryPage(category.id, 2))).toBeNull();
  });

  it('reads nothing for a path no blog route matches', async () => {
    expect(await blogPageData(db, blogKeys, '/blog/a/b/c')).toEqual([]);
    expect(await blogPageData(db, blogKeys, '/about')).toEqual([]);
    expect(await blogPageData(db, blogKeys, '/blog/%E0%A4%A')).toEqual([]);
  });
});

describe('blogPageData on documents written outside the app', () => {
  /** A published seed post, copied under another slug with some fields changed. */
  async function stored(slug: string, changes: Record<string, unknown>) {
    const source = published[0];
    if (!source) throw new Error('no published seed post');
    const found = await db.collection('posts').where('slug', '==', source.slug).limit(1).get();
    const ref = db.collection('posts').doc(`malformed-${slug}`);
    await ref.set({ ...found.docs[0]?.data(), slug, ...changes });
    return ref;
  }

  it('shows a post whose tag ids include ones no tag can have, with its real tags', async () => {
    // 'tags/x' made db.doc('tags/tags/x') throw and the page answer 500; '__name__' is a
    // name Firestore reserves; '' is no id at all.
    const ref = await stored('odd-tag-ids', {
      tagIds: ['hail', 'tags/x', '', '__name__', 'insurance'],
    });
    try {
      const entries = await data('/blog/odd-tag-ids');
      const post = at(entries, blogKeys.post('odd-tag-ids')) as Post;
      expect(post.tagIds).toEqual(['hail', 'insurance']);
      const tags = at(entries, blogKeys.tags(post.tagIds)) as Tag[];
      expect(tags.map((tag) => tag.slug)).toEqual(['hail', 'insurance']);
    } finally {
      await ref.delete();
    }
  });

  it('treats a post that does not match its schema at all as missing, never as a failure', async () => {
    const ref = await stored('not-a-post', { tagIds: 'hail', readingTime: 'long' });
    try {
      expect([...(await data('/blog/not-a-post')).entries()]).toEqual([
        [JSON.stringify(blogKeys.post('not-a-post')), null],
      ]);
    } finally {
      await ref.delete();
    }
  });
});

describe('a blog of many posts, in pages', () => {
  const category = { id: 'bulk-category', name: 'Bulk', slug: 'bulk', description: 'Many posts.' };
  /** Post i (1 = the newest), newer than every seed post; every fifth is a draft. */
  const bulkPost = (i: number, status: 'published' | 'draft') => {
    const when = Timestamp.fromMillis(Date.parse('2031-01-01T00:00:00Z') - i * 3_600_000);
    return {
      title: `Bulk ${status === 'draft' ? 'Secret' : 'Shingle'} Post ${i}`,
      slug: `bulk-post-${status}-${i}`,
      excerpt: `Bulk post ${i}.`,
      content: 'Body.',
      featuredImageUrl: null,
      categoryId: category.id,
      categoryName: category.name,
      categorySlug: category.slug,
      tagIds: [],
      status,
      publishDate: status === 'published' ? when : null,
      createdAt: when,
      updatedAt: when,
      readingTime: 3,
      seoTitle: null,
      seoDescription: null,
      seoKeywords: [],
      authorId: 'bulk-author',
      authorName: 'Bulk Author',
      viewCount: 0,
    };
  };
  const written: string[] = [];
  let publishedCount = 0;

  /** Writes published posts up to `count` (and a draft among them), as staff would. */
  async function publishUpTo(count: number) {
    const batch = db.batch();
    for (let i = publishedCount + 1; i <= count; i++) {
      for (const status of i % 5 === 0
        ? (['published', 'draft'] as const)
        : (['published'] as const)) {
        const post = bulkPost(i, status);
        const id = `bulk-${status}-${i}`;
        batch.set(db.collection('posts').doc(id), post);
        batch.set(db.collection('postSummaries').doc(id), postSummaryOf(post));
        written.push(id);
      }
    }
    await batch.commit();
    publishedCount = count;
    // What buildBlogPaging does after each publish (no function runs in this suite).
    await buildPaging(db, ALL_POSTS_SCOPE);
    await buildPaging(db, category.id);
  }

  beforeAll(async () => {
    await db.collection('categories').doc(category.id).set(category);
    await publishUpTo(60);
  });
  afterAll(async () => {
    const batch = db.batch();
    for (const id of written) {
      batch.delete(db.collection('posts').doc(id));
      batch.delete(db.collection('postSummaries').doc(id));
    }
    batch.delete(db.collection('categories').doc(category.id));
    batch.delete(db.collection('blogPaging').doc(category.id));
    await batch.commit();
    await buildPaging(db, ALL_POSTS_SCOPE);
  });

  const slugs = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, k) => `bulk-post-published-${from + k}`);

  it('page 2 holds posts 25 to 48, newest first, and no draft', async () => {
    const list = at(await data('/blog?page=2'), blogKeys.listPage(null, 2)) as PostsPage;
    expect(list.posts.map((p) => p.slug)).toEqual(slugs(25, 48));
    // 60 of these and the seed's published posts.
    expect(list.pageCount).toBe(Math.ceil((60 + published.length) / 24));
    const category2 = at(
      await data('/blog/category/bulk?page=2'),
      blogKeys.categoryPage(category.id, 2),
    ) as PostsPage;
    expect(category2.posts.map((p) => p.slug)).toEqual(slugs(25, 48));
    expect(category2.pageCount).toBe(3);
    const filtered = at(
      await data('/blog?category=bulk&page=3'),
      blogKeys.listPage('bulk', 3),
    ) as PostsPage;
    expect(filtered.posts.map((p) => p.slug)).toEqual(slugs(49, 60));
  });

  it('a page beyond the list is null', async () => {
    expect(at(await data('/blog?page=9'), blogKeys.listPage(null, 9))).toBeNull();
    expect(
      at(await data('/blog/category/bulk?page=4'), blogKeys.categoryPage(category.id, 4)),
    ).toBeNull();
  });

  it('search finds published posts by a title word, never a draft', async () => {
    // The longest word on the server ('post', in the newest 25 titles holding it), the rest
    // within those.
    const found = at(
      await data('/blog?q=post+12'),
      blogKeys.search('post 12', null),
    ) as PostSearchResult;
    expect(found.posts.map((p) => p.slug)).toEqual(['bulk-post-published-12']);
    const secret = at(await data('/blog?q=secret'), blogKeys.search('secret', null));
    expect(secret).toEqual({ posts: [], more: false });
    const many = at(await data('/blog?q=bulk'), blogKeys.search('bulk', null)) as PostSearchResult;
    expect(many.posts.map((p) => p.slug)).toEqual(slugs(1, 24));
    expect(many.more).toBe(true);
  });

  it('reads per render are bounded, and the same at 60 and at 200 posts', async () => {
    const counter = countFirestoreReads();
    const readsOf = async (address: string) => {
      await data(address); // warm: nothing is built during the count
      counter.reset();
      await data(address);
      return counter.reads;
    };
    const pages = ['/blog?page=2', '/blog/category/bulk?page=2', '/blog?q=shingle'];
    const readsOfAll = async () => {
      const reads: number[] = [];
      for (const page of pages) reads.push(await readsOf(page));
      return reads;
    };
    const at60 = await readsOfAll();
    await publishUpTo(200);
    const at200 = await readsOfAll();
    expect(at200).toEqual(at60);
    // The categories (the seed's and this one) + where the page starts + 24 cards.
    const categories = (await db.collection('categories').get()).size;
    expect(at60[0]).toBe(categories + 1 + 24);
    // The category + where the page starts + 24 cards.
    expect(at60[1]).toBe(1 + 1 + 24);
    // The categories + 25 summaries (one more than shown) + 24 cards.
    expect(at60[2]).toBe(categories + 25 + 24);
  });
});
