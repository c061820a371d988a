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
 * so a run that dies is picked up by the sweeper too. The sweeper also finds leads whose
 * creation event never ran (no delivery record 10 minutes on).
 *
 * SendGrid refusing our key (401, 403) or no key at all leaves the e-mail `blocked`: not
 * final, and not retried on a timer either, since every try would fail the same way. Once any
 * send succeeds again (the key was fixed), the blocked leads are handed back to the sweeper.
 * An admin may also resend a failed or blocked lead (resendLeadEmails). A lead whose honeypot
 * was filled (`suspectedSpam: 'honeypot'`, isQuietSpam) is `held`: no e-mail at all until staff
 * say 'Not spam' (releaseHeldLead.ts). A lead marked only 'too-fast' is e-mailed as usual, the
 * office's subject saying how fast it was sent.
 *
 * The outcome is recorded on the lead for staff and in `leadReceipts/{leadId}` for the
 * homeowner's browser: `status` is 'sent' only once the confirmation has gone out.
 */
import { createHash, randomUUID } from 'node:crypto';
import {
  CONFIRMATIONS_PER_MAILBOX_PER_DAY,
  DEFAULT_CONFIRMATIONS_PER_HOUR,
  isQuietSpam,
  normalizeMailbox,
  parseStoredLead,
  parseStoredLeadSource,
  arrivedPhotoCount,
  storedPhotoCount,
  tooFastNote,
  type Lead,
} from '@altum/domain';
import {
  FieldPath,
  FieldValue,
  Timestamp,
  type DocumentReference,
  type Firestore,
} from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import {
  confirmationEmail,
  notificationEmail,
  unreadableLeadNotification,
  type LeadEmail,
  type LeadEmailAddresses,
  type LeadEmailKind,
} from './leadEmails';
import { reserveHourlyConfirmation } from './confirmationBudget';
import {
  classifySendError,
  DEFAULT_RETRY,
  describeSendError,
  withRetry,
  type RetryOptions,
  type SendMail,
} from './mailer';

/**
 * `skipped`: a confirmation not sent because its mailbox reached the daily cap or the site the
 * hourly budget. `blocked`: SendGrid refused our key (or there is none); sent again once a
 * send succeeds.
 */
export type EmailState = 'pending' | 'sent' | 'failed' | 'skipped' | 'blocked' | 'held';

/**
 * Why a confirmation was skipped, for staff; 'past-day': a held lead let through ('Not spam')
 * more than a day after it arrived (releaseHeldLead.ts).
 */
export type SkipReason = 'mailbox-daily-cap' | 'hourly-budget' | 'past-day';

/** Longer than a run can take (function timeout 120 s), so a live run is never overtaken. */
export const DELIVERY_LEASE_MS = 180_000;

/** After this long since the first attempt, a still-pending e-mail is failed for good. */
export const DELIVERY_DEADLINE_MS = 24 * 60 * 60 * 1000;

/** Backoff between sweeps of one lead: 20 s, 40 s, 80 s ... at most 30 minutes. */
export const RETRY_BASE_MS = 20_000;
export const RETRY_MAX_MS = 30 * 60 * 1000;

/** A lead with no delivery record this long after it arrived lost its creation event. */
export const UNSENT_GRACE_MS = 10 * 60 * 1000;

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
  /**
   * sending: a run holds the lease; retrying: waiting for the sweeper; sent: done; blocked:
   * waiting for a send to succeed again; failed: an e-mail failed for good, or (with
   * nextAttemptAt) the notification is still retried past the deadline.
   */
  status: 'sending' | 'retrying' | 'sent' | 'failed' | 'blocked' | 'held';
  /** The event (or sweep) whose run holds or last held the claim. */
  eventId: string;
  /** Until when the claim holds; after it, the run is presumed dead and may be taken over. */
  leaseUntil: Timestamp;
  notification: EmailState;
  confirmation: EmailState;
  /** How many runs started sending. */
  attempts: number;
  /** The confirmation was counted against (or skipped by) the caps: never counted twice. */
  confirmationCounted?: boolean;
  skipReason?: SkipReason;
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
  /**
   * Takes a waiting lead due up to this many ms from now: an admin's resend hands its lead
   * back due a little later, so the sweeper leaves it to the resend (unless that run dies).
   */
  takeDueWithinMs?: number;
  /** The site-wide hourly budget of confirmations (the LEAD_CONFIRMATIONS_PER_HOUR param). */
  confirmationsPerHour?: number;
  now?: () => number;
}

