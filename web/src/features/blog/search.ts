import type { Post } from '@altum/domain';

/** The blog list's URL state: `/blog?q=hail&category=storm-damage`. */
export interface BlogSearch {
  /** Text searched for in titles and excerpts. */
  q?: string;
  /** A category slug. */
  category?: string;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Reads the list's search params from a URL: blank or malformed values are dropped. */
export function validateBlogSearch(raw: Record<string, unknown>): BlogSearch {
  const search: BlogSearch = {};
  const q = typeof raw.q === 'string' || typeof raw.q === 'number' ? String(raw.q).trim() : '';
  if (q) search.q = q;
  if (typeof raw.category === 'string' && SLUG.test(raw.category)) search.category = raw.category;
  return search;
}

/**
 * The published posts a search shows, order kept: those of the category (by slug), whose title
 * or excerpt contains the query, ignoring case. The blog is small (tens of posts), so the
 * search runs in the browser over the list already loaded, with no extra reads.
 */
export function filterPosts(posts: readonly Post[], { q, category }: BlogSearch): Post[] {
  const needle = q?.trim().toLocaleLowerCase() ?? '';
  return posts.filter(
    (post) =>
      (!category || post.categorySlug === category) &&
      (!needle ||
        post.title.toLocaleLowerCase().includes(needle) ||
        post.excerpt.toLocaleLowerCase().includes(needle)),
  );
}
