/**
 * What the homeowner's quote callables (viewQuote, acceptQuote, requestQuoteChanges) accept,
 * and what they answer in the homeowner's words. Anyone holding the lead's id acts as its
 * homeowner, as with booking; a signed-in staff member (roles/{uid}) opening the request page
 * is not the homeowner: their view is not recorded, and they neither accept nor ask for
 * changes in the homeowner's name.
 */
import { createHmac } from 'node:crypto';
import { QUOTE_OPTION_TIERS, type QuoteOptionTier } from '@altum/domain';
import { HttpsError } from 'firebase-functions/v2/https';
import { visitorKey } from '../blog/visitorKey';
import { LEAD_ID } from '../inspections/bookingStore';
import { QUOTE_ID } from './quoteStore';

export const QUOTE_CALL_MESSAGES = {
  malformed: 'Send the request’s id and the quote’s version.',
  unknown: 'This quote could not be found.',
  expired: 'This quote has expired. Ask us for a new one.',
  alreadyAccepted: 'This quote was already accepted.',
  stale: 'A newer version of this quote was sent. Please read it first.',
  nameRequired: 'Type your full name to accept',
  optionRequired: 'Choose one of the options',
  consentOutdated:
    'The agreement to do business electronically has changed. Please read it again and accept.',
  messageRequired: 'Write what you would like us to change (up to 2,000 characters).',
  homeownerOnly: 'Only the homeowner can accept this quote or ask for changes.',
  notConfigured: 'Accepting quotes is not configured.',
} as const;

export const TYPED_NAME_MAX = 200;
export const CHANGE_MESSAGE_MAX = 2000;
const USER_AGENT_MAX = 500;

const malformed = () => new HttpsError('invalid-argument', QUOTE_CALL_MESSAGES.malformed);

function exactKeys(data: unknown, keys: string[]): data is Record<string, unknown> {
  return (
    typeof data === 'object' &&
    data !== null &&
    !Array.isArray(data) &&
    Object.keys(data).length === keys.length &&
    keys.every((key) => key in data)
  );
}

function ids(data: Record<string, unknown>): { leadId: string; quoteId: string } {
  const { leadId, quoteId } = data;
  if (
    typeof leadId !== 'string' ||
    !LEAD_ID.test(leadId) ||
    typeof quoteId !== 'string' ||
    !QUOTE_ID.test(quoteId)
  )
    throw malformed();
  return { leadId, quoteId };
}

export function parseViewRequest(data: unknown) {
  if (!exactKeys(data, ['leadId', 'quoteId'])) throw malformed();
  return ids(data);
}

// eslint-disable-next-line no-control-regex -- control characters are what is refused
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g;
// eslint-disable-next-line no-control-regex -- a message keeps its line breaks and tabs only
const MESSAGE_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** A typed name as recorded: controls become spaces, runs of spaces one, trimmed. */
export const cleanTypedName = (name: string) =>
  name.normalize('NFC').replace(CONTROLS, ' ').replace(/\s+/g, ' ').trim();

export interface AcceptRequest {
  leadId: string;
  quoteId: string;
  optionTier: QuoteOptionTier | null;
  typedName: string;
  consentVersion: string;
}

export function parseAcceptRequest(data: unknown): AcceptRequest {
  if (!exactKeys(data, ['leadId', 'quoteId', 'optionTier', 'typedName', 'consentVersion']))
    throw malformed();
  const { optionTier, typedName, consentVersion } = data;
  if (typeof typedName !== 'string' || typeof consentVersion !== 'string') throw malformed();
  if (optionTier !== null && !(QUOTE_OPTION_TIERS as readonly unknown[]).includes(optionTier))
    throw new HttpsError('invalid-argument', QUOTE_CALL_MESSAGES.optionRequired);
  const name = cleanTypedName(typedName);
  if (name === '' || !/\p{L}/u.test(name) || name.length > TYPED_NAME_MAX)
    throw new HttpsError('invalid-argument', QUOTE_CALL_MESSAGES.nameRequired);
  return {
    ...ids(data),
    optionTier: optionTier as QuoteOptionTier | null,
    typedName: name,
    consentVersion,
  };
}

export function parseChangesRequest(data: unknown) {
  if (!exactKeys(data, ['leadId', 'quoteId', 'message'])) throw malformed();
  const { message } = data;
  if (
    typeof message !== 'string' ||
    message.trim() === '' ||
    message.length > CHANGE_MESSAGE_MAX ||
    MESSAGE_CONTROLS.test(message)
  )
    throw new HttpsError('invalid-argument', QUOTE_CALL_MESSAGES.messageRequired);
  return { ...ids(data), message: message.trim() };
}

/** Who accepted, as recorded: their network keyed with a secret, and their browser. */
export interface QuoteVisitor {
  ip: string;
  salt: string;
  userAgent: string;
}

/**
 * The caller's network (an IPv6 address by its /64) as an HMAC keyed with VIEW_HASH_SALT:
 * the same network gives the same hash, and the address cannot be read back from it.
 */
export function networkHash(visitor: Pick<QuoteVisitor, 'ip' | 'salt'>): string {
  // Fail closed: an unsalted hash of an address is reversible by trying every address.
  if (!visitor.salt) throw new HttpsError('internal', QUOTE_CALL_MESSAGES.notConfigured);
  return createHmac('sha256', visitor.salt)
    .update(`quote-acceptance\n${visitorKey(visitor.ip)}`)
    .digest('hex');
}

/** The User-Agent header as recorded: text only, bounded. */
export function userAgentOf(headers: Record<string, string | string[] | undefined>): string {
  const value = headers['user-agent'];
  const text = Array.isArray(value) ? value.join(' ') : (value ?? '');
  return text.replace(CONTROLS, ' ').trim().slice(0, USER_AGENT_MAX);
}
