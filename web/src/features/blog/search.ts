/** The blog list's URL state: `/blog?q=hail&category=storm-damage`, `/blog?page=2`. */
export interface BlogSearch {
  /** Words searched for in titles. */
  q?: string;
  /** A category slug. */
  category?: string;
  /** The page of the list, 2 or more (page 1 has no parameter). A search has no pages. */
  page?: number;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Reads the list's search params from a URL: blank or malformed values are dropped. */
export function validateBlogSearch(raw: Record<string, unknown>): BlogSearch {
  const search: BlogSearch = {};
  const q = typeof raw.q === 'string' || typeof raw.q === 'number' ? String(raw.q).trim() : '';
  if (q) search.q = q;
  if (typeof raw.category === 'string' && SLUG.test(raw.category)) search.category = raw.category;
  // As the router parses it (JSON: `?page=2` is the number 2); the server reads the text by
  // the same rule (parseBlogPage) and redirects what this drops.
  const { page } = raw;
  if (Number.isInteger(page) && (page as number) > 1 && !q) search.page = page as number;
  return search;
}
