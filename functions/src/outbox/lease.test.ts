import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  DeliveryBusyError,
  heldByAnotherRun,
  isDue,
  joinErrors,
  leaseHeld,
  takeLease,
  type LeaseFields,
} from './lease';

const NOW = Date.UTC(2026, 10, 24, 15, 0, 0);
const at = (ms: number) => Timestamp.fromMillis(ms);

const sending = (leaseUntil: number, eventId = 'event-a'): LeaseFields => ({
  status: 'sending',
  eventId,
  leaseUntil: at(leaseUntil),
  attempts: 1,
  nextAttemptAt: at(leaseUntil),
});

describe('a lease on a record', () => {
  it('is held while a run is sending and its lease lasts', () => {
    expect(leaseHeld(sending(NOW + 1), NOW)).toBe(true);
  });

  it('is free once the lease is over: that run is presumed dead', () => {
    expect(leaseHeld(sending(NOW), NOW)).toBe(false);
  });

  it('is free when no run is sending, whatever the stored lease says', () => {
    expect(leaseHeld({ ...sending(NOW + 60_000), status: 'retrying' }, NOW)).toBe(false);
  });

  it('is free when the stored lease is not a time', () => {
    const damaged = { status: 'sending', leaseUntil: NOW + 60_000 } as unknown as LeaseFields;
    expect(leaseHeld(damaged, NOW)).toBe(false);
  });
});

describe('another run', () => {
  const run = { id: 'lead-1', eventId: 'event-b', now: NOW };

  it('holds a record a different event is sending', () => {
    expect(heldByAnotherRun(sending(NOW + 60_000, 'event-a'), run)).toBe(true);
  });

  it('is the same event retried: it waits for the platform to retry it', () => {
    expect(() => heldByAnotherRun(sending(NOW + 60_000, 'event-b'), run)).toThrow(
      DeliveryBusyError,
    );
  });

  it('lets the same event take over once the lease is over', () => {
    expect(heldByAnotherRun(sending(NOW, 'event-b'), run)).toBe(false);
  });
});

describe('a due record', () => {
  it('is due at its next attempt, or within a look-ahead', () => {
    expect(isDue({ nextAttemptAt: at(NOW) }, NOW)).toBe(true);
    expect(isDue({ nextAttemptAt: at(NOW + 1) }, NOW)).toBe(false);
    expect(isDue({ nextAttemptAt: at(NOW + 1) }, NOW, 1)).toBe(true);
  });

  it('is never due without a next attempt', () => {
    expect(isDue({ status: 'sent' }, NOW, Infinity)).toBe(false);
  });
});

describe('taking a lease', () => {
  it('starts counting attempts on a new record', () => {
    expect(takeLease(undefined, 'event-a', NOW, 60_000)).toEqual({
      status: 'sending',
      eventId: 'event-a',
      attempts: 1,
      leaseUntil: at(NOW + 60_000),
      nextAttemptAt: at(NOW + 60_000),
    });
  });

  it('counts on from the stored attempts, for this run', () => {
    const taken = takeLease({ ...sending(NOW - 1, 'event-a'), attempts: 3 }, 'sweep-1', NOW, 1000);
    expect(taken.attempts).toBe(4);
    expect(taken.eventId).toBe('sweep-1');
  });

  it('is due for the sweep once it ends, should the run die', () => {
    const taken = takeLease(undefined, 'event-a', NOW, 180_000);
    expect(isDue(taken, NOW + 179_999)).toBe(false);
    expect(leaseHeld(taken, NOW + 179_999)).toBe(true);
    expect(isDue(taken, NOW + 180_000)).toBe(true);
    expect(leaseHeld(taken, NOW + 180_000)).toBe(false);
  });
});

describe("a run's errors", () => {
  it('are none when there were none', () => {
    expect(joinErrors([])).toBeUndefined();
  });

  it('name each error once, in order', () => {
    expect(joinErrors(['office: HTTP 500', 'homeowner: HTTP 500', 'office: HTTP 500'])).toBe(
      'office: HTTP 500; homeowner: HTTP 500',
    );
  });

  it('fit in 1,500 characters', () => {
    expect(joinErrors(['a'.repeat(1000), 'b'.repeat(1000)])).toHaveLength(1500);
  });
});
