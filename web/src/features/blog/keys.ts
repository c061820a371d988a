/**
 * The public blog's query keys. Apart from queries.ts so the server (the blog function,
 * through the server bundle) and scripts use the same keys without the data modules.
 * Keys start with 'blog' and hold published content only; staff views use their own keys.
 */
export const blogKeys = {
  all: ['blog'] as const,
  posts: () => [...blogKeys.all, 'posts'] as const,
  post: (slug: string) => [...blogKeys.all, 'post', slug] as const,
  related: (postId: string) => [...blogKeys.all, 'related', postId] as const,
  tags: (ids: readonly string[]) => [...blogKeys.all, 'tags', ...ids] as const,
  categories: () => [...blogKeys.all, 'categories'] as const,
  category: (slug: string) => [...blogKeys.all, 'category', slug] as const,
  categoryPosts: (categoryId: string) => [...blogKeys.all, 'category-posts', categoryId] as const,
};
