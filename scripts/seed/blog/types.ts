import type { PostStatus } from '@altum/domain';

/** A seed article as written: the seed adds ids, dates as Timestamps, copies and counts. */
export interface SeedArticle {
  slug: string;
  title: string;
  excerpt: string;
  /** One paragraph per entry; stored joined by blank lines. */
  paragraphs: readonly string[];
  categorySlug: string;
  tagSlugs: readonly string[];
  status: PostStatus;
  /** ISO date; null for a post that was never published. */
  publishDate: string | null;
  seoTitle?: string;
  seoDescription?: string;
  seoKeywords: readonly string[];
  /** A file in seed images (scripts/seed/blog/images.ts), or none for the designed fallback. */
  image?: string;
  author: 'seed-admin' | 'seed-writer';
}
