import * as v from 'valibot';
import { imageVariantSchema } from '../images/schema';
import { BLOG_LIMITS, isItemId, POST_STATUSES } from './limits';

const text = v.string();
const optionalText = v.nullable(v.string());
const pixels = v.pipe(v.number(), v.integer(), v.minValue(1));

/**
 * `posts/{id}`. Category name and slug and the author's name are copied onto the post so a
 * list needs no second read (no staff e-mail: visitors read published posts, and an
 * `authorEmail` older posts may still hold is dropped here); tags are referenced by id. A
 * post that was never published has no publishDate.
 */
export const postSchema = v.object({
  title: v.pipe(text, v.nonEmpty()),
  slug: v.pipe(text, v.nonEmpty()),
  excerpt: v.pipe(text, v.maxLength(BLOG_LIMITS.excerpt)),
  content: text,
  featuredImageUrl: optionalText,
  /**
   * The featured image's size and WebP variants when it came from the image library (absent
   * or null for a typed URL), so public pages serve srcset with width and height set.
   */
  featuredImageWidth: v.optional(v.nullable(pixels)),
  featuredImageHeight: v.optional(v.nullable(pixels)),
  featuredImageVariants: v.optional(
    v.pipe(v.array(imageVariantSchema), v.maxLength(BLOG_LIMITS.featuredImageVariants)),
  ),
  categoryId: optionalText,
  categoryName: optionalText,
  categorySlug: optionalText,
  /**
   * Ids that could not be a tag's (a '/', a reserved name: written before the rules checked
   * them) are dropped as the post is read, so the page shows the other tags instead of
   * failing on a path that is no tag.
   */
  tagIds: v.pipe(
    v.array(text),
    v.transform((ids) => ids.filter(isItemId)),
  ),
  status: v.picklist(POST_STATUSES),
  publishDate: v.nullable(v.date()),
  /** When a scheduled post goes live; null (or absent, on older posts) unless scheduled. */
  scheduledAt: v.optional(v.nullable(v.date())),
  createdAt: v.date(),
  updatedAt: v.date(),
  /** Who saved it last (absent on posts no one has edited in the admin). */
  updatedBy: v.optional(text),
  /** The updatedAt of the copy a save's edit started from (none on a new post): see the rules. */
  baseUpdatedAt: v.optional(v.nullable(v.date())),
  readingTime: v.pipe(v.number(), v.integer(), v.minValue(BLOG_LIMITS.minReadingTime)),
  seoTitle: v.nullable(v.pipe(text, v.maxLength(BLOG_LIMITS.seoTitle))),
  seoDescription: v.nullable(v.pipe(text, v.maxLength(BLOG_LIMITS.seoDescription))),
  seoKeywords: v.array(text),
  authorId: text,
  authorName: text,
  viewCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

/** `categories/{id}`. */
export const categorySchema = v.object({
  name: v.pipe(text, v.nonEmpty()),
  slug: v.pipe(text, v.nonEmpty()),
  description: text,
});

/** `tags/{id}`. */
export const tagSchema = v.object({
  name: v.pipe(text, v.nonEmpty()),
  slug: v.pipe(text, v.nonEmpty()),
});

/** A stored document's fields, with Dates for times. */
export type PostFields = v.InferOutput<typeof postSchema>;
export type CategoryFields = v.InferOutput<typeof categorySchema>;
export type TagFields = v.InferOutput<typeof tagSchema>;

/** The same, with the document id. */
export type Post = PostFields & { id: string };
export type Category = CategoryFields & { id: string };
export type Tag = TagFields & { id: string };

/**
 * A post as lists show it (blog cards, related posts, category pages, feeds): everything but
 * its content, which only its own page needs. Keeps the data a list page embeds small.
 */
export type PostSummary = Omit<Post, 'content'>;

export function toPostSummary(post: Post): PostSummary {
  const { content: _content, ...summary } = post;
  return summary;
}
