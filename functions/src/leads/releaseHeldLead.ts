/**
 * 'Not spam' on a held lead: staff clear `suspectedSpam` on a lead whose honeypot was filled,
 * which the e-mail path held (leadEmailClaim.ts). Its e-mails then take the normal path: the
 * office's notification always, and the homeowner's confirmation only within a day of the
 * request, within the usual caps. "Within the day" is 24 hours from the lead's arrival, not
 * the calendar day in Houston: a request sent at 11 pm is thanked the next morning too, and
 * a thank-you days late would only puzzle (the office calls instead). The lead's alert side
 * is its own function.
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type { LeadChangeHandler } from '../leadChange';
import { deliverLeadEmails } from './leadDelivery';
import type { LeadDelivery } from './leadDeliveryRecord';
import { leadEmailDeps } from './sendLeadEmails';

/** A confirmation is still sent this long after the lead arrived. */
export const RELEASED_CONFIRMATION_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Turns a held lead no longer marked into one waiting for its e-mails, in a transaction on
 * the lead as it is now, so a retried or repeated event releases it once. Returns whether it
 * did.
 */
export async function releaseHeldLead(db: Firestore, leadId: string, now: number) {
  const ref = db.collection('contacts').doc(leadId);
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists || snap.get('suspectedSpam') != null) return false;
    if ((snap.get('delivery') as Partial<LeadDelivery> | undefined)?.status !== 'held')
      return false;
    const createdAt = snap.get('createdAt') as unknown;
    const withinDay =
      createdAt instanceof Timestamp &&
      now - createdAt.toMillis() <= RELEASED_CONFIRMATION_WINDOW_MS;
    const at = Timestamp.fromMillis(now);
    const delivery: LeadDelivery = {
      status: 'retrying',
      eventId: `release-${leadId}`,
      leaseUntil: at,
      notification: 'pending',
      confirmation: withinDay ? 'pending' : 'skipped',
      attempts: 0,
      // Counted against the caps when its run claims it; a skipped one is never counted.
      confirmationCounted: !withinDay,
      ...(withinDay ? {} : { skipReason: 'past-day' as const }),
      firstAttemptAt: at,
      // Due now: the sweep sends it should the run below not get to it.
      nextAttemptAt: at,
      at,
    };
    tx.update(ref, { delivery });
    return true;
  });
}

/**
 * Run by followLeadChanges (which holds the SendGrid key) on the change that clears the mark
 * of a lead; the release and the delivery record make a retry safe.
 */
export const sendReleasedLeadEmails: LeadChangeHandler = {
  name: 'sendReleasedLeadEmails',
  applies: ({ before, after }) =>
    before?.['suspectedSpam'] != null && after !== undefined && after['suspectedSpam'] == null,
  async run({ id, leadId }) {
    const deps = leadEmailDeps();
    const released = await releaseHeldLead(deps.db, leadId, Date.now());
    const outcome = await deliverLeadEmails({ ...deps, leadId, eventId: id, sweep: true });
    logger.info('Lead marked not spam', { leadId, released, outcome });
  },
};
