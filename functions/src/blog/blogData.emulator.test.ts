/**
 * The blog function's reads against the Firestore emulator and its seed data: each page
 * gets exactly what it shows, published posts only, under the app's own query keys.
 */
import type { Category, Post, Tag } from '@altum/domain';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorUrl, PROJECT_ID } from '../../../scripts/lib/ports';
import { seed } from '../../../scripts/seed/seed';
import { seedArticles } from '../../../scripts/seed/blog/articles';
import { blogKeys } from '../../../web/src/features/blog/keys';
import { blogPageData } from './blogData';

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

const data = async (path: string) =>
  new Map(
    (await blogPageData(db, blogKeys, path)).map(([key, value]) => [JSON.stringify(key), value]),
  );
const at = (entries: Map<string, unknown>, key: readonly unknown[]) =>
  entries.get(JSON.stringify(key));

describe('blogPageData', () => {
  it('/blog: the published posts newest first, and the categories by name', async () => {
    const entries = await data('/blog');
    expect([...entries.keys()]).toEqual([
      JSON.stringify(blogKeys.posts()),
      JSON.stringify(blogKeys.categories()),
    ]);
    const posts = at(entries, blogKeys.posts()) as Post[];
    expect(posts.map((post) => post.slug)).toEqual(published.map((article) => article.slug));
    expect(posts[0]?.publishDate).toBeInstanceOf(Date);
    const names = (at(entries, blogKeys.categories()) as Category[]).map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
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
    const posts = at(entries, blogKeys.categoryPosts(category.id)) as Post[];
    expect(posts.map((p) => p.slug)).toEqual(
      published.filter((a) => a.categorySlug === slug).map((a) => a.slug),
    );
    expect(at(await data('/blog/category/nope'), blogKeys.category('nope'))).toBeNull();
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
