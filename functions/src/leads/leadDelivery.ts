/**
 * Delivers a lead's two e-mails exactly once per lead, however often a run starts, and
 * eventually, however long SendGrid is down.
 *
 * A run (the creation event, or a sweep) claims the lead's `delivery` record in a
 * transaction, with a lease; each e-mail is marked sent as soon as SendGrid accepts it, so a
 * run taking over from one that died only sends what is still missing. A transient failure
 * (network, timeout, 429, 5xx) leaves the e-mail `pending` with `nextAttemptAt` set by
 * backoff, and the sweeper (sweepLeadEmails) tries again until it is sent or
 * DELIVERY_DEADLINE_MS has passed since the first attempt; then it is `failed` for good and
 * staff see it on the lead. While a run holds the lease, `nextAttemptAt` is the lease's end,
 * so a run that dies is picked up by the sweeper too.
 *
 * The outcome is recorded on the lead for staff and in `leadReceipts/{leadId}` for the
 * homeowner's browser: `status` is 'sent' only once the confirmation has gone out.
 */
import { createHash, randomUUID } from 'node:crypto';
import { parseStoredLead, parseStoredLeadSource, type Lead } from '@altum/domain';
import { Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import {
  confirmationEmail,
  notificationEmail,
  unreadableLeadNotification,
  type LeadEmail,
  type LeadEmailAddresses,
  type LeadEmailKind,
} from './leadEmails';
import {
  DEFAULT_RETRY,
  describeSendError,
  isTransient,
  withRetry,
  type RetryOptions,
  type SendMail,
} from './mailer';

/** `skipped`: a confirmation not sent because the address reached its daily cap. */
export type EmailState = 'pending' | 'sent' | 'failed' | 'skipped';

/** Longer than a run can take (function timeout 120 s), so a live run is never overtaken. */
export const DELIVERY_LEASE_MS = 180_000;

/** After this long since the first attempt, a still-pending e-mail is failed for good. */
export const DELIVERY_DEADLINE_MS = 24 * 60 * 60 * 1000;

/** Backoff between sweeps of one lead: 20 s, 40 s, 80 s ... at most 30 minutes. */
export const RETRY_BASE_MS = 20_000;
export const RETRY_MAX_MS = 30 * 60 * 1000;

/** Confirmations one address may receive per (UTC) day; later leads notify staff only. */
export const CONFIRMATIONS_PER_ADDRESS_PER_DAY = 3;

/** Receipts are only read while the form waits; the TTL policy deletes them after this. */
export const RECEIPT_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Leads are kept this long after they arrive; the TTL policy deletes them after it. */
export const LEAD_RETENTION_MS = 3 * 365 * 24 * 60 * 60 * 1000;

/** Thrown when a retry of the same event arrives while a run still holds the lease. */
export class DeliveryBusyError extends Error {
  constructor(leadId: string) {
    super(`Lead ${leadId} is being delivered by another run; retry later`);
    this.name = 'DeliveryBusyError';
  }
}

export interface LeadDelivery {
  /** sending: a run holds the lease; retrying: waiting for the sweeper; sent | failed: done. */
  status: 'sending' | 'retrying' | 'sent' | 'failed';
  /** The event (or sweep) whose run holds or last held the claim. */
  eventId: string;
  /** Until when the claim holds; after it, the run is presumed dead and may be taken over. */
  leaseUntil: Timestamp;
  notification: EmailState;
  confirmation: EmailState;
  /** How many runs started sending. */
  attempts: number;
  firstAttemptAt: Timestamp;
  /** When the sweeper should next look at this lead; absent once nothing is pending. */
  nextAttemptAt?: Timestamp;
  at: Timestamp;
  error?: string;
}

export interface DeliverLeadInput {
  db: Firestore;
  leadId: string;
  /** The creation event's id, or a sweep's own id. */
  eventId: string;
  send: SendMail;
  addresses: LeadEmailAddresses;
  retry?: RetryOptions;
  /** A sweep may take over a lead waiting to be retried; a creation event may not. */
  sweep?: boolean;
  now?: () => number;
}

export type DeliverResult = 'sent' | 'retrying' | 'failed' | 'skipped';

const KINDS: LeadEmailKind[] = ['notification', 'confirmation'];

/** Backoff after `attempts` runs, with ±20% jitter so a crowd of leads spreads out. */
export function retryDelayMs(attempts: number, random = Math.random): number {
  const base = Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** The cap counter of one address on one UTC day; the address is stored only as a hash. */
export function confirmationCapRef(db: Firestore, email: string, at: number): DocumentReference {
  const day = new Date(at).toISOString().slice(0, 10);
  const hash = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  return db.collection('confirmationCaps').doc(`${hash}_${day}`);
}

interface Claimed {
  lead: Lead | null;
  data: Record<string, unknown>;
  delivery: LeadDelivery;
}

/** Takes ownership of the lead's e-mails for this run, or says another run has them. */
async function claim(input: DeliverLeadInput, now: number): Promise<Claimed | null> {
  const { db, leadId, eventId } = input;
  const ref = db.collection('contacts').doc(leadId);
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) return null;
    const data = snap.data() ?? {};
    const previous = data['delivery'] as Partial<LeadDelivery> | undefined;
    if (previous?.status === 'sent' || previous?.status === 'failed') return null;
    const leased =
      previous?.leaseUntil instanceof Timestamp && previous.leaseUntil.toMillis() > now;
    if (previous?.status === 'sending' && leased) {
      // Another run is sending. A different event (a duplicate) can leave it be; the same
      // event fails, so the platform retries it and it takes over if that run died.
      if (previous.eventId === eventId) throw new DeliveryBusyError(leadId);
      return null;
    }
    if (previous?.status === 'retrying') {
      // The sweeper owns a lead waiting to be retried, and takes it only when it is due.
      const due = previous.nextAttemptAt instanceof Timestamp ? previous.nextAttemptAt : null;
      if (!input.sweep || (due && due.toMillis() > now)) return null;
    }
    const lead = parseStoredLead(data);

    let confirmation: EmailState = previous?.confirmation ?? 'pending';
    let capRef: DocumentReference | null = null;
    let capCount = 0;
    if (!previous) {
      if (!lead) {
        // The address may be the malformed part: staff are told, the homeowner is not.
        confirmation = 'failed';
      } else {
        // The cap is counted once per lead, on its first claim, in this transaction.
        capRef = confirmationCapRef(db, lead.email, now);
        capCount = Number((await tx.get(capRef)).get('count') ?? 0);
        if (capCount >= CONFIRMATIONS_PER_ADDRESS_PER_DAY) confirmation = 'skipped';
      }
    }

    const leaseUntil = Timestamp.fromMillis(now + DELIVERY_LEASE_MS);
    const delivery: LeadDelivery = {
      status: 'sending',
      eventId,
      leaseUntil,
      notification: previous?.notification ?? 'pending',
      confirmation,
      attempts: (previous?.attempts ?? 0) + 1,
      firstAttemptAt:
        previous?.firstAttemptAt instanceof Timestamp
          ? previous.firstAttemptAt
          : Timestamp.fromMillis(now),
      // Should this run die, the sweeper finds the lead once the lease is over.
      nextAttemptAt: leaseUntil,
      at: Timestamp.fromMillis(now),
      ...(!previous && !lead ? { error: 'The stored lead does not pass the lead schema' } : {}),
      ...(previous?.error ? { error: previous.error } : {}),
    };
    tx.update(ref, {
      delivery,
      ...(!previous ? { expireAt: Timestamp.fromMillis(now + LEAD_RETENTION_MS) } : {}),
    });
    if (capRef && confirmation === 'pending') {
      tx.set(capRef, {
        count: capCount + 1,
        // The counter is only needed for its day; the TTL policy removes it.
        expireAt: Timestamp.fromMillis(now + 2 * 24 * 60 * 60 * 1000),
      });
    }
    return { lead, data, delivery };
  });
}

