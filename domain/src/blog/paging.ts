import * as v from 'valibot';
import { postSchema, type Post } from './schema';

/**
 * The public blog's numbered pages (`/blog?page=2`, `/blog/category/<slug>?page=2`): 24 cards a
 * page, newest published first. Page 1 has no `page` parameter, so each page has one address.
 */
export const BLOG_PAGE_SIZE = 24;

/**
 * The page a `page` parameter names, or null when it names none: digits only, no leading zero,
 * 2 or more (page 1 is the address without the parameter). Out-of-range numbers are valid here;
 * only the data can tell.
 */
export function parseBlogPage(raw: unknown): number | null {
  const text = typeof raw === 'number' ? String(raw) : raw;
  if (typeof text !== 'string' || !/^[1-9]\d{0,5}$/.test(text)) return null;
  const page = Number(text);
  return page >= 2 ? page : null;
}

/** How many pages `total` posts fill (an empty list still has its page 1). */
export const pageCountOf = (total: number) => Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));

/** Matches searched at most: the newest ones, one page (a search is no place for paging). */
export const BLOG_SEARCH_LIMIT = BLOG_PAGE_SIZE;

/**
 * The post fields a card shows: what the server reads of each listed post (a field mask), so a
 * page of 24 carries no Markdown.
 */
export const POST_CARD_FIELDS = [
  'title',
  'slug',
  'excerpt',
  'featuredImageUrl',
  'featuredImageWidth',
  'featuredImageHeight',
  'featuredImageVariants',
  'categoryId',
  'categoryName',
  'categorySlug',
  'publishDate',
  'readingTime',
] as const satisfies readonly (keyof Post)[];

export const postCardSchema = v.pick(postSchema, POST_CARD_FIELDS);
export type PostCardData = v.InferOutput<typeof postCardSchema> & { id: string };

/** One page of a list: its cards, its number and how many pages the list has (at least 1). */
export interface PostsPage {
  posts: PostCardData[];
  page: number;
  pageCount: number;
}

/** A search's newest matches; `more` when there were more than it shows. */
export interface PostSearchResult {
  posts: PostCardData[];
  more: boolean;
}

/**
 * `blogPaging/{scope}` (scope: '_all' or a category id): where each page of a list starts, the
 * first post's publish date and id (the list's order: publishDate, then id, both descending),
 * and how many posts it holds. Page N is then one query from its start with a limit: no
 * offset, whose skipped documents Firestore bills. Written only by the server.
 */
export const BLOG_PAGING_COLLECTION = 'blogPaging';
/** Never a category's id (letters, digits and hyphens: isItemId). */
export const ALL_POSTS_SCOPE = '_all';
export const blogPagingSchema = v.object({
  total: v.pipe(v.number(), v.integer(), v.minValue(0)),
  starts: v.array(v.object({ at: v.date(), id: v.string() })),
});
export type BlogPaging = v.InferOutput<typeof blogPagingSchema>;
