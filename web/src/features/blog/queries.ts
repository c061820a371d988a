/**
 * The public blog's way to its data: query-option factories shared by route loaders
 * (`ensureQueryData`) and components (`useSuspenseQuery`). Nothing here imports Firebase:
 * each queryFn loads its `data/` module on first use, so no other page pays for the SDK.
 * Keys start with 'blog' and hold published content only; staff views use their own keys.
 */
import type { Post, PostSearchResult, PostsPage } from '@altum/domain';
import { queryOptions } from '@tanstack/react-query';
import { blogKeys } from './keys';

export { blogKeys };

/**
 * A page of `/blog`: all published posts, or a category's (`category`: its slug, `categoryId`
 * its id, null when the slug names none), newest first. Null when there is no such page.
 */
export const listPageQuery = (category: string | null, categoryId: string | null, page: number) =>
  queryOptions({
    queryKey: blogKeys.listPage(category, page),
    queryFn: async (): Promise<PostsPage | null> => {
      // A slug that names no category lists nothing, as its own page would.
      if (category && !categoryId) return page === 1 ? { posts: [], page, pageCount: 1 } : null;
      return (await import('./data/listPostsPage')).listPostsPage(categoryId, page);
    },
  });

/** The newest published posts whose titles hold the words, all or a category's (as above). */
export const searchQuery = (q: string, category: string | null, categoryId: string | null) =>
  queryOptions({
    queryKey: blogKeys.search(q, category),
    queryFn: async (): Promise<PostSearchResult> => {
      if (category && !categoryId) return { posts: [], more: false };
      return (await import('./data/searchPosts')).searchPosts(q, categoryId);
    },
  });

/** One published post by slug; null when missing or not published. */
export const postQuery = (slug: string) =>
  queryOptions({
    queryKey: blogKeys.post(slug),
    queryFn: async () => (await import('./data/getPublishedPost')).getPublishedPost(slug),
  });

/** Up to three other published posts of the post's category. */
export const relatedPostsQuery = (post: Pick<Post, 'id' | 'categoryId'>) =>
  queryOptions({
    queryKey: blogKeys.related(post.id),
    queryFn: async () => (await import('./data/listRelatedPosts')).listRelatedPosts(post),
  });

/** The tags with these ids, in that order. */
export const tagsQuery = (ids: readonly string[]) =>
  queryOptions({
    queryKey: blogKeys.tags(ids),
    queryFn: async () => (await import('./data/listTags')).listTags(ids),
  });

/** Every category, by name. */
export const categoriesQuery = () =>
  queryOptions({
    queryKey: blogKeys.categories(),
    queryFn: async () => (await import('./data/listCategories')).listCategories(),
  });

/** One category by slug; null when there is none. */
export const categoryQuery = (slug: string) =>
  queryOptions({
    queryKey: blogKeys.category(slug),
    queryFn: async () => (await import('./data/getCategory')).getCategory(slug),
  });

/** A page of a category's published posts, newest first; null when there is no such page. */
export const categoryPageQuery = (categoryId: string, page: number) =>
  queryOptions({
    queryKey: blogKeys.categoryPage(categoryId, page),
    queryFn: async () => (await import('./data/listPostsPage')).listPostsPage(categoryId, page),
  });
