import {
  featuredImageFacts,
  parseKeywords,
  parseReadingTime,
  type Category,
  type Post,
  type PostFormValues,
  type Tag,
} from '@altum/domain';

/**
 * The post as the public page would show it with the editor's current text: what the live
 * preview renders. Fields the form does not edit come from the stored post, if any.
 */
export function previewPost(
  values: PostFormValues,
  stored: Post | null,
  categories: readonly Category[],
  now: Date,
): Post {
  const category = categories.find((candidate) => candidate.id === values.categoryId);
  const imageUrl = /^https?:\/\/\S+$/.test(values.featuredImageUrl.trim())
    ? values.featuredImageUrl.trim()
    : null;
  return {
    id: stored?.id ?? 'preview',
    title: values.title || 'Untitled post',
    slug: values.slug,
    excerpt: values.excerpt,
    content: values.content,
    featuredImageUrl: imageUrl,
    ...featuredImageFacts(imageUrl, values.featuredImage),
    categoryId: category?.id ?? null,
    categoryName: category?.name ?? null,
    categorySlug: category?.slug ?? null,
    tagIds: values.tagIds,
    status: values.status,
    publishDate: stored?.publishDate ?? now,
    createdAt: stored?.createdAt ?? now,
    updatedAt: now,
    readingTime: parseReadingTime(values.readingTime),
    seoTitle: values.seoTitle || null,
    seoDescription: values.seoDescription || null,
    seoKeywords: parseKeywords(values.seoKeywords),
    authorId: stored?.authorId ?? '',
    authorName: stored?.authorName ?? '',
    viewCount: stored?.viewCount ?? 0,
  };
}

/** The names of the chosen tags, in the tag list's order. */
export const tagNamesOf = (ids: readonly string[], tags: readonly Tag[]): string[] =>
  tags.filter((tag) => ids.includes(tag.id)).map((tag) => tag.name);
