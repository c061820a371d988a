// @vitest-environment jsdom
import type { Category, Post } from '@altum/domain';
import { describe, expect, it } from 'vitest';
import { escapeXml, rssXml, sitemapXml } from './feeds';

const post = (over: Partial<Post>): Post => ({
  id: 'p',
  title: 'Hail & Wind: What "Covered" Means',
  slug: 'hail-and-wind',
  excerpt: 'Read the <fine> print.',
  content: 'Text.',
  featuredImageUrl: null,
  categoryId: 'claims',
  categoryName: 'Insurance Claims',
  categorySlug: 'insurance-claims',
  tagIds: [],
  status: 'published',
  publishDate: new Date('2026-03-01T12:00:00Z'),
  createdAt: new Date('2026-02-20T12:00:00Z'),
  updatedAt: new Date('2026-03-05T12:00:00Z'),
  readingTime: 3,
  seoTitle: null,
  seoDescription: null,
  seoKeywords: [],
  authorId: 'w',
  authorName: 'Wendy Writer',
  viewCount: 0,
  ...over,
});

const categories: Category[] = [
  { id: 'claims', name: 'Insurance Claims', slug: 'insurance-claims', description: '' },
  { id: 'empty', name: 'Empty', slug: 'empty', description: '' },
];
const newer = post({
  id: 'q',
  slug: 'newer',
  title: 'Newer',
  excerpt: 'Newer.',
  publishDate: new Date('2026-04-01T12:00:00Z'),
  updatedAt: new Date('2026-04-01T12:00:00Z'),
});

describe('sitemapXml', () => {
  it('lists static pages, /blog, categories with posts and each post, with lastmod', () => {
    expect(
      sitemapXml({
        siteUrl: 'https://example.com',
        staticPaths: ['/', '/about'],
        posts: [newer, post({})],
        categories,
      }),
    ).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '<url><loc>https://example.com/</loc></url>',
        '<url><loc>https://example.com/about</loc></url>',
        '<url><loc>https://example.com/blog</loc><lastmod>2026-04-01T12:00:00.000Z</lastmod></url>',
        '<url><loc>https://example.com/blog/category/insurance-claims</loc><lastmod>2026-04-01T12:00:00.000Z</lastmod></url>',
        '<url><loc>https://example.com/blog/newer</loc><lastmod>2026-04-01T12:00:00.000Z</lastmod></url>',
        '<url><loc>https://example.com/blog/hail-and-wind</loc><lastmod>2026-03-05T12:00:00.000Z</lastmod></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });
});

describe('rssXml', () => {
  it('writes RSS 2.0 items with escaped text, newest change as lastBuildDate', () => {
    const xml = rssXml({
      siteUrl: 'https://example.com',
      posts: [newer, post({})],
      now: new Date('2026-05-01T00:00:00Z'),
    });
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain('<lastBuildDate>Wed, 01 Apr 2026 12:00:00 GMT</lastBuildDate>');
    expect(xml).toContain(
      '<item><title>Hail &amp; Wind: What &quot;Covered&quot; Means</title>' +
        '<link>https://example.com/blog/hail-and-wind</link>' +
        '<guid isPermaLink="true">https://example.com/blog/hail-and-wind</guid>' +
        '<description>Read the &lt;fine&gt; print.</description>' +
        '<pubDate>Sun, 01 Mar 2026 12:00:00 GMT</pubDate>' +
        '<category>Insurance Claims</category>' +
        '<dc:creator>Wendy Writer</dc:creator></item>',
    );
    expect(xml.indexOf('/blog/newer')).toBeLessThan(xml.indexOf('/blog/hail-and-wind'));
  });

  it('is a valid empty channel without posts', () => {
    const xml = rssXml({ siteUrl: 'https://example.com', posts: [], now: new Date(0) });
    expect(xml).toContain('<lastBuildDate>Thu, 01 Jan 1970 00:00:00 GMT</lastBuildDate>');
    expect(xml).not.toContain('<item>');
    expect(xml).toMatch(/<\/channel>\n<\/rss>\n$/);
  });
});

/** The little of the DOM's XML parser the test uses (the functions' types carry no DOM). */
interface XmlParser {
  parseFromString(
    text: string,
    type: 'application/xml',
  ): { getElementsByTagName(name: string): { length: number } };
}

/** Whether a strict XML parser (jsdom's, in this file's environment) reads the document. */
const wellFormed = (xml: string) => {
  const Parser = (globalThis as unknown as { DOMParser: new () => XmlParser }).DOMParser;
  return (
    new Parser().parseFromString(xml, 'application/xml').getElementsByTagName('parsererror')
      .length === 0
  );
};

describe('control characters', () => {
  // Every character XML 1.0 forbids or discourages, as a careless paste can bring them in.
  const forbidden =
    Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code))
      .filter((char) => !'\t\n\r'.includes(char))
      .join('') + '\x7F\x85\x9F\uDFFF\uD800\uFFFE\uFFFF';

  it('drops what XML 1.0 forbids, keeps tabs, newlines and every real character', () => {
    expect(escapeXml(`Hail${forbidden} & Wind`)).toBe('Hail &amp; Wind');
    expect(escapeXml('Tab\there\nline\r — 🏠 ü')).toBe('Tab\there\nline\r — 🏠 ü');
  });

  it('keeps the feed and the sitemap well-formed when a post carries them', () => {
    const dirty = post({
      title: `Storm\u0008 season\u0000${forbidden}`,
      excerpt: 'Before\u001b[31m the storm\u000c',
      categoryName: 'Claims\u0007',
      authorName: 'Wendy\u0001 Writer',
      slug: 'storm\u0002-season',
    });
    const rss = rssXml({ siteUrl: 'https://example.com', posts: [dirty], now: new Date(0) });
    expect(wellFormed(rss)).toBe(true);
    expect(rss).toContain('<title>Storm season</title>');
    expect(rss).toContain('<description>Before[31m the storm</description>');
    expect(rss).toContain('<category>Claims</category>');
    expect(rss).toContain('<link>https://example.com/blog/storm-season</link>');
    const sitemap = sitemapXml({
      siteUrl: 'https://example.com',
      staticPaths: ['/'],
      posts: [dirty],
      categories,
    });
    expect(wellFormed(sitemap)).toBe(true);
    expect(sitemap).toContain('<loc>https://example.com/blog/storm-season</loc>');
  });
});
