/**
 * The posts screens' reads. Keys start with 'admin': drafts never enter the public cache.
 * The list's first page is live (a Firestore listener, see useAdminPosts); these are the
 * one-off reads, each use case's module loaded when first needed.
 */
import { queryOptions } from '@tanstack/react-query';
import type { PostsCursor, PostsFilter } from './data/postList';

export const postsKeys = {
  all: ['admin', 'posts'] as const,
  post: (id: string) => [...postsKeys.all, 'post', id] as const,
  bySlug: (slug: string) => [...postsKeys.all, 'slug', slug] as const,
  taxonomy: () => [...postsKeys.all, 'taxonomy'] as const,
  revisions: (id: string) => [...postsKeys.all, 'revisions', id] as const,
  pages: () => [...postsKeys.all, 'pages'] as const,
  /** A later page of the list: by its filter and the post it starts after. */
  page: (filter: PostsFilter, afterId: string) =>
    [...postsKeys.pages(), filter.status ?? null, filter.q ?? null, afterId] as const,
};

const post = () => import('./data/post');

/** One post by id, any status; null when there is none. */
export const adminPostQuery = (id: string) =>
  queryOptions({
    queryKey: postsKeys.post(id),
    queryFn: async () => (await post()).getAdminPost(id),
    // The editor works from the copy it opened; a refetch would not change the form.
    staleTime: 0,
    gcTime: 0,
    networkMode: 'always',
    retry: 1,
  });

/** One post by slug, drafts included: the staff preview. */
export const adminPostBySlugQuery = (slug: string) =>
  queryOptions({
    queryKey: postsKeys.bySlug(slug),
    queryFn: async () => (await post()).getAdminPostBySlug(slug),
    networkMode: 'always',
  });

/** Categories and tags to choose from in the editor. */
export const taxonomyQuery = () =>
  queryOptions({
    queryKey: postsKeys.taxonomy(),
    queryFn: async () => (await import('./data/taxonomyChoices')).listTaxonomy(),
    networkMode: 'always',
  });

/** A post's revision history, newest first: read afresh each time the panel opens. */
export const revisionsQuery = (postId: string) =>
  queryOptions({
    queryKey: postsKeys.revisions(postId),
    queryFn: async () => (await import('./data/revisions')).listRevisions(postId),
    staleTime: 0,
  });

/**
 * A later page of the list, after `after` (the last row of the page before); read once, and
 * again when a delete from this screen marks the pages stale.
 */
export const postsPageQuery = (filter: PostsFilter, after: PostsCursor | undefined) =>
  queryOptions({
    queryKey: postsKeys.page(filter, after?.id ?? ''),
    queryFn: async () => {
      if (!after) throw new Error('A later page needs the row it starts after');
      return (await import('./data/postList')).getPostsPage(filter, after);
    },
    networkMode: 'always',
    staleTime: 30_000,
  });
