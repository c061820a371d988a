import { describe, expect, it } from 'vitest';
import { failureMessage, KINDS, TaxonomyError } from './kinds';

describe('failureMessage', () => {
  it("keeps the spec's wording as the title and gives the reason apart", () => {
    expect(
      failureMessage(KINDS.category, 'create', new TaxonomyError({ reason: 'slug-taken' })),
    ).toEqual({
      title: 'Failed to create category',
      reason: 'Another category already uses this slug.',
    });
    expect(
      failureMessage(KINDS.tag, 'delete', new TaxonomyError({ reason: 'in-use', posts: 2 })),
    ).toEqual({ title: 'Failed to delete tag', reason: KINDS.tag.messages.inUse(2) });
  });

  it('has no reason when none is known', () => {
    expect(failureMessage(KINDS.tag, 'update', new Error('offline'))).toEqual({
      title: 'Failed to update tag',
    });
  });
});
