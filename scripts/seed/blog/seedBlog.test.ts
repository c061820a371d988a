import { BLOG_LIMITS, isItemId, postSchema, slugify } from '@altum/domain';
import { Timestamp } from 'firebase-admin/firestore';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { seedArticles } from './articles';
import { seedImageScenes } from './images';
import { seedPostDocument, type SeedImage } from './seedBlog';
import { seedCategories, seedTags } from './taxonomy';

// Measured by the variants function, as after a first start.
const images = new Map<string, SeedImage>(
  Object.keys(seedImageScenes).map((name) => [
    name,
    {
      name,
      data: Buffer.alloc(0),
      path: `blog-images/blog/seed-${name}/${name}.png`,
      url: `https://img/${name}`,
      facts: {
        featuredImageWidth: 1200,
        featuredImageHeight: 630,
        featuredImageVariants: [{ width: 480, url: `https://img/${name}-480.webp` }],
      },
    },
  ]),
);
const asRead = (data: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key,
      value instanceof Timestamp ? value.toDate() : value,
    ]),
  );

describe('seed blog', () => {
  it('has four categories with descriptions and several tags', () => {
    expect(seedCategories).toHaveLength(4);
    for (const category of seedCategories) expect(category.description.length).toBeGreaterThan(40);
    expect(seedTags.length).toBeGreaterThanOrEqual(5);
  });

  it('has at least ten published articles, a draft and an archived one', () => {
    const count = (status: string) => seedArticles.filter((a) => a.status === status).length;
    expect(count('published')).toBeGreaterThanOrEqual(10);
    expect(count('draft')).toBeGreaterThanOrEqual(1);
    expect(count('archived')).toBeGreaterThanOrEqual(1);
  });

  it('uses unique, normalised slugs', () => {
    const slugs = seedArticles.map((article) => article.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slugify(slug)).toBe(slug);
  });

  it.each(seedArticles.map((article) => [article.slug, article] as const))(
    '%s is a valid post within the field limits',
    (_, article) => {
      const result = v.safeParse(postSchema, asRead(seedPostDocument(article, images, 0)));
      expect(result.issues?.map((issue) => issue.message) ?? []).toEqual([]);
      expect(article.excerpt.length).toBeLessThanOrEqual(BLOG_LIMITS.excerpt);
      if (article.status !== 'draft') expect(article.publishDate).not.toBeNull();
    },
  );

  it('writes what the rules take from staff: no author e-mail, tag ids, bounded keywords', () => {
    for (const article of seedArticles) {
      const stored = seedPostDocument(article, images, 0);
      expect(stored, article.slug).not.toHaveProperty('authorEmail');
      expect(stored.tagIds.every(isItemId), article.slug).toBe(true);
      expect(stored.tagIds.length).toBeLessThanOrEqual(BLOG_LIMITS.tags);
      expect(stored.seoKeywords.length).toBeLessThanOrEqual(BLOG_LIMITS.keywords);
      for (const keyword of stored.seoKeywords) {
        expect(keyword.length).toBeGreaterThanOrEqual(1);
        expect(keyword.length).toBeLessThanOrEqual(BLOG_LIMITS.keyword);
      }
      expect(stored.readingTime).toBeLessThanOrEqual(BLOG_LIMITS.maxReadingTime);
    }
  });

  it('formats every article with links to a service page or the inspection form', () => {
    for (const article of seedArticles) {
      expect(article.paragraphs.join('\n'), article.slug).toMatch(
        /\]\((\/book-inspection|\/services\/[a-z-]+)\)/,
      );
    }
  });

  it('gives the default-layout articles real subheadings and lists', () => {
    const custom = ['houston-roof-inspection-checklist', 'roof-replacement-day-by-day'];
    const formatted = seedArticles.filter((a) => !custom.includes(a.slug));
    for (const article of formatted) {
      expect(
        article.paragraphs.some((block) => /^##+ /.test(block)),
        article.slug,
      ).toBe(true);
    }
    const withLists = formatted.filter((a) => a.paragraphs.some((b) => /^(\d+\.|-) /.test(b)));
    expect(withLists.length).toBeGreaterThanOrEqual(6);
    const leaks = seedArticles.find((a) => a.slug === 'signs-of-a-roof-leak');
    expect(leaks?.paragraphs.filter((block) => /^\d\. \*\*/.test(block))).toHaveLength(9);
  });

  it('gives every published article several paragraphs of real text', () => {
    for (const article of seedArticles.filter((a) => a.status === 'published')) {
      expect(article.paragraphs.length, article.slug).toBeGreaterThanOrEqual(5);
      expect(article.paragraphs.join(' ').split(/\s+/).length, article.slug).toBeGreaterThan(250);
    }
  });
});
