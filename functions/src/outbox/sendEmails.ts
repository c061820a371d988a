/**
 * The e-mails of one outbox record: a lead's notification and confirmation, a booking change's
 * homeowner and office copies. Both are sent at once, each with a few quick in-process retries;
 * what SendGrid still refuses is left to the sweep, as `stateAfter` says.
 */
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { withRetry, type RetryOptions, type SendFailure } from '../leads/mailer';
import { retryDelayMs } from './timing';

/**
 * `skipped`: not sent because of a cap (the mailbox's day, the site's hour) or because it no
 * longer applies. `blocked`: SendGrid refused our key (or there is none); sent again later.
 * `held`: a lead whose honeypot was filled, until staff say 'Not spam'.
 */
export type EmailState = 'pending' | 'sent' | 'failed' | 'skipped' | 'blocked' | 'held';

/** An e-mail run's lease: longer than a run can take (function timeout 120 s), never overtaken. */
export const EMAIL_LEASE_MS = 180_000;

/** After this long since the first attempt, an e-mail still pending is given up. */
export const EMAIL_DEADLINE_MS = 24 * 60 * 60 * 1000;

/**
 * What a failed send leaves the e-mail: pending for the sweep's backoff (network, timeout, 429,
 * 5xx), blocked until our key is taken again (401, 403, no key), failed for good (other 4xx).
 */
export function stateAfter(failure: SendFailure): 'pending' | 'blocked' | 'failed' {
  return failure === 'transient' ? 'pending' : failure === 'blocked' ? 'blocked' : 'failed';
}

export interface SendOutcome<P> {
  part: P;
  /** What the send threw, after its retries; absent when SendGrid took it. */
  error?: unknown;
}

/**
 * Sends each part at once: a slow one must not hold back the other. `sent` is called as soon as
 * SendGrid takes a part, with how many others are still on their way, so the run can record it
 * before they end. What `sent` throws is the run's (a failed bookkeeping write is not a failed
 * send); what a send throws is its outcome's.
 */
export async function sendEach<P>(
  parts: readonly P[],
  send: (part: P) => Promise<void>,
  retry: RetryOptions,
  sent: (part: P, stillOnTheirWay: number) => Promise<void>,
): Promise<SendOutcome<P>[]> {
  let onTheirWay = parts.length;
  return Promise.all(
    parts.map(async (part): Promise<SendOutcome<P>> => {
      try {
        await withRetry(() => send(part), retry);
      } catch (error) {
        return { part, error };
      } finally {
        onTheirWay -= 1;
      }
      await sent(part, onTheirWay);
      return { part };
    }),
  );
}

/** A blocked e-mail (our key refused) is tried again this often, within its day. */
export const BLOCKED_RETRY_MS = 30 * 60 * 1000;

export type RunStatus = 'retrying' | 'blocked' | 'failed' | 'sent';

/**
 * Where a run of a two-recipient record leaves it, from each recipient's state: a send to try
 * again first, then one blocked, then one failed, else sent.
 */
export function runStatus(states: readonly (EmailState | undefined)[]): RunStatus {
  const has = (state: EmailState) => states.includes(state);
  return has('pending')
    ? 'retrying'
    : has('blocked')
      ? 'blocked'
      : has('failed')
        ? 'failed'
        : 'sent';
}

/**
 * The fields a run writes as it ends: its status, the lease given up, and when the record is
 * next due (after the backoff, or the blocked wait; never once it is done).
 */
export function endOfRun(status: RunStatus, attempts: number, at: number) {
  return {
    status,
    leaseUntil: Timestamp.fromMillis(at),
    nextAttemptAt:
      status === 'retrying'
        ? Timestamp.fromMillis(at + retryDelayMs(attempts))
        : status === 'blocked'
          ? Timestamp.fromMillis(at + BLOCKED_RETRY_MS)
          : FieldValue.delete(),
  };
}
