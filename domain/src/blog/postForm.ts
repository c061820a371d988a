import * as v from 'valibot';
import { isImageUrl } from '../images/limits';
import { imageVariantSchema, type ChosenImage, type ImageVariant } from '../images/schema';
import { BLOG_LIMITS, POST_STATUSES, type PostStatus } from './limits';
import { POSTS_MESSAGES as m } from './messages';
import { dateToZonedInput, zonedInputToDate } from './schedule';
import type { Post } from './schema';
import { parseKeywords, parseReadingTime } from './text';

/** What slugify produces: lowercase words of letters and digits joined by single hyphens. */
export const SLUG_REGEX = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const pixels = v.pipe(v.number(), v.integer(), v.minValue(1));

/** An image picked from the library: its URL, size and WebP variants. */
const chosenImageSchema = v.object({
  url: v.string(),
  width: v.optional(pixels),
  height: v.optional(pixels),
  variants: v.array(imageVariantSchema),
});

const limited = (limit: number) => v.pipe(v.string(), v.maxLength(limit));

/**
 * The post editor's fields as typed (all text but the tag ids) and what a save stores from
 * them: trimmed title, a normalised slug, reading time as whole minutes (not a number: the
 * default of five), keywords as a list, empty optional text as null, and the publish time
 * (a datetime-local value on the company's clock) as its instant while scheduled, else null.
 */
const postFormFields = v.object({
  title: v.pipe(v.string(), v.trim(), v.nonEmpty(m.titleRequired), v.maxLength(BLOG_LIMITS.title)),
  slug: v.pipe(
    v.string(),
    v.nonEmpty(m.slugRequired),
    v.regex(SLUG_REGEX, m.slugInvalid),
    v.maxLength(BLOG_LIMITS.slug),
  ),
  excerpt: limited(BLOG_LIMITS.excerpt),
  content: limited(BLOG_LIMITS.content),
  featuredImageUrl: v.pipe(
    v.string(),
    v.trim(),
    v.check((url) => url === '' || isImageUrl(url), m.urlInvalid),
    v.maxLength(BLOG_LIMITS.url),
    v.transform((url) => url || null),
  ),
  /** The library image behind the URL, when it was picked (not typed). */
  featuredImage: v.nullable(chosenImageSchema),
  readingTime: v.pipe(
    v.string(),
    v.check((text) => {
      const minutes = Number.parseInt(text.trim(), 10);
      return !Number.isFinite(minutes) || minutes >= BLOG_LIMITS.minReadingTime;
    }, `Reading time must be at least ${BLOG_LIMITS.minReadingTime} minute`),
    v.check((text) => {
      const minutes = Number.parseInt(text.trim(), 10);
      return !Number.isFinite(minutes) || minutes <= BLOG_LIMITS.maxReadingTime;
    }, `Reading time must be at most ${BLOG_LIMITS.maxReadingTime} minutes`),
    v.transform((text: string) => parseReadingTime(text)),
  ),
  seoTitle: v.pipe(
    limited(BLOG_LIMITS.seoTitle),
    v.transform((text) => text.trim() || null),
  ),
  seoDescription: v.pipe(
    limited(BLOG_LIMITS.seoDescription),
    v.transform((text) => text.trim() || null),
  ),
  seoKeywords: v.pipe(
    v.string(),
    v.transform(parseKeywords),
    v.maxLength(BLOG_LIMITS.keywords, `At most ${BLOG_LIMITS.keywords} keywords`),
    v.check(
      (keywords) => keywords.every((keyword) => keyword.length <= BLOG_LIMITS.keyword),
      `Each keyword at most ${BLOG_LIMITS.keyword} characters`,
    ),
  ),
  categoryId: v.pipe(
    v.string(),
    v.transform((id) => id || null),
  ),
  tagIds: v.pipe(v.array(v.string()), v.maxLength(BLOG_LIMITS.tags)),
  status: v.picklist(POST_STATUSES),
  // Optional: a copy kept on the device before scheduling existed has none.
  scheduledAt: v.optional(v.string(), ''),
});

type ScheduleInput = { status: PostStatus; scheduledAt: string };
const scheduled = (input: ScheduleInput) => input.status === 'scheduled';

