import * as v from 'valibot';
import { POST_STATUSES } from './limits';

/**
 * `postSummaries/{postId}`: what the admin posts list shows of a post, without its Markdown or
 * SEO text, so a page of the list costs a few kilobytes (the web SDK cannot select fields).
 * Written in the same batch or transaction as the post, by the editor and by every server
 * writer; the rules check it against the post as the batch leaves it.
 */
export const adminPostSummarySchema = v.object({
  title: v.pipe(v.string(), v.nonEmpty()),
  slug: v.pipe(v.string(), v.nonEmpty()),
  status: v.picklist(POST_STATUSES),
  createdAt: v.date(),
  updatedAt: v.date(),
  publishDate: v.nullable(v.date()),
  scheduledAt: v.nullable(v.date()),
  authorName: v.string(),
  categoryId: v.nullable(v.string()),
  categoryName: v.nullable(v.string()),
  /** Every prefix of every word of the title, lowercase: the list's title search. */
  titleTerms: v.array(v.string()),
});

export type AdminPostSummaryFields = v.InferOutput<typeof adminPostSummarySchema>;
export type AdminPostSummary = AdminPostSummaryFields & { id: string };

/** The longest word prefix kept as a search term: longer typed words are cut to it. */
export const TITLE_TERM_MAX = 20;
/** Terms per title at most (the rules' bound): a 200-character title stays well below. */
export const TITLE_TERMS_LIMIT = 300;

const words = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** The search terms of a title: each word's prefixes, up to TITLE_TERM_MAX characters. */
export function titleTerms(title: string): string[] {
  const terms = new Set<string>();
  for (const word of words(title)) {
    const chars = [...word].slice(0, TITLE_TERM_MAX);
    for (let end = 1; end <= chars.length; end++) terms.add(chars.slice(0, end).join(''));
  }
  return [...terms].slice(0, TITLE_TERMS_LIMIT);
}

/**
 * The one term the server matches for a typed search (a query holds one array-contains): its
 * longest word, the most selective, cut as the terms are. Null for text without a word.
 */
export function searchTerm(text: string): string | null {
  const longest = words(text).reduce<string>(
    (best, word) => ([...word].length > [...best].length ? word : best),
    '',
  );
  return longest ? [...longest].slice(0, TITLE_TERM_MAX).join('') : null;
}

/** The post fields a summary copies; times are whatever the writer holds (Dates, Timestamps). */
export interface SummarizedPost<T> {
  title: string;
  slug: string;
  status: (typeof POST_STATUSES)[number];
  createdAt: T;
  updatedAt: T;
  publishDate: T | null;
  scheduledAt?: T | null;
  authorName: string;
  categoryId?: string | null;
  categoryName?: string | null;
}

/** A post's summary document, for a writer holding the whole post. */
export function postSummaryOf<T>(post: SummarizedPost<T>) {
  return {
    title: post.title,
    slug: post.slug,
    status: post.status,
    createdAt: post.createdAt,
    updatedAt: post.updatedAt,
    publishDate: post.publishDate,
    scheduledAt: post.scheduledAt ?? null,
    authorName: post.authorName,
    categoryId: post.categoryId ?? null,
    categoryName: post.categoryName ?? null,
    titleTerms: titleTerms(post.title),
  };
}
