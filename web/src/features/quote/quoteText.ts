/**
 * The homeowner's words on the quote screens, and the dates as they read them: days on
 * Houston's calendar ("Tuesday 15 December 2026"), times on its clock. Money is never
 * formatted here: the domain's formatUsd does it.
 */
import { COMPANY_TIME_ZONE, zonedDay } from '@altum/domain';

export const QUOTE_TEXT = {
  heading: 'Your quote',
  chooseLegend: 'Choose an option',
  optionRequired: 'Choose one of the options',
  consentRequired: 'Tick the box to agree to do business electronically',
  nameRequired: 'Type your full name to accept',
  messageRequired: 'Tell us what you would like changed',
  messageTooLong: 'Keep the message to 2,000 characters or fewer',
  expired: 'This quote has expired. Ask us for a new one.',
  changesSent: 'Thanks. We have your message and will send you a revised quote.',
} as const;

/** The longest change request the callable takes. */
export const CHANGE_MESSAGE_MAX = 2000;

const dayFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** 'YYYY-MM-DD' as "Tuesday 15 December 2026" (the day itself, wherever the reader is). */
export function formatQuoteDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const parts = dayFormat.formatToParts(new Date(Date.UTC(year, month - 1, date)));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
}

const clockFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: COMPANY_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** An instant as "Tuesday 15 December 2026 at 3:05 PM CST", on Houston's clock. */
export function formatQuoteTime(at: Date): string {
  return `${formatQuoteDay(zonedDay(at))} at ${clockFormat.format(at)}`;
}

const quantityFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

/** A line's quantity as written (24.5, 1,200): not money, so not cents. */
export const formatQuantity = (quantity: number) => quantityFormat.format(quantity);
