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
