import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { categorySchema, postSchema, tagSchema } from './schema';

const post = {
  title: 'Hail Season in Houston',
  slug: 'hail-season-in-houston',
  excerpt: 'What hail does to a roof.',
  content: 'One.\nTwo.',
  featuredImageUrl: null,
  categoryId: 'storm-damage',
  categoryName: 'Storm Damage',
  categorySlug: 'storm-damage',
  tagIds: ['hail'],
  status: 'published',
  publishDate: new Date('2026-03-01T12:00:00Z'),
  createdAt: new Date('2026-02-20T12:00:00Z'),
  updatedAt: new Date('2026-03-01T12:00:00Z'),
  readingTime: 4,
  seoTitle: null,
  seoDescription: null,
  seoKeywords: [],
  authorId: 'seed-writer',
  authorName: 'Wendy Writer',
  viewCount: 0,
};

describe('postSchema', () => {
  it('accepts a well-formed post', () => {
    expect(v.safeParse(postSchema, post).success).toBe(true);
  });

  it('accepts a draft that was never published', () => {
    expect(v.safeParse(postSchema, { ...post, status: 'draft', publishDate: null }).success).toBe(
      true,
    );
  });

  it('drops an authorEmail an older post still holds: no staff e-mail reaches a page', () => {
    const parsed = v.parse(postSchema, { ...post, authorEmail: 'writer@altum-roofing.test' });
    expect(parsed).not.toHaveProperty('authorEmail');
  });

  it('drops tag ids no tag can have, keeping the others in order', () => {
    const parsed = v.parse(postSchema, {
      ...post,
      tagIds: ['hail', 'tags/other', '', '__name__', 'Zx9-abc', 'a'.repeat(101), '..'],
    });
    expect(parsed.tagIds).toEqual(['hail', 'Zx9-abc']);
  });

  it.each([
    ['an unknown status', { status: 'pending' }],
    ['an excerpt over 160 characters', { excerpt: 'e'.repeat(161) }],
    ['an SEO title over 60 characters', { seoTitle: 't'.repeat(61) }],
    ['an SEO description over 160 characters', { seoDescription: 'd'.repeat(161) }],
    ['a reading time under one minute', { readingTime: 0 }],
    ['a date that is not a Date', { publishDate: '2026-03-01' }],
    ['an empty title', { title: '' }],
  ])('refuses %s', (_, change) => {
    expect(v.safeParse(postSchema, { ...post, ...change }).success).toBe(false);
  });
});

describe('categorySchema and tagSchema', () => {
  it('need a name and a slug', () => {
    expect(
      v.safeParse(categorySchema, { name: 'Storm', slug: 'storm', description: '' }).success,
    ).toBe(true);
    expect(v.safeParse(categorySchema, { name: '', slug: 'storm', description: '' }).success).toBe(
      false,
    );
    expect(v.safeParse(tagSchema, { name: 'Hail', slug: 'hail' }).success).toBe(true);
    expect(v.safeParse(tagSchema, { name: 'Hail', slug: '' }).success).toBe(false);
  });
});