export const postFormSchema = v.pipe(
  postFormFields,
  v.forward(
    v.partialCheck(
      [['status'], ['scheduledAt']],
      (input: ScheduleInput) => !scheduled(input) || input.scheduledAt !== '',
      m.publishTimeRequired,
    ),
    ['scheduledAt'],
  ),
  v.forward(
    v.partialCheck(
      [['status'], ['scheduledAt']],
      (input: ScheduleInput) =>
        !scheduled(input) ||
        input.scheduledAt === '' ||
        zonedInputToDate(input.scheduledAt) !== null,
      m.publishTimeInvalid,
    ),
    ['scheduledAt'],
  ),
  // Checked as the writer schedules; the publisher publishes a time passed meanwhile (a save
  // queued offline) at its next round, dated that time.
  v.forward(
    v.partialCheck(
      [['status'], ['scheduledAt']],
      (input: ScheduleInput) =>
        !scheduled(input) ||
        (zonedInputToDate(input.scheduledAt)?.getTime() ?? Infinity) > Date.now(),
      m.publishTimeInPast,
    ),
    ['scheduledAt'],
  ),
  v.transform(({ scheduledAt, ...fields }) => ({
    ...fields,
    scheduledAt: fields.status === 'scheduled' ? zonedInputToDate(scheduledAt) : null,
  })),
);

export type PostFormValues = v.InferInput<typeof postFormSchema>;
export type PostFormOutput = v.InferOutput<typeof postFormSchema>;

/** A new post's form: a draft of five minutes' reading. */
export const emptyPostForm = (): PostFormValues => ({
  title: '',
  slug: '',
  excerpt: '',
  content: '',
  featuredImageUrl: '',
  featuredImage: null,
  readingTime: String(BLOG_LIMITS.defaultReadingTime),
  seoTitle: '',
  seoDescription: '',
  seoKeywords: '',
  categoryId: '',
  tagIds: [],
  status: 'draft',
  scheduledAt: '',
});

/** A stored post as the editor shows it. */
export function postToForm(post: Post): PostFormValues {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: post.content,
    featuredImageUrl: post.featuredImageUrl ?? '',
    featuredImage: storedFeaturedImage(post),
    readingTime: String(post.readingTime),
    seoTitle: post.seoTitle ?? '',
    seoDescription: post.seoDescription ?? '',
    seoKeywords: post.seoKeywords.join(', '),
    categoryId: post.categoryId ?? '',
    tagIds: [...post.tagIds],
    status: post.status,
    scheduledAt: post.scheduledAt ? dateToZonedInput(post.scheduledAt) : '',
  };
}

/**
 * A post's publish date after a save: set to `now` when it becomes published without one,
 * kept once set (later edits, unpublishing and publishing again keep the first date), and
 * absent while it was never published. Scheduling keeps it too: the publisher dates a post
 * by its scheduled time only if it was never published. `now` may be a server-time
 * placeholder.
 */
export function nextPublishDate<T>(previous: T | null, status: PostStatus, now: T): T | null {
  if (previous !== null) return previous;
  if (status === 'scheduled') return null;
  return status === 'published' ? now : null;
}

/** What a post keeps of its featured image's library facts. */
export interface FeaturedImageFacts {
  featuredImageWidth: number | null;
  featuredImageHeight: number | null;
  featuredImageVariants: ImageVariant[];
}

/**
 * The size and variants a save stores with the featured image URL: the picked image's, and
 * only while the URL is still that image's (a URL typed over a picked one has none).
 */
export function featuredImageFacts(
  url: string | null,
  chosen: ChosenImage | null,
): FeaturedImageFacts {
  const facts = chosen && url !== null && chosen.url === url.trim() ? chosen : null;
  return {
    featuredImageWidth: facts?.width ?? null,
    featuredImageHeight: facts?.height ?? null,
    featuredImageVariants: (facts?.variants ?? []).slice(0, BLOG_LIMITS.featuredImageVariants),
  };
}

/** A stored post's featured image as the editor holds a picked one; null for a typed URL. */
function storedFeaturedImage(post: Post): ChosenImage | null {
  if (!post.featuredImageUrl) return null;
  const { featuredImageWidth: width, featuredImageHeight: height } = post;
  const variants = post.featuredImageVariants ?? [];
  if (!width && !height && variants.length === 0) return null;
  return {
    url: post.featuredImageUrl,
    ...(width ? { width } : {}),
    ...(height ? { height } : {}),
    variants: [...variants],
  };
}
