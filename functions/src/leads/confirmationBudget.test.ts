import { describe, expect, it } from 'vitest';
import { BUDGET_SHARDS, budgetHour, shardCapacity, shardOrder } from './confirmationBudget';

describe('hourly confirmation budget', () => {
  it.each([0, 1, 7, 10, 99, 100, 101, 1234])(
    'spreads a budget of %i over the shards to exactly that sum',
    (budget) => {
      const capacities = Array.from({ length: BUDGET_SHARDS }, (_, i) => shardCapacity(budget, i));
      expect(capacities.reduce((a, b) => a + b, 0)).toBe(budget);
      expect(Math.max(...capacities) - Math.min(...capacities)).toBeLessThanOrEqual(1);
    },
  );

  it('has no room at all for a budget of zero or less', () => {
    expect(shardCapacity(-5, 0)).toBe(0);
    expect(shardCapacity(0, 0)).toBe(0);
  });

  it('tries every shard once, from a random one on', () => {
    expect(shardOrder(() => 0)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(shardOrder(() => 0.75)).toEqual([7, 8, 9, 0, 1, 2, 3, 4, 5, 6]);
    expect(new Set(shardOrder(() => 0.9999))).toEqual(new Set(shardOrder(() => 0)));
  });

  it('counts per UTC hour', () => {
    expect(budgetHour(Date.UTC(2026, 10, 24, 15, 59, 59))).toBe('2026-11-24T15');
    expect(budgetHour(Date.UTC(2026, 10, 24, 16, 0, 0))).toBe('2026-11-24T16');
  });
});
