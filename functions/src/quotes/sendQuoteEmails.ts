/**
 * quoteMail/{mailId} created (a version sent, or accepted) → its e-mails (quoteMail.ts). What
 * SendGrid does not take now is retried by sweepInspections.
 */
import { logger } from 'firebase-functions';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { isExpiredEvent } from '../eventAge';
import { sendgridApiKey } from '../leads/params';
import { deliverQuoteMail } from './quoteMail';
import { quoteMailDeps } from './quoteMailDeps';

export const sendQuoteEmails = onDocumentCreated(
  {
    document: 'quoteMail/{mailId}',
    secrets: [sendgridApiKey],
    retry: true,
    timeoutSeconds: 120,
    // A PDF is made in memory for an acceptance.
    memory: '512MiB',
    maxInstances: 10,
  },
  async (event) => {
    const { mailId } = event.params;
    if (isExpiredEvent('sendQuoteEmails', event, Date.now(), { mailId })) return;
    const emails = await deliverQuoteMail(quoteMailDeps(), mailId, event.id);
    logger.info('sendQuoteEmails', { mailId, emails });
  },
);
