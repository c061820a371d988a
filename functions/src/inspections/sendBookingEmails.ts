/**
 * bookingMail/{mailId} created (a booking changed, or a reminder fell due) → its e-mails to the
 * homeowner and the office (bookingMail.ts), and, for a homeowner's own change, the staff
 * alert (bookingAlert.ts). What SendGrid or a push service does not take now is retried by
 * the sweeps (sweepInspections, retryLeadAlerts).
 */
import { logger } from 'firebase-functions';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { isExpiredEvent } from '../eventAge';
import { leadAlertDeps } from '../alerts/alertDeps';
import { sendgridApiKey, webPushPrivateKey } from '../leads/params';
import { alertBookingChange } from './bookingAlert';
import { deliverBookingMail } from './bookingMail';
import { bookingMailDeps } from './bookingMailDeps';
import type { BookingMail } from './bookingMailRecords';

export const sendBookingEmails = onDocumentCreated(
  {
    document: 'bookingMail/{mailId}',
    secrets: [sendgridApiKey, webPushPrivateKey],
    // The outbox record and the delivery records make a retry safe.
    retry: true,
    timeoutSeconds: 120,
    maxInstances: 10,
  },
  async (event) => {
    const { mailId } = event.params;
    if (isExpiredEvent('sendBookingEmails', event, Date.now(), { mailId })) return;
    const mail = event.data?.data() as BookingMail | undefined;
    const [emails, alert] = await Promise.all([
      deliverBookingMail(bookingMailDeps(), mailId, event.id),
      // The alert's trouble is no reason to send the e-mails again: logged, retried by its sweep.
      mail
        ? alertBookingChange(leadAlertDeps(), mail, event.id).catch((error: unknown) => {
            logger.error('Booking alert failed', error, { mailId });
            return 'failed' as const;
          })
        : ('not-alerted' as const),
    ]);
    logger.info('sendBookingEmails', { mailId, emails, alert });
  },
);
