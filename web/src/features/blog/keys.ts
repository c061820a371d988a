/**
 * The public blog's query keys. Apart from queries.ts so the server (the blog function,
 * through the server bundle) and scripts use the same keys without the data modules.
 * Keys start with 'blog' and hold published content only; staff views use their own keys.
 */
export const blogKeys = {
  all: ['blog'] as const,
  /** A page of `/blog`, all posts or one category's (by slug, as the URL names it). */
  listPage: (category: string | null, page: number) =>
    [...blogKeys.all, 'list', category, page] as const,
  /** A search of `/blog?q=`, in all posts or one category (by slug). */
  search: (q: string, category: string | null) => [...blogKeys.all, 'search', q, category] as const,
  post: (slug: string) => [...blogKeys.all, 'post', slug] as const,
  related: (postId: string) => [...blogKeys.all, 'related', postId] as const,
  tags: (ids: readonly string[]) => [...blogKeys.all, 'tags', ...ids] as const,
  categories: () => [...blogKeys.all, 'categories'] as const,
  category: (slug: string) => [...blogKeys.all, 'category', slug] as const,
  /** A page of a category's own page, by its id. */
  categoryPage: (categoryId: string, page: number) =>
    [...blogKeys.all, 'category-page', categoryId, page] as const,
};
