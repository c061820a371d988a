import * as v from 'valibot';

/**
 * Where a lead came from, recorded by the form with the lead so the office can see which
 * pages, sites and campaigns bring work: the page the form was sent from, the browser's
 * referrer, and the `utm_source` / `utm_campaign` of the visit (kept from the visit's first
 * page, so a homeowner who lands on a blog post from a newsletter and books on
 * /book-inspection still counts for the newsletter).
 */
export interface LeadSource {
  /** The path the form was sent from, e.g. '/book-inspection' (no query or fragment). */
  page: string;
  /** `document.referrer`, or null when the browser gave none. */
  referrer: string | null;
  utmSource: string | null;
  utmCampaign: string | null;
}

/**
 * Limits in characters (UTF-16 code units, which are never fewer than the rules' count).
 * firestore.rules repeats these numbers; the rules tests keep the two in step.
 */
export const LEAD_SOURCE_LIMITS = {
  page: 200,
  referrer: 500,
  utmSource: 100,
  utmCampaign: 100,
} as const;

/** The keys of `source`; firestore.rules allows exactly these. */
export const LEAD_SOURCE_KEYS = ['page', 'referrer', 'utmSource', 'utmCampaign'] as const;

// Every control character (C0, DEL, C1): never part of a path, URL or campaign name.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g;

/** At most `max` UTF-16 code units, never cutting a character in half. */
function clip(text: string, max: number): string {
  let out = '';
  for (const char of text) {
    if (out.length + char.length > max) break;
    out += char;
  }
  return out;
}

/** One clean line within the limit, or null when nothing is left. */
function sourceText(value: string | null | undefined, max: number): string | null {
  if (typeof value !== 'string') return null;
  const text = clip(value.replace(CONTROLS, ' ').trim(), max);
  return text === '' ? null : text;
}

/**
 * What the browser knows, made into what the rules accept: nothing here can make a lead
 * refused (too long is cut, control characters go, an odd path becomes '/'), because a lead
 * must never be lost over where it came from.
 */
export function toLeadSource(raw: {
  page: string;
  referrer?: string | null;
  utmSource?: string | null;
  utmCampaign?: string | null;
}): LeadSource {
  const page = sourceText(raw.page, LEAD_SOURCE_LIMITS.page);
  return {
    page: page?.startsWith('/') ? page : '/',
    referrer: sourceText(raw.referrer, LEAD_SOURCE_LIMITS.referrer),
    utmSource: sourceText(raw.utmSource, LEAD_SOURCE_LIMITS.utmSource),
    utmCampaign: sourceText(raw.utmCampaign, LEAD_SOURCE_LIMITS.utmCampaign),
  };
}

const optionalText = v.fallback(v.nullable(v.string()), null);

/**
 * A stored source, read leniently: leads sent before the form recorded a source have none
 * (null), and a malformed one shows what it can rather than hiding the lead.
 */
export const storedLeadSourceSchema = v.fallback(
  v.nullable(
    v.object({
      page: v.fallback(v.string(), '/'),
      referrer: optionalText,
      utmSource: optionalText,
      utmCampaign: optionalText,
    }),
  ),
  null,
);

/** A stored lead's source, or null when it has none (older leads) or it cannot be read. */
export function parseStoredLeadSource(value: unknown): LeadSource | null {
  return v.parse(storedLeadSourceSchema, value ?? null);
}
