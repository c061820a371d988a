import { describe, expect, it } from 'vitest';
import { pageNumbers } from './components/Pagination';
import { validateBlogSearch } from './search';

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
    expect(validateBlogSearch({ q: '   ', category: 'Storm Damage!', x: 2 })).toEqual({});
    expect(validateBlogSearch({ category: ['a'] })).toEqual({});
  });

  it('keeps a page of 2 or more (the router reads ?page=2 as a number), not with a search', () => {
    expect(validateBlogSearch({ page: 2 })).toEqual({ page: 2 });
    expect(validateBlogSearch({ page: 12, category: 'storm-damage' })).toEqual({
      page: 12,
      category: 'storm-damage',
    });
    expect(validateBlogSearch({ page: 3, q: 'hail' })).toEqual({ q: 'hail' });
  });

  it('reads page 1 and malformed pages as the first page (no parameter)', () => {
    // The router gives `?page=02` and `?page=two` as text: the server redirects them.
    for (const page of [1, 0, -2, 2.5, '2', '02', 'two', '', null, [2]]) {
      expect(validateBlogSearch({ page })).toEqual({});
    }
  });
});

describe('pageNumbers', () => {
  it('shows every page of a short list', () => {
    expect(pageNumbers(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows the first, the last and two either side of the current page of a long one', () => {
    expect(pageNumbers(1, 84)).toEqual([1, 2, 3, null, 84]);
    expect(pageNumbers(40, 84)).toEqual([1, null, 38, 39, 40, 41, 42, null, 84]);
    expect(pageNumbers(83, 84)).toEqual([1, null, 81, 82, 83, 84]);
  });
});
