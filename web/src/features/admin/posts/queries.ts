/**
 * The posts screens' reads. Keys start with 'admin': drafts never enter the public cache.
 * The list is live (a Firestore listener, see useAdminPosts); these are the one-off reads.
 */
import { queryOptions } from '@tanstack/react-query';

export const postsKeys = {
  all: ['admin', 'posts'] as const,
  post: (id: string) => [...postsKeys.all, 'post', id] as const,
  bySlug: (slug: string) => [...postsKeys.all, 'slug', slug] as const,
  taxonomy: () => [...postsKeys.all, 'taxonomy'] as const,
  revisions: (id: string) => [...postsKeys.all, 'revisions', id] as const,
};

const data = () => import('./data/posts');

/** One post by id, any status; null when there is none. */
export const adminPostQuery = (id: string) =>
  queryOptions({
    queryKey: postsKeys.post(id),
    queryFn: async () => (await data()).getAdminPost(id),
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
    queryFn: async () => (await data()).getAdminPostBySlug(slug),
    networkMode: 'always',
  });

/** Categories and tags to choose from in the editor. */
export const taxonomyQuery = () =>
  queryOptions({
    queryKey: postsKeys.taxonomy(),
    queryFn: async () => (await data()).listTaxonomy(),
    networkMode: 'always',
  });

/** A post's revision history, newest first: read afresh each time the panel opens. */
export const revisionsQuery = (postId: string) =>
  queryOptions({
    queryKey: postsKeys.revisions(postId),
    queryFn: async () => (await import('./data/revisions')).listRevisions(postId),
    staleTime: 0,
  });
