import { describe, expect, it } from 'vitest';
import { validatePostsSearch } from './postsSearch';

describe('validatePostsSearch', () => {
  it('keeps a search text and a known status', () => {
    expect(validatePostsSearch({ q: 'hail', status: 'draft' })).toEqual({
      q: 'hail',
      status: 'draft',
    });
  });

  it('drops blank text and unknown statuses', () => {
    expect(validatePostsSearch({ q: '  ', status: 'pending' })).toEqual({});
  });
});
