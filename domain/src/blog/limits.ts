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
  /** WebP copies of a featured image kept on the post (the library makes 480, 960, 1600). */
  featuredImageVariants: 3,
  /** Related posts shown under a post. */
  relatedPosts: 3,
} as const;

/** A post is visible to the public only while published. */
export const POST_STATUSES = ['draft', 'published', 'archived'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];