export type DeliverResult = 'sent' | 'retrying' | 'failed' | 'blocked' | 'skipped';

const KINDS: LeadEmailKind[] = ['notification', 'confirmation'];

/** Backoff after `attempts` runs, with ±20% jitter so a crowd of leads spreads out. */
export function retryDelayMs(attempts: number, random = Math.random): number {
  const base = Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);
  return Math.round(base * (0.8 + 0.4 * random()));
}

/**
 * The cap counter of one mailbox on one UTC day, keyed by the normalized mailbox, so plus and
 * dot variants of one Gmail address share it; the address is stored only as a hash.
 */
export function confirmationCapRef(db: Firestore, email: string, at: number): DocumentReference {
  const day = new Date(at).toISOString().slice(0, 10);
  const hash = createHash('sha256').update(normalizeMailbox(email)).digest('hex');
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
    if (previous?.status === 'sent' || previous?.status === 'held') return null;
    const due = previous?.nextAttemptAt instanceof Timestamp ? previous.nextAttemptAt : null;
    // A failed or blocked lead is left alone unless handed back to the sweeper (a transient
    // failure past the deadline, a success after a block, an admin's resend): nextAttemptAt.
    if ((previous?.status === 'failed' || previous?.status === 'blocked') && !due) return null;
    const leased =
      previous?.leaseUntil instanceof Timestamp && previous.leaseUntil.toMillis() > now;
    if (previous?.status === 'sending' && leased) {
      // Another run is sending. A different event (a duplicate) can leave it be; the same
      // event fails, so the platform retries it and it takes over if that run died.
      if (previous.eventId === eventId) throw new DeliveryBusyError(leadId);
      return null;
    }
    if (previous?.status !== undefined && previous.status !== 'sending') {
      // The sweeper owns a lead waiting to be retried, and takes it only when it is due.
      if (!input.sweep || (due && due.toMillis() > now + (input.takeDueWithinMs ?? 0))) return null;
    }
    if (!previous && isQuietSpam(data['suspectedSpam'] as string | undefined)) {
      // The form's honeypot caught it: kept for staff, e-mailed to nobody until staff say
      // 'Not spam' (releaseHeldLead.ts). Recorded, so no sweep takes it for a lead whose
      // event never ran. A lead only sent too fast takes the normal path, marked.
      tx.update(ref, {
        delivery: {
          status: 'held',
          eventId,
          notification: 'held',
          confirmation: 'held',
          attempts: 0,
          at: Timestamp.fromMillis(now),
        },
        expireAt: Timestamp.fromMillis(now + LEAD_RETENTION_MS),
      });
      tx.set(input.db.collection('leadReceipts').doc(leadId), {
        status: 'failed',
        confirmation: 'held',
        expireAt: Timestamp.fromMillis(now + RECEIPT_TTL_MS),
      });
      return null;
    }
    const lead = parseStoredLead(data);

    let confirmation: EmailState = previous?.confirmation ?? 'pending';
    let skipReason = previous?.skipReason;
    let takeCap: (() => void) | null = null;
    let takeBudget: (() => void) | null = null;
    // Records from before the flag were counted on their first claim.
    let counted = previous?.confirmationCounted ?? (previous?.attempts ?? 0) > 0;
    const unreadable = confirmation === 'pending' && !lead;
    if (unreadable) {
      // The address may be the malformed part: staff are told, the homeowner is not.
      confirmation = 'failed';
    } else if (confirmation === 'pending' && lead && !counted) {
      // Counted once per lead, in this transaction: the mailbox's daily cap, then the
      // site's hourly budget.
      counted = true;
      const cap = confirmationCapRef(db, lead.email, now);
      const capCount = Number((await tx.get(cap)).get('count') ?? 0);
      if (capCount >= CONFIRMATIONS_PER_MAILBOX_PER_DAY) {
        confirmation = 'skipped';
        skipReason = 'mailbox-daily-cap';
      } else {
        takeBudget = await reserveHourlyConfirmation(
          tx,
          db,
          now,
          input.confirmationsPerHour ?? DEFAULT_CONFIRMATIONS_PER_HOUR,
        );
        if (!takeBudget) {
          confirmation = 'skipped';
          skipReason = 'hourly-budget';
        } else {
          takeCap = () =>
            tx.set(cap, {
              count: capCount + 1,
              // The counter is only needed for its day; the TTL policy removes it.
              expireAt: Timestamp.fromMillis(now + 2 * 24 * 60 * 60 * 1000),
            });
        }
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
      confirmationCounted: counted,
      ...(skipReason ? { skipReason } : {}),
      firstAttemptAt:
        previous?.firstAttemptAt instanceof Timestamp
          ? previous.firstAttemptAt
          : Timestamp.fromMillis(now),
      // Should this run die, the sweeper finds the lead once the lease is over.
      nextAttemptAt: leaseUntil,
      at: Timestamp.fromMillis(now),
      ...(previous?.error ? { error: previous.error } : {}),
      ...(unreadable ? { error: 'The stored lead does not pass the lead schema' } : {}),
    };
    tx.update(ref, {
      delivery,
      ...(data['expireAt'] === undefined
        ? { expireAt: Timestamp.fromMillis(now + LEAD_RETENTION_MS) }
        : {}),
    });
    takeCap?.();
    takeBudget?.();
    return { lead, data, delivery };
  });
}

