/**
 * 'Resend' in the staff inbox: an admin sends a failed or blocked lead's e-mails again. Only
 * admins (roles/{uid}.admin, read here on the server, as the rules would). The lead is handed
 * back with a fresh deadline and delivered at once; the caps still hold (a confirmation
 * already counted is not counted again, a skipped one stays skipped).
 */
import { randomUUID } from 'node:crypto';
import { LEAD_ID_PATTERN } from '@altum/domain';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { deliverLeadEmails, type DeliverResult } from './leadDelivery';
import type { LeadDelivery } from './leadDeliveryRecord';
import { sendgridApiKey } from './params';
import { leadEmailDeps, type LeadCreatedDeps } from './sendLeadEmails';

export const RESEND_ERRORS = {
  signedOut: 'Sign in to resend a lead’s e-mails.',
  notAdmin: 'Only administrators can resend a lead’s e-mails.',
  malformed: 'Send { leadId } with the id of a lead.',
  unknown: 'There is no lead with this id.',
  notResendable: 'Only a lead whose e-mails failed or are blocked can be resent.',
} as const;

const LEAD_ID = new RegExp(`^${LEAD_ID_PATTERN}$`);

export function parseResendRequest(data: unknown): string {
  const leadId = (data as { leadId?: unknown } | null)?.leadId;
  if (
    typeof data !== 'object' ||
    data === null ||
    Object.keys(data).length !== 1 ||
    typeof leadId !== 'string' ||
    !LEAD_ID.test(leadId)
  ) {
    throw new HttpsError('invalid-argument', RESEND_ERRORS.malformed);
  }
  return leadId;
}

export async function resendLead(
  deps: LeadCreatedDeps,
  uid: string | undefined,
  data: unknown,
): Promise<{ status: DeliverResult | LeadDelivery['status'] }> {
  const { db } = deps;
  if (!uid) throw new HttpsError('unauthenticated', RESEND_ERRORS.signedOut);
  if ((await db.collection('roles').doc(uid).get()).get('admin') !== true) {
    throw new HttpsError('permission-denied', RESEND_ERRORS.notAdmin);
  }
  const leadId = parseResendRequest(data);
  const now = (deps.now ?? Date.now)();
  await handBack(db, leadId, now);
  const outcome = await deliverLeadEmails({
    db,
    leadId,
    eventId: `resend-${randomUUID()}`,
    send: deps.send,
    addresses: deps.addresses,
    sweep: true,
    takeDueWithinMs: RESEND_HOLD_MS,
    ...(deps.confirmationsPerHour !== undefined
      ? { confirmationsPerHour: deps.confirmationsPerHour }
      : {}),
    ...(deps.now ? { now: deps.now } : {}),
  });
  // 'skipped': a sweep took the lead first; say where it stands now.
  if (outcome !== 'skipped') return { status: outcome };
  const status = (await db.collection('contacts').doc(leadId).get()).get('delivery.status');
  return { status: status as LeadDelivery['status'] };
}

/**
 * How long a resent lead is kept from the sweeper: the resend sends it at once, and the sweep
 * (every minute, every 5 s locally) would otherwise race it and leave the admin told only
 * 'sending'. Should the resend's run die, the sweeper takes the lead after this.
 */
const RESEND_HOLD_MS = 60_000;

/** Failed and blocked e-mails back to pending, due shortly (RESEND_HOLD_MS), with a fresh deadline. */
async function handBack(db: Firestore, leadId: string, now: number) {
  const ref = db.collection('contacts').doc(leadId);
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw new HttpsError('not-found', RESEND_ERRORS.unknown);
    const delivery = snap.get('delivery') as Partial<LeadDelivery> | undefined;
    if (delivery?.status !== 'failed' && delivery?.status !== 'blocked') {
      throw new HttpsError('failed-precondition', RESEND_ERRORS.notResendable);
    }
    const again = (state: LeadDelivery['notification'] | undefined) =>
      state === 'failed' || state === 'blocked' || state === undefined ? 'pending' : state;
    tx.update(ref, {
      'delivery.status': 'retrying',
      'delivery.notification': again(delivery.notification),
      'delivery.confirmation': again(delivery.confirmation),
      'delivery.nextAttemptAt': Timestamp.fromMillis(now + RESEND_HOLD_MS),
      'delivery.firstAttemptAt': Timestamp.fromMillis(now),
    });
  });
}

export const resendLeadEmails = onCall(
  { secrets: [sendgridApiKey], maxInstances: 2, timeoutSeconds: 60 },
  (request) => resendLead(leadEmailDeps(), request.auth?.uid, request.data),
);
