/**
 * What a homeowner agrees to before accepting a quote online. An acceptance records the
 * version it was shown, so a later change of wording never rewrites what someone agreed to:
 * a new wording gets a new version id.
 */
export interface ESignConsent {
  version: string;
  text: string;
}

export const QUOTE_ESIGN_CONSENT: ESignConsent = {
  version: 'esign-consent-2026-11-28',
  text:
    'I agree to do business with Altum Roofing electronically. Typing my full name and ' +
    'accepting signs this quote, the same as signing it on paper. I will get a PDF copy by ' +
    'e-mail, and I can ask the office for a paper copy at no charge or to stop doing business ' +
    'electronically at any time.',
};
