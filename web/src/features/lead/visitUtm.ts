/**
 * The visit's UTM tags, kept in sessionStorage from the first page that carries them, so a
 * homeowner who lands on a blog post from a newsletter and books on /book-inspection still
 * counts for the newsletter. Runs as the public pages start (features/lead/index.ts), before
 * any in-app navigation drops the query: it imports nothing, so it costs a page nearly nothing.
 */
const KEY = 'altum.visitUtm';

export interface VisitUtm {
  utmSource: string | null;
  utmCampaign: string | null;
}

export function utmOf(search: string): VisitUtm | null {
  const params = new URLSearchParams(search);
  const utmSource = params.get('utm_source');
  const utmCampaign = params.get('utm_campaign');
  return utmSource || utmCampaign ? { utmSource, utmCampaign } : null;
}

/** The UTM tags kept for this visit, or null. */
export function storedVisitUtm(): VisitUtm | null {
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
  if (!utm || storedVisitUtm()) return;
  try {
    sessionStorage.setItem(KEY, JSON.stringify(utm));
  } catch {
    // Storage blocked or full: the lead is sent without the campaign, never refused.
  }
}