type SendOutcome = { kind: LeadEmailKind; error?: unknown };

export async function deliverLeadEmails(input: DeliverLeadInput): Promise<DeliverResult> {
  const { db, leadId, eventId, send, addresses } = input;
  const now = input.now ?? Date.now;
  const claimed = await claim(input, now());
  if (!claimed) {
    logger.info('Lead e-mails already handled', { leadId, eventId });
    return 'skipped';
  }
  const { lead, data, delivery } = claimed;
  const leadRef = db.collection('contacts').doc(leadId);
  const errors: string[] = delivery.error ? [delivery.error] : [];
  const pastDeadline = now() - delivery.firstAttemptAt.toMillis() > DELIVERY_DEADLINE_MS;

  const build = (kind: LeadEmailKind): LeadEmail => {
    if (!lead) return unreadableLeadNotification(leadId, data, addresses);
    return kind === 'notification'
      ? notificationEmail(leadId, lead, addresses, parseStoredLeadSource(data['source']))
      : confirmationEmail(leadId, lead, addresses);
  };

  const due = pastDeadline ? [] : KINDS.filter((kind) => delivery[kind] === 'pending');
  // Both at once: a slow notification must not hold back the homeowner's confirmation.
  const outcomes = await Promise.all(
    due.map(async (kind): Promise<SendOutcome> => {
      try {
        await withRetry(() => send(build(kind)), input.retry ?? DEFAULT_RETRY);
      } catch (error) {
        return { kind, error };
      }
      // Outside the try: a failed bookkeeping write is not a failed send. Recorded at
      // once, so should this run die now, the next run does not send it again.
      delivery[kind] = 'sent';
      await leadRef.update({ [`delivery.${kind}`]: 'sent' });
      return { kind };
    }),
  );

  for (const { kind, error } of outcomes) {
    if (error === undefined) continue;
    const description = describeSendError(error);
    // A final answer (400, 401, 403...) will not change; anything else is tried again.
    delivery[kind] = isTransient(error) ? 'pending' : 'failed';
    errors.push(`${kind}: ${description}`);
    logger.warn('Lead e-mail not sent', {
      leadId,
      kind,
      error: description,
      final: !isTransient(error),
    });
  }
  if (pastDeadline) {
    for (const kind of KINDS) {
      if (delivery[kind] !== 'pending') continue;
      delivery[kind] = 'failed';
      errors.push(`${kind}: not sent within ${DELIVERY_DEADLINE_MS / 3_600_000} h`);
    }
  }

  const pending = KINDS.some((kind) => delivery[kind] === 'pending');
  const done = (state: EmailState) => state === 'sent' || state === 'skipped';
  const status: LeadDelivery['status'] = pending
    ? 'retrying'
    : delivery.notification === 'sent' && done(delivery.confirmation)
      ? 'sent'
      : 'failed';
  const at = now();
  const { nextAttemptAt: _lease, error: _previousError, ...rest } = delivery;
  const record: LeadDelivery = {
    ...rest,
    status,
    // Released: a retrying lead belongs to the sweeper, which checks nextAttemptAt.
    leaseUntil: Timestamp.fromMillis(at),
    at: Timestamp.fromMillis(at),
    ...(pending
      ? { nextAttemptAt: Timestamp.fromMillis(at + retryDelayMs(delivery.attempts)) }
      : {}),
    ...(errors.length > 0 ? { error: [...new Set(errors)].join('; ').slice(0, 1500) } : {}),
  };
  const batch = db.batch();
  batch.update(leadRef, { delivery: record });
  // The homeowner's browser only learns whether their confirmation went out. 'failed' also
  // covers pending and capped: the form then says the request was saved but no
  // confirmation sent (true at that moment); a later sweep may still turn it 'sent'.
  batch.set(db.collection('leadReceipts').doc(leadId), {
    status: delivery.confirmation === 'sent' ? 'sent' : 'failed',
    confirmation: delivery.confirmation,
    expireAt: Timestamp.fromMillis(at + RECEIPT_TTL_MS),
  });
  await batch.commit();
  const log = status === 'failed' ? logger.error : logger.info;
  log('Lead e-mails run done', {
    leadId,
    status,
    notification: delivery.notification,
    confirmation: delivery.confirmation,
    attempts: delivery.attempts,
  });
  return status;
}

