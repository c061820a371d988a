import { describe, expect, it } from 'vitest';
import {
  deadlinePassed,
  dueBy,
  leaseActive,
  RETRY_BASE_MS,
  RETRY_MAX_MS,
  retryDelayMs,
} from './timing';

// A fixed moment: nothing here depends on today's date.
const NOW = Date.UTC(2026, 10, 24, 15, 0, 0);
const middle = () => 0.5;

describe('the retry delay', () => {
  it('doubles from 20 s with each attempt', () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts, middle))).toEqual([
      20_000, 40_000, 80_000, 160_000,
    ]);
  });

  it('waits the first step before any attempt has counted', () => {
    expect(retryDelayMs(0, middle)).toBe(RETRY_BASE_MS);
  });

  it('stops growing at 30 minutes', () => {
    expect(retryDelayMs(7, middle)).toBe(1_280_000);
    expect(retryDelayMs(8, middle)).toBe(RETRY_MAX_MS);
    expect(retryDelayMs(40, middle)).toBe(RETRY_MAX_MS);
  });

  it('spreads by at most a fifth either way', () => {
    expect(retryDelayMs(2, () => 0)).toBe(32_000);
    expect(retryDelayMs(2, () => 0.999_999)).toBe(48_000);
    expect(retryDelayMs(40, () => 0)).toBe(0.8 * RETRY_MAX_MS);
  });
});

describe('the deadline', () => {
  const DAY = 24 * 60 * 60 * 1000;

  it('has not passed at the deadline itself', () => {
    expect(deadlinePassed(NOW - DAY, DAY, NOW)).toBe(false);
  });

  it('has passed a millisecond after it', () => {
    expect(deadlinePassed(NOW - DAY - 1, DAY, NOW)).toBe(true);
  });

  it('counts from the first attempt, not from now', () => {
    expect(deadlinePassed(NOW, DAY, NOW + DAY / 2)).toBe(false);
    expect(deadlinePassed(NOW, 60_000, NOW + 60_001)).toBe(true);
  });
});

describe('the lease', () => {
  it('holds until the moment it ends', () => {
    expect(leaseActive(NOW + 1, NOW)).toBe(true);
  });

  it('is over at that moment, and after', () => {
    expect(leaseActive(NOW, NOW)).toBe(false);
    expect(leaseActive(NOW - 1, NOW)).toBe(false);
  });

  it('is no lease when none was taken', () => {
    expect(leaseActive(undefined, NOW)).toBe(false);
  });
});

describe('a next attempt', () => {
  it('is due at its moment and after', () => {
    expect(dueBy(NOW, NOW)).toBe(true);
    expect(dueBy(NOW - 1, NOW)).toBe(true);
    expect(dueBy(NOW + 1, NOW)).toBe(false);
  });

  it('is due early when asked to look ahead', () => {
    expect(dueBy(NOW + 60_000, NOW, 60_000)).toBe(true);
    expect(dueBy(NOW + 60_001, NOW, 60_000)).toBe(false);
  });

  it('is never due when there is none', () => {
    expect(dueBy(undefined, NOW, Infinity)).toBe(false);
  });
});
