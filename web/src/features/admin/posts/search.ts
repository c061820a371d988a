import type { PostStatus } from '@altum/domain';

/** The posts table's URL state: `/admin/blog/posts?q=hail&status=draft`. */
export interface PostsSearch {
  /** Text searched for in titles. */
  q?: string;
  status?: PostStatus;
}

/*
 * The statuses again, by type only: this module runs in the app's first load (route search
 * validation), which must not pull in the domain package's code. The check below fails the
 * type check if domain's POST_STATUSES ever gains a status this list lacks.
 */
const STATUSES = ['draft', 'published', 'archived'] as const satisfies readonly PostStatus[];
type Missing = Exclude<PostStatus, (typeof STATUSES)[number]>;
const everyStatus: [Missing] extends [never] ? true : false = true;

/** Reads the table's search params: blank or unknown values are dropped. */
export function validatePostsSearch(raw: Record<string, unknown>): PostsSearch {
  const search: PostsSearch = {};
  const q = typeof raw.q === 'string' || typeof raw.q === 'number' ? String(raw.q) : '';
  if (q.trim()) search.q = q;
  const status = everyStatus && STATUSES.find((candidate) => candidate === raw.status);
  if (status) search.status = status;
  return search;
}