type SendOutcome = { kind: LeadEmailKind; error?: unknown };

const NOT_FOUND = 5;

/**
 * A lead deleted while its e-mails went out (by staff, or a test) has nothing left to record
 * on: not an error to retry the event for. Anything else is rethrown.
 */
function unlessLeadGone(error: unknown): void {
  if ((error as { code?: unknown }).code !== NOT_FOUND) throw error;
}

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
      ? notificationEmail(
          leadId,
          lead,
          addresses,
          parseStoredLeadSource(data['source']),
          data['suspectedSpam'] === 'too-fast' ? tooFastNote(data['fillMs']) : null,
          storedPhotoCount(data['photoCount']),
          arrivedPhotoCount(data['photos']),
        )
      : confirmationEmail(leadId, lead, addresses);
  };

  if (pastDeadline && delivery.confirmation === 'pending') {
    // A confirmation a day late would mislead; the office's notification is still sent.
    delivery.confirmation = 'failed';
    errors.push(`confirmation: not sent within ${DELIVERY_DEADLINE_MS / 3_600_000} h`);
  }
  // A blocked e-mail is tried whenever its lead runs: it was handed back for that reason.
  const due = KINDS.filter((kind) => delivery[kind] === 'pending' || delivery[kind] === 'blocked');
  // Both at once: a slow notification must not hold back the homeowner's confirmation.
  let onTheirWay = due.length;
  const outcomes = await Promise.all(
    due.map(async (kind): Promise<SendOutcome> => {
      try {
        await withRetry(() => send(build(kind)), input.retry ?? DEFAULT_RETRY);
      } catch (error) {
        return { kind, error };
      } finally {
        onTheirWay -= 1;
      }
      delivery[kind] = 'sent';
      // Recorded at once while the other e-mail is still on its way, so should this run die
      // meanwhile, the next run does not send this one again. The last to finish is recorded
      // by the run's own record, written next: one write of the lead fewer, and each write
      // of a lead is one more event for followLeadChanges. Outside the try: a failed
      // bookkeeping write is not a failed send.
      if (onTheirWay > 0)
        await leadRef.update({ [`delivery.${kind}`]: 'sent' }).catch(unlessLeadGone);
      return { kind };
    }),
  );

  for (const { kind, error } of outcomes) {
    if (error === undefined) continue;
    const description = describeSendError(error);
    const failure = classifySendError(error);
    delivery[kind] =
      failure === 'transient' ? 'pending' : failure === 'blocked' ? 'blocked' : 'failed';
    errors.push(`${kind}: ${description}`);
    logger.warn('Lead e-mail not sent', { leadId, kind, error: description, failure });
  }

  const pending = KINDS.some((kind) => delivery[kind] === 'pending');
  const blocked = KINDS.some((kind) => delivery[kind] === 'blocked');
  const done = (state: EmailState) => state === 'sent' || state === 'skipped';
  const status: LeadDelivery['status'] =
    KINDS.some((kind) => delivery[kind] === 'failed') || (pending && pastDeadline)
      ? 'failed'
      : pending
        ? 'retrying'
        : blocked
          ? 'blocked'
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
    // What is still pending (a transient failure, past the deadline too) is swept again.
    ...(pending
      ? {
          nextAttemptAt: Timestamp.fromMillis(
            at + (pastDeadline ? RETRY_MAX_MS : retryDelayMs(delivery.attempts)),
          ),
        }
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
  // Tells later runs there is a blocked lead to hand back (releaseBlockedLeadsIfAny).
  if (blocked)
    batch.set(blockedMarkRef(db), { blockedAt: FieldValue.serverTimestamp() }, { merge: true });
  // A lead deleted meanwhile takes its receipt with it: nothing is recorded.
  await batch.commit().catch(unlessLeadGone);
  // A send went through, so SendGrid takes our key again: blocked leads get their turn.
  if (outcomes.some((outcome) => outcome.error === undefined)) {
    await releaseBlockedLeadsIfAny(db, at).catch((error: unknown) =>
      logger.error('Could not hand blocked leads back to the sweeper', error),
    );
  }
  const log = status === 'failed' || status === 'blocked' ? logger.error : logger.info;
  log('Lead e-mails run done', {
    leadId,
    status,
    notification: delivery.notification,
    confirmation: delivery.confirmation,
    attempts: delivery.attempts,
  });
  return status;
}

