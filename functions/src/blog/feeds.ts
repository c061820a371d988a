/**
 * /sitemap.xml and /blog/rss.xml, built from the published posts and the categories.
 * Pure functions of their data, so tests check the exact documents.
 */
import type { Category, Post } from '@altum/domain';

/** What the feed shows of a post: read with a field mask, never the content. */
export const FEED_FIELDS = [
  'title',
  'slug',
  'excerpt',
  'publishDate',
  'updatedAt',
  'categoryName',
  'authorName',
] as const satisfies readonly (keyof Post)[];
export type FeedPost = Pick<Post, (typeof FEED_FIELDS)[number]> & { id: string };

/** What the sitemap lists of a post. */
export const SITEMAP_FIELDS = [
  'slug',
  'publishDate',
  'updatedAt',
  'categoryId',
] as const satisfies readonly (keyof Post)[];
export type SitemapPost = Pick<Post, (typeof SITEMAP_FIELDS)[number]> & { id: string };

/** The feed's items: the newest posts (readers subscribe to what is new, not the archive). */
export const FEED_LIMIT = 20;
/**
 * Posts the sitemap lists at most, newest first: far above the blog's size and under the 50,000
 * URLs a sitemap may hold, so the read is bounded even if the blog outgrows all expectations.
 */
export const SITEMAP_POST_LIMIT = 10_000;

/**
 * Characters XML 1.0 forbids (C0 controls but tab, newline and carriage return; lone
 * surrogates; U+FFFE and U+FFFF) and the ones it discourages (DEL and the C1 controls). One
 * of them in a post's title makes the whole feed or sitemap unreadable to a parser, so they
 * are dropped; they carry no text a reader would miss.
 */
const NOT_XML_TEXT = /[^\t\n\r\x20-\x7E\xA0-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text as XML character data: only characters XML allows, with markup characters escaped. */
export const escapeXml = (text: string) =>
  text
    .replace(NOT_XML_TEXT, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const latest = (dates: readonly Date[]): Date | undefined =>
  dates.reduce<Date | undefined>((max, date) => (!max || date > max ? date : max), undefined);

/** When a post last changed as a reader sees it. */
const modified = (post: Pick<Post, 'publishDate' | 'updatedAt'>) =>
  post.publishDate && post.publishDate > post.updatedAt ? post.publishDate : post.updatedAt;

export interface SitemapInput {
  siteUrl: string;
  /** The marketing pages (their text changes only with a build). */
  staticPaths: readonly string[];
  /** Published posts only. */
  posts: readonly SitemapPost[];
  categories: readonly Category[];
}

/**
 * Every public page: the marketing pages, /blog, each category with a published post, and
 * each published post. Blog entries carry lastmod: a post its last change, a category and
 * /blog the newest change among their posts.
 */
export function sitemapXml({ siteUrl, staticPaths, posts, categories }: SitemapInput): string {
  const entries: { path: string; lastmod?: Date }[] = staticPaths.map((path) => ({ path }));
  entries.push({ path: '/blog', lastmod: latest(posts.map(modified)) });
  for (const category of categories) {
    const own = posts.filter((post) => post.categoryId === category.id);
    if (own.length === 0) continue;
    entries.push({ path: `/blog/category/${category.slug}`, lastmod: latest(own.map(modified)) });
  }
  for (const post of posts) entries.push({ path: `/blog/${post.slug}`, lastmod: modified(post) });

  const urls = entries.map(({ path, lastmod }) => {
    const loc = `<loc>${escapeXml(`${siteUrl}${path === '/' ? '/' : path}`)}</loc>`;
    return `<url>${loc}${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    urls.join('\n') +
    '\n</urlset>\n'
  );
}

export interface RssInput {
  siteUrl: string;
  /** Published posts only, newest first. */
  posts: readonly FeedPost[];
  now: Date;
}

/** RSS 2.0 of the published posts, newest first. */
export function rssXml({ siteUrl, posts, now }: RssInput): string {
  const feedUrl = `${siteUrl}/blog/rss.xml`;
  const items = posts.map((post) => {
    const link = `${siteUrl}/blog/${post.slug}`;
    return [
      '<item>',
      `<title>${escapeXml(post.title)}</title>`,
      `<link>${escapeXml(link)}</link>`,
      `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `<description>${escapeXml(post.excerpt)}</description>`,
      post.publishDate ? `<pubDate>${post.publishDate.toUTCString()}</pubDate>` : '',
      post.categoryName ? `<category>${escapeXml(post.categoryName)}</category>` : '',
      `<dc:creator>${escapeXml(post.authorName)}</dc:creator>`,
      '</item>',
    ].join('');
  });
  const newest = latest(posts.map(modified)) ?? now;
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">\n' +
    '<channel>\n' +
    '<title>Altum Roofing Blog</title>\n' +
    `<link>${escapeXml(`${siteUrl}/blog`)}</link>\n` +
    '<description>Roofing advice for Houston homeowners from Altum Roofing.</description>\n' +
    '<language>en-us</language>\n' +
    `<lastBuildDate>${newest.toUTCString()}</lastBuildDate>\n` +
    `<atom:link href="${escapeXml(feedUrl)}" rel="self" type="application/rss+xml"/>\n` +
    items.join('\n') +
    (items.length ? '\n' : '') +
    '</channel>\n</rss>\n'
  );
}
