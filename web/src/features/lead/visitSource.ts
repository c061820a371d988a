/** Where a lead is sent from: the page, the browser's referrer and the visit's UTM tags. */
import { toLeadSource, type LeadSource } from '@altum/domain';
import { rememberVisitUtm, storedVisitUtm, utmOf } from './visitUtm';

/** The source of a lead sent from the current page now. */
export function currentLeadSource(): LeadSource {
  rememberVisitUtm();
  const utm = storedVisitUtm() ?? utmOf(window.location.search);
  return toLeadSource({
    page: window.location.pathname,
    // In this single-page app it stays the referrer of the visit's first page load.
    referrer: document.referrer,
    utmSource: utm?.utmSource ?? null,
    utmCampaign: utm?.utmCampaign ?? null,
  });
}
