import { describe, expect, it } from 'vitest';
import { postViews, VIEW_SHARD_COUNT, viewShardOf } from './postStats';

describe('viewShardOf', () => {
  it('spreads [0, 1) over every shard, ends included', () => {
    const shards = new Set(
      Array.from({ length: VIEW_SHARD_COUNT }, (_, i) => viewShardOf(i / VIEW_SHARD_COUNT)),
    );
    expect([...shards].sort()).toEqual(
      Array.from({ length: VIEW_SHARD_COUNT }, (_, i) => String(i)).sort(),
    );
    expect(viewShardOf(0)).toBe('0');
    expect(viewShardOf(0.999999)).toBe(String(VIEW_SHARD_COUNT - 1));
  });

  it('stays a shard even for a number out of range', () => {
    expect(viewShardOf(1)).toBe(String(VIEW_SHARD_COUNT - 1));
    expect(viewShardOf(-0.5)).toBe('0');
  });
});

describe('postViews', () => {
  it('adds the frozen count on the post to the shards', () => {
    expect(postViews(7, 5)).toBe(12);
  });

  it('reads a missing or broken figure as none', () => {
    expect(postViews(undefined, 3)).toBe(3);
    expect(postViews(4, null)).toBe(4);
    expect(postViews('9', Number.NaN)).toBe(0);
  });
});
