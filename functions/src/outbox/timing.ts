/**
 * The clock of every outbox (lead e-mails, booking e-mails, lead alerts): the backoff between a
 * record's attempts, its deadline, its lease and when it is due. Plain numbers (milliseconds),
 * so these rules are tested without Firestore (timing.test.ts).
 */

/** The backoff's first step and its ceiling. */
export const RETRY_BASE_MS = 20_000;
export const RETRY_MAX_MS = 30 * 60 * 1000;

/**
 * The wait after `attempts` runs: 20 s, 40 s, 80 s ... at most 30 minutes, with ±20% jitter so a
 * crowd of records failed by one outage does not come back all at once.
 */
export function retryDelayMs(attempts: number, random = Math.random): number {
  const base = Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** Whether a delivery first tried at `sinceMs` has run out of time: strictly after the deadline. */
export function deadlinePassed(sinceMs: number, deadlineMs: number, now: number): boolean {
  return now - sinceMs > deadlineMs;
}

/**
 * Whether a lease ending at `leaseUntilMs` still holds: up to, not at, that moment. A lease that
 * has ended belongs to a run presumed dead, which another run may take over.
 */
export function leaseActive(leaseUntilMs: number | undefined, now: number): boolean {
  return leaseUntilMs !== undefined && leaseUntilMs > now;
}

/**
 * Whether a record whose next attempt is at `nextAttemptMs` is due: at that moment or before, or
 * within `withinMs` of now. A record with no next attempt is never due.
 */
export function dueBy(nextAttemptMs: number | undefined, now: number, withinMs = 0): boolean {
  return nextAttemptMs !== undefined && nextAttemptMs <= now + withinMs;
}
