/**
 * The claim of an outbox record. Each delivery (a lead's two e-mails, a booking change's two
 * e-mails, one alert to one device) has a record a run takes in a transaction with a lease, so
 * a retried event or an overlapping sweep never sends it twice, and a run that dies is taken
 * over once its lease ends. While a run holds the lease, `nextAttemptAt` is the lease's end, so
 * the sweep (sweep.ts) finds a dead run's record like any other due one. Which records a run may
 * take beyond that (only a sweep takes a waiting one, say) is each outbox's own rule.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { dueBy, leaseActive } from './timing';

/** The fields of a record that every outbox's claim reads and writes. */
export interface LeaseFields {
  status?: string;
  /** The event (or sweep) whose run holds or last held the claim. */
  eventId?: string;
  /** Until when the claim holds; after it, the run is presumed dead. */
  leaseUntil?: Timestamp;
  /** How many runs took the record. */
  attempts?: number;
  /** When the sweep should next look at the record; absent once nothing is left to send. */
  nextAttemptAt?: Timestamp;
}

/** Thrown when a retry of the same event arrives while its run still holds the lease. */
export class DeliveryBusyError extends Error {
  constructor(id: string) {
    super(`Delivery ${id} is held by another run; retry later`);
    this.name = 'DeliveryBusyError';
  }
}

// A field that is not a Timestamp (a record from before it, or damaged) counts as absent.
const millis = (at: unknown) => (at instanceof Timestamp ? at.toMillis() : undefined);

/** Whether a live run holds the record: it is sending and its lease has not ended. */
export function leaseHeld(record: LeaseFields, now: number): boolean {
  return record.status === 'sending' && leaseActive(millis(record.leaseUntil), now);
}

/**
 * Whether another run holds the record. A retry of the very event whose run holds it throws
 * DeliveryBusyError instead: the platform retries the event later, and it takes over should
 * that run have died; a different event (a duplicate, a sweep) just leaves it be.
 */
export function heldByAnotherRun(
  record: LeaseFields,
  run: { id: string; eventId: string; now: number },
): boolean {
  if (!leaseHeld(record, run.now)) return false;
  if (record.eventId === run.eventId) throw new DeliveryBusyError(run.id);
  return true;
}

/** Whether the record's next attempt is due now (or within `withinMs`). */
export function isDue(record: LeaseFields, now: number, withinMs = 0): boolean {
  return dueBy(millis(record.nextAttemptAt), now, withinMs);
}

/** The fields a run writes as it takes a record (`previous`: as stored, if it was). */
export function takeLease(
  previous: LeaseFields | undefined,
  eventId: string,
  now: number,
  leaseMs: number,
) {
  const leaseUntil = Timestamp.fromMillis(now + leaseMs);
  return {
    status: 'sending' as const,
    eventId,
    attempts: (previous?.attempts ?? 0) + 1,
    leaseUntil,
    // Should this run die, the sweep finds the record once the lease is over.
    nextAttemptAt: leaseUntil,
  };
}

/** A run's errors as a record's `error`: each once, in order, at most 1,500 characters. */
export function joinErrors(errors: string[]): string | undefined {
  return errors.length > 0 ? [...new Set(errors)].join('; ').slice(0, 1500) : undefined;
}
