/** The quote e-mails' dependencies as deployed: the booking e-mails' SendGrid and caps. */
import { bookingMailDeps } from '../inspections/bookingMailDeps';
import { adminPhotoBucket } from '../leadPhotos/photoBucket';
import type { QuoteMailDeps } from './quoteMail';
import { ensureQuotePdf } from './quotePdfStore';

export function quoteMailDeps(): QuoteMailDeps {
  const deps = bookingMailDeps();
  return {
    ...deps,
    pdf: (leadId, quoteId) => ensureQuotePdf(deps.db, adminPhotoBucket(), leadId, quoteId),
  };
}
