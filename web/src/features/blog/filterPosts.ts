import type { PostSummary } from '@altum/domain';
import type { BlogSearch } from './search';

/**
 * The published posts a search shows, order kept: those of the category (by slug), whose title
 * or excerpt contains the query, ignoring case. The blog is small (tens of posts), so the
 * search runs in the browser over the list already loaded, with no extra reads.
 */
export function filterPosts<P extends PostSummary>(
  posts: readonly P[],
  { q, category }: BlogSearch,
): P[] {
  const needle = q?.trim().toLocaleLowerCase() ?? '';
  return posts.filter(
    (post) =>
      (!category || post.categorySlug === category) &&
      (!needle ||
        post.title.toLocaleLowerCase().includes(needle) ||
        post.excerpt.toLocaleLowerCase().includes(needle)),
  );
}
