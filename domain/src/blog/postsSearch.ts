import { POST_STATUSES, type PostStatus } from './limits';

/** The admin posts table's URL state: `/admin/blog/posts?q=hail&status=draft`. */
export interface PostsSearch {
  /** Text searched for in titles. */
  q?: string;
  status?: PostStatus;
}

/**
 * Reads the table's search params: blank or unknown values are dropped. It runs in every
 * page's first load (route search validation), so it lives here, beside the statuses, and
 * not in the admin's code.
 */
export function validatePostsSearch(raw: Record<string, unknown>): PostsSearch {
  const search: PostsSearch = {};
  const q = typeof raw.q === 'string' || typeof raw.q === 'number' ? String(raw.q) : '';
  if (q.trim()) search.q = q;
  const status = POST_STATUSES.find((candidate) => candidate === raw.status);
  if (status) search.status = status;
  return search;
}
