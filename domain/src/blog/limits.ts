/**
 * Blog limits (characters unless named otherwise). firestore.rules repeats the field limits
 * for staff writes (the posts block); tests/rules/posts.test.ts checks both agree.
 */
export const BLOG_LIMITS = {
  excerpt: 160,
  /** Not in the spec: bounds that keep a post well inside one Firestore document. */
  title: 200,
  slug: 200,
  content: 100_000,
  url: 2048,
  keywords: 30,
  keyword: 100,
  tags: 30,
  seoTitle: 60,
  seoDescription: 160,
  /** Reading speed for the reading-time estimate. */
  wordsPerMinute: 200,
  /** Minutes, when no usable number is given. */
  defaultReadingTime: 5,
  /** Minutes. */
  minReadingTime: 1,
  /** Minutes: ten hours, more than any article needs. */
  maxReadingTime: 600,
  /** WebP copies of a featured image kept on the post (the library makes 480, 960, 1600). */
  featuredImageVariants: 3,
  /** Related posts shown under a post. */
  relatedPosts: 3,
} as const;

/**
 * A post is visible to the public only while published; a scheduled one waits for its
 * scheduledAt, when the scheduled publisher publishes it.
 */
export const POST_STATUSES = ['draft', 'scheduled', 'published', 'archived'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/**
 * The ids this site gives documents it links to (tags, categories, images): Firestore's
 * 20-character auto-ids and the seed's slugs, 1-100 letters, digits and hyphens. Kept out:
 * '/', which would make `tags/<id>` a path into another collection, and '__x__' and '.',
 * which Firestore reserves. firestore.rules and storage.rules repeat it (a rules test keeps
 * them equal).
 */
export const ITEM_ID_PATTERN = '[A-Za-z0-9-]{1,100}';

const ITEM_ID_REGEX = new RegExp(`^${ITEM_ID_PATTERN}$`);

export function isItemId(id: string): boolean {
  return ITEM_ID_REGEX.test(id);
}
