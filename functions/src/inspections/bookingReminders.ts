/**
 * The evening-before reminder: at 18:00 Houston the day before a booked window
 * (isReminderDue), each booking gets one. The sweep marks reminderSentAt and queues the
 * reminder's e-mails in one atomic write, conditional on the booking's version: overlapping
 * sweeps and retried runs queue it once, and bookingMail.ts sends it once. A booking moved since
 * starts again without the mark (its new window gets its own reminder).
 */
import { isReminderDue } from '@altum/domain';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { queueBookingMail } from './bookingMailRecords';
import { retryOnNewerVersion, storedBooking } from './bookingStore';

/** Bookings starting within this much of now are looked at (the reminder is a day before). */
const LOOK_AHEAD_MS = 36 * 60 * 60 * 1000;

export async function queueDueReminders(db: Firestore, now: number): Promise<string[]> {
  return (await remindDue(db, now)).queued;
}

/** The reminders queued now, and how many bookings could not be looked at (logged). */
export async function remindDue(
  db: Firestore,
  now: number,
): Promise<{ queued: string[]; failed: number }> {
  const soon = await db
    .collection('bookings')
    .where('start', '>', Timestamp.fromMillis(now))
    .where('start', '<=', Timestamp.fromMillis(now + LOOK_AHEAD_MS))
    .get();
  const queued: string[] = [];
  let failed = 0;
  for (const doc of soon.docs) {
    const seen = storedBooking(doc);
    if (!seen || seen.status !== 'booked' || seen.reminderSentAt) continue;
    const due = (booking: NonNullable<typeof seen>) =>
      isReminderDue({ start: booking.start.toDate(), changedAt: booking.updatedAt.toDate() }, now);
    if (!due(seen)) continue;
    try {
      // Marked at the version read, with the reminder's e-mails created in the same batch:
      // of overlapping sweeps one writes, the others meet a newer version (or the e-mails'
      // record), read again and find the mark.
      const claimed = await retryOnNewerVersion(async () => {
        const snap = await doc.ref.get();
        const booking = storedBooking(snap);
        if (!booking || booking.status !== 'booked' || booking.reminderSentAt || !due(booking))
          return false;
        const batch = db.batch();
        batch.update(
          doc.ref,
          { reminderSentAt: Timestamp.fromMillis(now) },
          { lastUpdateTime: snap.updateTime },
        );
        queueBookingMail(
          batch,
          db,
          {
            leadId: booking.leadId,
            kind: 'reminder',
            sequence: booking.sequence,
            window: { windowId: booking.windowId, start: booking.start, end: booking.end },
            bookedBy: booking.bookedBy,
          },
          now,
        );
        await batch.commit();
        return true;
      });
      if (claimed) queued.push(doc.id);
    } catch (error) {
      // One booking's trouble must not hold back the others' reminders.
      failed++;
      logger.error('Could not queue a reminder', error, { leadId: doc.id });
    }
  }
  return { queued, failed };
}
