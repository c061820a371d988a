/**
 * Delivers a lead's two e-mails exactly once per lead, however often a run starts, and
 * eventually, however long SendGrid is down.
 *
 * A run (the creation event, or a sweep) claims the lead's `delivery` record in a
 * transaction, with a lease; each e-mail is marked sent as soon as SendGrid accepts it, so a
 * run taking over from one that died only sends what is still missing. A transient failure
 * (network, timeout, 429, 5xx) leaves the e-mail `pending` with `nextAttemptAt` set by
 * backoff, and the sweeper (leadEmailSweep.ts) tries again until it is sent or
 * EMAIL_DEADLINE_MS has passed since the first attempt; then it is `failed` for good and
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
 *
 * One file per job: this one the run; leadEmailClaim.ts the claim (with the caps);
 * blockedLeads.ts the hand-back of blocked leads; leadEmailSweep.ts the sweep;
 * leadDeliveryRecord.ts the record. The lease, backoff, deadline and sweep are the outbox's
 * (functions/src/outbox), shared with the booking e-mails and the lead alerts.
 */
import {
  arrivedPhotoCount,
  parseStoredLeadSource,
  storedPhotoCount,
  tooFastNote,
} from '@altum/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import {
  confirmationEmail,
  notificationEmail,
  unreadableLeadNotification,
  type LeadEmail,
  type LeadEmailAddresses,
  type LeadEmailKind,
} from './leadEmails';
import { joinErrors } from '../outbox/lease';
import { EMAIL_DEADLINE_MS, sendEach, stateAfter, type EmailState } from '../outbox/sendEmails';
import { deadlinePassed, RETRY_MAX_MS, retryDelayMs } from '../outbox/timing';
import { blockedMarkRef, releaseBlockedLeadsIfAny } from './blockedLeads';
import { claimLeadEmails, type LeadClaimInput } from './leadEmailClaim';
import { RECEIPT_TTL_MS, type LeadDelivery } from './leadDeliveryRecord';
import {
  classifySendError,
  DEFAULT_RETRY,
  describeSendError,
  type RetryOptions,
  type SendMail,
} from './mailer';

export interface DeliverLeadInput extends LeadClaimInput {
  send: SendMail;
  addresses: LeadEmailAddresses;
  retry?: RetryOptions;
  now?: () => number;
}

export type DeliverResult = 'sent' | 'retrying' | 'failed' | 'blocked' | 'skipped';

const KINDS: LeadEmailKind[] = ['notification', 'confirmation'];

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
  const claimed = await claimLeadEmails(input, now());
  if (!claimed) {
    logger.info('Lead e-mails already handled', { leadId, eventId });
    return 'skipped';
  }
  const { lead, data, delivery } = claimed;
  const leadRef = db.collection('contacts').doc(leadId);
  const errors: string[] = delivery.error ? [delivery.error] : [];
  const pastDeadline = deadlinePassed(delivery.firstAttemptAt.toMillis(), EMAIL_DEADLINE_MS, now());

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
    errors.push(`confirmation: not sent within ${EMAIL_DEADLINE_MS / 3_600_000} h`);
  }
  // A blocked e-mail is tried whenever its lead runs: it was handed back for that reason.
  const due = KINDS.filter((kind) => delivery[kind] === 'pending' || delivery[kind] === 'blocked');
  // Both at once: a slow notification must not hold back the homeowner's confirmation.
  const outcomes = await sendEach(
    due,
    (kind) => send(build(kind)),
    input.retry ?? DEFAULT_RETRY,
    async (kind, stillOnTheirWay) => {
      delivery[kind] = 'sent';
      // Recorded at once while the other e-mail is still on its way, so should this run die
      // meanwhile, the next run does not send this one again. The last to finish is recorded
      // by the run's own record, written next: one write of the lead fewer, and each write
      // of a lead is one more event for followLeadChanges.
      if (stillOnTheirWay > 0)
        await leadRef.update({ [`delivery.${kind}`]: 'sent' }).catch(unlessLeadGone);
    },
  );

  for (const { part: kind, error } of outcomes) {
    if (error === undefined) continue;
    const description = describeSendError(error);
    const failure = classifySendError(error);
    delivery[kind] = stateAfter(failure);
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
  const summary = joinErrors(errors);
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
    ...(summary ? { error: summary } : {}),
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
