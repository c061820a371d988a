/**
 * Blog limits (characters unless named otherwise). firestore.rules does not repeat them yet:
 * staff writes, which the rules will check against these numbers, come with the admin area.
 */
export const BLOG_LIMITS = {
  excerpt: 160,
  seoTitle: 60,
  seoDescription: 160,
  /** Reading speed for the reading-time estimate. */
  wordsPerMinute: 200,
  /** Minutes, when no usable number is given. */
  defaultReadingTime: 5,
  /** Minutes. */
  minReadingTime: 1,
  /** Related posts shown under a post. */
  relatedPosts: 3,
} as const;

/** A post is visible to the public only while published. */
export const POST_STATUSES = ['draft', 'published', 'archived'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];
