import { BLOG_LIMITS } from './limits';
import { markdownToPlainText } from './markdown';

/**
 * Minutes to read `text` (Markdown) at 200 words a minute, rounded up, never under one minute.
 * Words only: markup (`##`, `**`, list markers, link addresses) is not read.
 */
export function estimateReadingTime(text: string): number {
  const words = markdownToPlainText(text).split(/\s+/).filter(Boolean).length;
  return Math.max(BLOG_LIMITS.minReadingTime, Math.ceil(words / BLOG_LIMITS.wordsPerMinute));
}

/**
 * A reading time typed into a form: a whole number of minutes, at least one; anything that is
 * not a number falls back to the default of five minutes.
 */
export function parseReadingTime(input: string | number): number {
  const minutes = typeof input === 'number' ? input : Number.parseInt(input.trim(), 10);
  if (!Number.isFinite(minutes)) return BLOG_LIMITS.defaultReadingTime;
  return Math.max(BLOG_LIMITS.minReadingTime, Math.round(minutes));
}

/** SEO keywords typed comma-separated: each trimmed, empty entries dropped. */
export function parseKeywords(input: string): string[] {
  return input
    .split(',')
    .map((keyword) => keyword.trim())
    .filter(Boolean);
}

/** Cuts text to a field's limit (excerpt, SEO title, SEO description). */
export function cutTo(text: string, limit: number): string {
  return text.slice(0, limit);
}

/**
 * A post's body as paragraphs: one per line, blank lines and surrounding spaces dropped.
 * Line endings of any platform count.
 */
export function toParagraphs(content: string): string[] {
  return content
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}
