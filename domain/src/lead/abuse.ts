/**
 * What keeps the lead form from being used to mail strangers (functions/src/leads applies
 * these): confirmations are capped per mailbox and per hour site-wide, and the only visitor
 * text a confirmation repeats is a first name that cannot read as a link or an address.
 */

/** Confirmations one mailbox may receive per (UTC) day; later leads notify the office only. */
export const CONFIRMATIONS_PER_MAILBOX_PER_DAY = 3;

/** Default of the site-wide hourly budget of confirmations (a function param overrides it). */
export const DEFAULT_CONFIRMATIONS_PER_HOUR = 100;

/** More leads than this within FLOOD_WINDOW_MS flag the staff inbox as a possible flood. */
export const FLOOD_LEAD_THRESHOLD = 20;
export const FLOOD_WINDOW_MS = 10 * 60 * 1000;

/** Providers whose addresses ignore dots in the local part; googlemail.com is gmail.com. */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address delivers to, for counting: lower-case, a `+tag` removed, and for
 * Gmail the dots of the local part ignored and googlemail.com read as gmail.com. So
 * `J.Doe+a@GoogleMail.com` and `jdoe+b@gmail.com` are one mailbox and share one daily cap.
 */
export function normalizeMailbox(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus >= 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    domain = 'gmail.com';
    local = local.replaceAll('.', '');
  }
  return `${local}@${domain}`;
}

// Every C0 and C1 control character, DEL included.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g;

/**
 * The only piece of visitor text a confirmation may carry: the first word of the name,
 * without control characters, ',' or ';', and only when it reads as a name (letters,
 * apostrophes, hyphens) and holds none of `.`, `/`, `:` or `@`, so a domain, a link or an
 * address typed as a name (`claim-refund-now.com Smith`) is never echoed to a stranger.
 */
export function confirmationFirstName(name: string): string | undefined {
  const first = name.replace(CONTROLS, ' ').replace(/[,;]/g, ' ').trim().split(/\s+/)[0] ?? '';
  if (/[./:@]/.test(first)) return undefined;
  return /^[\p{L}\p{M}'’-]{1,40}$/u.test(first) && /\p{L}/u.test(first) ? first : undefined;
}

/**
 * Why the form suspects a bot: the hidden field was filled, or the submit came sooner after the
 * page loaded than a person could type. Such a lead is saved, marked with the reason, listed
 * apart in the inbox and sent no e-mail; firestore.rules repeats the reasons.
 */
export const SUSPECTED_SPAM_REASONS = ['honeypot', 'too-fast'] as const;
export type SuspectedSpamReason = (typeof SUSPECTED_SPAM_REASONS)[number];

/** A person takes longer than this from the page's load to a submit; a bot posting at once does not. */
export const MIN_FILL_TIME_MS = 3000;

/** The reason a submit looks like a bot's, or null for a person's. */
export function suspectedSpamReason(input: {
  honeypotFilled: boolean;
  msSincePageLoad: number;
}): SuspectedSpamReason | null {
  if (input.honeypotFilled) return 'honeypot';
  return input.msSincePageLoad < MIN_FILL_TIME_MS ? 'too-fast' : null;
}

/**
 * A suspect lead that is e-mailed to nobody and alerts nobody until staff say 'Not spam':
 * only a filled honeypot. A lead sent within MIN_FILL_TIME_MS is what a person on a phone
 * does with autofill and a quick tap, so it takes the normal path, with a mark.
 */
export function isQuietSpam(reason: SuspectedSpamReason | string | null | undefined): boolean {
  return reason === 'honeypot';
}

/**
 * What the office is told of a lead sent sooner after the page opened than MIN_FILL_TIME_MS:
 * "check: sent 1.2 s after opening", or "under 3 s" from a page that recorded no time.
 * Autofill and a quick tap do that; so does a bot, hence the check.
 */
export function tooFastNote(fillMs: unknown): string {
  const seconds =
    typeof fillMs === 'number' && Number.isFinite(fillMs)
      ? (Math.max(0, fillMs) / 1000).toFixed(1)
      : `under ${MIN_FILL_TIME_MS / 1000}`;
  return `check: sent ${seconds} s after opening`;
}

export function isSuspectedSpamReason(value: unknown): value is SuspectedSpamReason {
  return (SUSPECTED_SPAM_REASONS as readonly unknown[]).includes(value);
}