/**
 * When a lead was last blocked, and up to when blocked leads were last looked for: every
 * successful send would otherwise query the leads for blocked ones, a cost per lead that the
 * emulator (which scans the collection for each query) pays in full.
 */
const BLOCKED_PAGE = 500;

export const blockedMarkRef = (db: Firestore) => db.collection('leadSweeps').doc('blocked');

/**
 * releaseBlockedLeads, only when a lead was blocked after the last look (or the mark is not
 * there yet, as on a project from before it). One read otherwise.
 */
export async function releaseBlockedLeadsIfAny(db: Firestore, now: number): Promise<number> {
  const mark = await blockedMarkRef(db).get();
  const blockedAt = mark.get('blockedAt') as unknown;
  const releasedThrough = mark.get('releasedThrough') as unknown;
  if (
    mark.exists &&
    (!(blockedAt instanceof Timestamp) ||
      (releasedThrough instanceof Timestamp && releasedThrough.toMillis() >= blockedAt.toMillis()))
  )
    return 0;
  const { released, readAt } = await releaseBlockedLeadsAt(db, now);
  // Blocked leads written after this query's read set a later blockedAt: looked for next time.
  if (readAt) await blockedMarkRef(db).set({ releasedThrough: readAt }, { merge: true });
  return released;
}

/**
 * Hands every blocked lead back to the sweeper (due now), after a send succeeded. Each in its
 * own transaction, so a lead that changed meanwhile is left as it is.
 */
export async function releaseBlockedLeads(db: Firestore, now: number): Promise<number> {
  return (await releaseBlockedLeadsAt(db, now)).released;
}

async function releaseBlockedLeadsAt(db: Firestore, now: number) {
  const blocked = await db
    .collection('contacts')
    .where('delivery.status', '==', 'blocked')
    .limit(BLOCKED_PAGE)
    .get();
  let released = 0;
  for (const doc of blocked.docs) {
    await db.runTransaction(async (tx) => {
      const snap = await tx.get(doc.ref);
      if (snap.get('delivery.status') !== 'blocked') return;
      tx.update(doc.ref, {
        'delivery.status': 'retrying',
        'delivery.nextAttemptAt': Timestamp.fromMillis(now),
      });
      released++;
    });
  }
  if (released > 0) logger.info('Blocked leads handed back to the sweeper', { released });
  // A full page may have left some: not looked past them.
  return { released, readAt: blocked.size < BLOCKED_PAGE ? blocked.readTime : null };
}

