/**
 * The public blog's way to its data: query-option factories shared by route loaders
 * (`ensureQueryData`) and components (`useSuspenseQuery`). Nothing here imports Firebase:
 * each queryFn loads its `data/` module on first use, so no other page pays for the SDK.
 * Keys start with 'blog' and hold published content only; staff views use their own keys.
 */
import type { Post } from '@altum/domain';
import { queryOptions } from '@tanstack/react-query';
import { blogKeys } from './keys';

export { blogKeys };

/** Every published post, newest first. */
export const publishedPostsQuery = () =>
  queryOptions({
    queryKey: blogKeys.posts(),
    queryFn: async () => (await import('./data/listPublishedPosts')).listPublishedPosts(),
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

/** A category's published posts, newest first. */
export const categoryPostsQuery = (categoryId: string) =>
  queryOptions({
    queryKey: blogKeys.categoryPosts(categoryId),
    queryFn: async () => (await import('./data/listCategoryPosts')).listCategoryPosts(categoryId),
  });
