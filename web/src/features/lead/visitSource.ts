/**
 * Where this visit came from, for the lead's `source`. The UTM tags of the visit are kept in
 * sessionStorage from the first page that carries them, so a homeowner who lands on a blog
 * post from a newsletter and books on /book-inspection still counts for the newsletter. No
 * Firebase here: this runs on every public page.
 */
import { toLeadSource, type LeadSource } from '@altum/domain';

const KEY = 'altum.visitUtm';

interface VisitUtm {
  utmSource: string | null;
  utmCampaign: string | null;
}

function utmOf(search: string): VisitUtm | null {
  const params = new URLSearchParams(search);
  const utmSource = params.get('utm_source');
  const utmCampaign = params.get('utm_campaign');
  return utmSource || utmCampaign ? { utmSource, utmCampaign } : null;
}

function stored(): VisitUtm | null {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    if (parsed === null || typeof parsed !== 'object') return null;
    const { utmSource, utmCampaign } = parsed as Record<string, unknown>;
    return {
      utmSource: typeof utmSource === 'string' ? utmSource : null,
      utmCampaign: typeof utmCampaign === 'string' ? utmCampaign : null,
    };
  } catch {
    return null;
  }
}

/** Keeps the UTM tags of the current URL, unless an earlier page of the visit had some. */
export function rememberVisitUtm(search = window.location.search): void {
  const utm = utmOf(search);
  if (!utm || stored()) return;
  try {
    sessionStorage.setItem(KEY, JSON.stringify(utm));
  } catch {
    // Storage blocked or full: the lead is sent without the campaign, never refused.
  }
}

/** The source of a lead sent from the current page now. */
export function currentLeadSource(): LeadSource {
  rememberVisitUtm();
  const utm = stored() ?? utmOf(window.location.search);
  return toLeadSource({
    page: window.location.pathname,
    referrer: document.referrer,
    utmSource: utm?.utmSource ?? null,
    utmCampaign: utm?.utmCampaign ?? null,
  });
}
