import type { Post } from '@altum/domain';
import { describe, expect, it } from 'vitest';
import { filterPosts } from './filterPosts';
import { validateBlogSearch } from './search';

const post = (id: string, title: string, excerpt: string, categorySlug: string | null): Post => ({
  id,
  title,
  slug: id,
  excerpt,
  content: '',
  featuredImageUrl: null,
  categoryId: categorySlug,
  categoryName: categorySlug,
  categorySlug,
  tagIds: [],
  status: 'published',
  publishDate: new Date('2026-03-01'),
  createdAt: new Date('2026-03-01'),
  updatedAt: new Date('2026-03-01'),
  readingTime: 3,
  seoTitle: null,
  seoDescription: null,
  seoKeywords: [],
  authorId: 'a',
  authorName: 'A',
  viewCount: 0,
});

const posts = [
  post('hail', 'Hail Season in Houston', 'What hail does to shingles.', 'storm-damage'),
  post('claims', 'Filing a Claim', 'Deadlines after a HAIL storm.', 'insurance-claims'),
  post('attic', 'Attic Ventilation', 'Cooler rooms in summer.', 'maintenance-repairs'),
  post('loose', 'Uncategorised', 'No category.', null),
];
const ids = (list: Post[]) => list.map((p) => p.id);

describe('filterPosts', () => {
  it('shows everything, in order, without a query or category', () => {
    expect(ids(filterPosts(posts, {}))).toEqual(['hail', 'claims', 'attic', 'loose']);
  });

  it('matches the query in the title or the excerpt, ignoring case', () => {
    expect(ids(filterPosts(posts, { q: 'hail' }))).toEqual(['hail', 'claims']);
    expect(ids(filterPosts(posts, { q: 'COOLER' }))).toEqual(['attic']);
  });

  it('does not search the content or the category', () => {
    expect(filterPosts(posts, { q: 'storm-damage' })).toEqual([]);
  });

  it('keeps only the category’s posts, by slug, and combines with the query', () => {
    expect(ids(filterPosts(posts, { category: 'storm-damage' }))).toEqual(['hail']);
    expect(ids(filterPosts(posts, { category: 'insurance-claims', q: 'hail' }))).toEqual([
      'claims',
    ]);
    expect(filterPosts(posts, { category: 'storm-damage', q: 'claim' })).toEqual([]);
  });
});

describe('validateBlogSearch', () => {
  it('keeps a trimmed query and a slug', () => {
    expect(validateBlogSearch({ q: '  hail ', category: 'storm-damage' })).toEqual({
      q: 'hail',
      category: 'storm-damage',
    });
  });

  it('reads a numeric query as text', () => {
    expect(validateBlogSearch({ q: 2026 })).toEqual({ q: '2026' });
  });

  it('drops blank queries, malformed categories and unknown params', () => {
    expect(validateBlogSearch({ q: '   ', category: 'Storm Damage!', page: 2 })).toEqual({});
    expect(validateBlogSearch({ category: ['a'] })).toEqual({});
  });
});