export interface SweepInput {
  db: Firestore;
  send: SendMail;
  addresses: LeadEmailAddresses;
  confirmationsPerHour?: number;
  /** Also look for leads without a delivery record (default); tests of retries turn it off. */
  unsent?: boolean;
  /** Leads per sweep; the rest wait for the next one. */
  limit?: number;
  /** Leads handled at once. */
  concurrency?: number;
  now?: () => number;
}

export interface SweepResult {
  due: number;
  /** Of `due`: leads found with no delivery record (their creation event never ran). */
  unsent: number;
  sent: number;
  retrying: number;
  failed: number;
  blocked: number;
  skipped: number;
  errors: number;
}

/** Where the scan for leads without a delivery record has got to. */
export const unsentScanRef = (db: Firestore) => db.collection('leadSweeps').doc('unsent');

/**
 * Leads that arrived UNSENT_GRACE_MS ago or earlier and still have no delivery record: their
 * creation event never ran. Firestore cannot query for a missing field, so the sweep walks
 * the leads in arrival order once, from where the last sweep stopped (at most a day back).
 */
export async function findUnsentLeads(db: Firestore, now: number, limit: number) {
  const state = await unsentScanRef(db).get();
  const horizon = Timestamp.fromMillis(now - UNSENT_GRACE_MS);
  const saved = state.get('scannedUntil') as unknown;
  const from =
    saved instanceof Timestamp ? saved : Timestamp.fromMillis(now - DELIVERY_DEADLINE_MS);
  const lastId = String(state.get('lastId') ?? '');
  const ordered = db
    .collection('contacts')
    .where('createdAt', '<=', horizon)
    .orderBy('createdAt')
    .orderBy(FieldPath.documentId());
  // After the last lead seen; from the start of a moment (seen again, harmlessly) otherwise.
  const page = await (lastId ? ordered.startAfter(from, lastId) : ordered.startAt(from))
    .select('createdAt', 'delivery')
    .limit(limit)
    .get();
  const last = page.docs[page.docs.length - 1];
  // A full page: the next sweep goes on after its last lead; else everything up to the
  // horizon was seen.
  await unsentScanRef(db).set(
    page.size === limit && last
      ? { scannedUntil: last.get('createdAt') as Timestamp, lastId: last.id }
      : { scannedUntil: horizon, lastId: '' },
  );
  return page.docs.filter((doc) => doc.get('delivery') === undefined).map((doc) => doc.id);
}

/**
 * Retries what is due: leads whose e-mails wait for a retry, leads whose run died (lease
 * over), leads handed back after a block or by an admin, and leads whose creation event
 * never ran. One attempt per e-mail per sweep; the backoff is in `nextAttemptAt`.
 * Runs every minute in production and every few seconds on the local stack.
 */
export async function sweepLeadEmails(input: SweepInput): Promise<SweepResult> {
  const now = input.now ?? Date.now;
  const limit = input.limit ?? 200;
  // A single-field range on nextAttemptAt: served by Firestore's automatic index.
  const due = await input.db
    .collection('contacts')
    .where('delivery.nextAttemptAt', '<=', Timestamp.fromMillis(now()))
    .orderBy('delivery.nextAttemptAt')
    .limit(limit)
    .get();
  const unsent = input.unsent === false ? [] : await findUnsentLeads(input.db, now(), limit);
  const queue = [...new Set([...due.docs.map((doc) => doc.id), ...unsent])];
  const result: SweepResult = {
    due: queue.length,
    unsent: unsent.length,
    sent: 0,
    retrying: 0,
    failed: 0,
    blocked: 0,
    skipped: 0,
    errors: 0,
  };
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
          ...(input.confirmationsPerHour !== undefined
            ? { confirmationsPerHour: input.confirmationsPerHour }
            : {}),
          now,
        });
        result[outcome]++;
      } catch (error) {
        // One lead's trouble (a contended transaction) must not stop the sweep.
        result.errors++;
        logger.error('Lead e-mail sweep failed for a lead', error, { leadId });
      }
    }
  };
  await Promise.all(Array.from({ length: input.concurrency ?? 10 }, worker));
  return result;
}
