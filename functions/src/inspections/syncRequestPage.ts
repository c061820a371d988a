/**
 * A lead written → requests/{leadId} follows the lead: where it stands (the office
 * called, closed it), its booking and its photos. Each run reads the lead as it is now, in a
 * transaction, so events arriving late or out of order never put back an older state; it
 * writes only when the page would change, and looks only at writes of the fields it shows
 * (touchesRequestPage). A deleted lead takes its request page and its
 * booking with it, and a place it held goes back to the window, its mailbox and phone too.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { adminDb } from '../admin';
import type { LeadChangeHandler } from '../leadChange';
import { refreshAvailability } from './availability';
import { noticeRef, readOwnHolds, releaseHolds } from './bookingBounds';
import {
  activeBooking,
  bookedIn,
  bookingRef,
  leadRef,
  requestRef,
  scheduleOf,
  scheduleRef,
  slotRef,
  answers,
  retryOnNewerVersion,
} from './bookingStore';
import { requestProjection, sameProjection, touchesRequestPage } from './requestProjection';

export type SyncOutcome = 'written' | 'unchanged' | 'deleted';

export async function syncRequest(
  db: Firestore,
  leadId: string,
  now: number,
): Promise<SyncOutcome> {
  const schedule = scheduleOf(await scheduleRef(db).get());
  const outcome = await retryOnNewerVersion(() =>
    db.runTransaction(async (tx): Promise<SyncOutcome | 'released'> => {
      // Not the booking: a booking change writes it and the lead at once, and two
      // transactions that read what both write would wait on each other.
      const [lead, request] = answers(
        await tx.getAll(leadRef(db, leadId), requestRef(db, leadId)),
        2,
      );
      if (!lead.exists) {
        const bookingSnap = await tx.get(bookingRef(db, leadId));
        const held = activeBooking(bookingSnap);
        const slot = held ? await slotRef(db, held.windowId).get() : null;
        releaseHolds(tx, await readOwnHolds(db, leadId, bookingSnap.get('holds')));
        tx.delete(noticeRef(db, leadId));
        if (held && slot?.exists)
          tx.update(
            slotRef(db, held.windowId),
            { booked: Math.max(0, bookedIn(slot) - 1) },
            { lastUpdateTime: slot.updateTime },
          );
        if (bookingSnap.exists) tx.delete(bookingRef(db, leadId));
        if (request.exists) tx.delete(requestRef(db, leadId));
        return held ? 'released' : 'deleted';
      }
      const next = requestProjection(lead.data() ?? {}, schedule, now);
      if (sameProjection(request.data(), next)) return 'unchanged';
      tx.set(requestRef(db, leadId), next);
      return 'written';
    }),
  );
  if (outcome !== 'released') return outcome;
  await refreshAvailability(db, now);
  return 'deleted';
}

/** Run by followLeadChanges on a write of a field the page shows (retried). */
export const syncRequestPage: LeadChangeHandler = {
  name: 'syncRequestPage',
  applies: ({ before, after }) => touchesRequestPage(before, after),
  async run({ leadId }) {
    const outcome = await syncRequest(adminDb(), leadId, Date.now());
    if (outcome !== 'unchanged') logger.info('syncRequestPage', { leadId, outcome });
  },
};