export interface SweepInput {
  db: Firestore;
  send: SendMail;
  addresses: LeadEmailAddresses;
  /** Leads per sweep; the rest wait for the next one. */
  limit?: number;
  /** Leads handled at once. */
  concurrency?: number;
  now?: () => number;
}

export interface SweepResult {
  due: number;
  sent: number;
  retrying: number;
  failed: number;
  skipped: number;
  errors: number;
}

/**
 * Retries what is due: leads whose e-mails wait for a retry, and leads whose run died
 * (lease over). One attempt per e-mail per sweep; the backoff is in `nextAttemptAt`.
 * Runs every minute in production and every few seconds on the local stack.
 */
export async function sweepLeadEmails(input: SweepInput): Promise<SweepResult> {
  const now = input.now ?? Date.now;
  // A single-field range on nextAttemptAt: served by Firestore's automatic index.
  const due = await input.db
    .collection('contacts')
    .where('delivery.nextAttemptAt', '<=', Timestamp.fromMillis(now()))
    .orderBy('delivery.nextAttemptAt')
    .limit(input.limit ?? 200)
    .get();
  const result: SweepResult = {
    due: due.size,
    sent: 0,
    retrying: 0,
    failed: 0,
    skipped: 0,
    errors: 0,
  };
  const queue = due.docs.map((doc) => doc.id);
  const sweepId = `sweep-${randomUUID()}`;
  const worker = async () => {
    for (let leadId = queue.shift(); leadId; leadId = queue.shift()) {
      try {
        const outcome = await deliverLeadEmails({
          db: input.db,
          leadId,
          eventId: sweepId,
          send: input.send,
          addresses: input.addresses,
          retry: { attempts: 1, baseDelayMs: 0 },
          sweep: true,
          now,
        });
        result[outcome]++;
      } catch (error) {
        // One lead's trouble (a contended transaction) must not stop the sweep.
        result.errors++;
        logger.error('Lead e-mail sweep failed for a lead', { leadId, error: String(error) });
      }
    }
  };
  await Promise.all(Array.from({ length: input.concurrency ?? 10 }, worker));
  return result;
}
